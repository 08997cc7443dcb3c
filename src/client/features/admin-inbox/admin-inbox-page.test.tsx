import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { CONTACT, inboxPage, LIST, LISTING } from './admin-inbox.fixtures';
import AdminInboxPage from './admin-inbox-page';

function renderPage() {
  renderRoutes('/admin/inbox', <Route path="/admin/inbox" component={AdminInboxPage} />);
}

const listUrls = (fetchMock: ReturnType<typeof mockFetchRoutes>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/inbox?'));

describe('AdminInboxPage', () => {
  it('lists the unfinished requests oldest first with type, wait, status and assignee', async () => {
    mockFetchRoutes({ [LIST]: { status: 200, body: inboxPage([CONTACT, LISTING], 2) } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Operations inbox' })).toBeInTheDocument();
    expect(screen.getByText('Loading the inbox...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'All requests' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Request', 'Type', 'Waiting', 'Status', 'Assignee']);
    const contact = within(table).getByRole('row', { name: /Dana Brooks/ });
    for (const text of ['Contact message', '2 days', 'Open', 'Nobody yet'])
      expect(within(contact).getByText(text)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Dana Brooks: Housing help' })).toHaveAttribute(
      'href',
      '/admin/inbox/item-contact',
    );
    const listing = within(table).getByRole('row', { name: /12 Oak St/ });
    for (const text of ['Listing review', '3 hours', 'In progress', 'Alex Admin'])
      expect(within(listing).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–2 of 2');
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows a stalled match waiting since the match's last step, not since the item opened", async () => {
    const stalled = {
      ...CONTACT,
      id: 'item-stalled',
      type: 'stalled_match' as const,
      summary: 'Match of Lee Stone with 9 Birch St stalled at pending',
      createdAt: new Date(Date.now() - 3_600_000).toISOString(),
      waitingSince: new Date(Date.now() - 20 * 86_400_000).toISOString(),
      record: { kind: 'match', id: 'match-1' },
    };
    mockFetchRoutes({ [LIST]: { status: 200, body: inboxPage([stalled], 1) } });
    renderPage();
    const table = await screen.findByRole('table', { name: 'All requests' });
    const row = within(table).getByRole('row', { name: /Lee Stone/ });
    expect(within(row).getByText('20 days')).toBeInTheDocument();
  });

  it('filters by type (from the counts or the select) and by status', async () => {
    const fetchMock = mockFetchRoutes({ [LIST]: { status: 200, body: inboxPage([CONTACT], 1) } });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/inbox?limit=25&offset=0&status=unfinished');

    const counts = screen.getByRole('navigation', { name: 'Requests by type' });
    await user.click(within(counts).getByRole('button', { name: /Contact message/ }));
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe(
        '/api/admin/inbox?limit=25&offset=0&type=contact_message&status=unfinished',
      ),
    );
    expect(within(counts).getByRole('button', { name: /Contact message/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.selectOptions(screen.getByLabelText('Type'), 'Listing review');
    await user.selectOptions(screen.getByLabelText('Status'), 'Done');
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe(
        '/api/admin/inbox?limit=25&offset=0&type=listing_review&status=done',
      ),
    );
  });

  it('starts the keyboard at its heading when it arrives with focus lost (from the sign-in), and only then', async () => {
    mockFetchRoutes({ [LIST]: { status: 200, body: inboxPage([]) } });
    (document.activeElement as HTMLElement | null)?.blur();
    renderPage();
    const heading = screen.getByRole('heading', { level: 1, name: 'Operations inbox' });
    expect(heading).toHaveFocus();
    await screen.findByText('Nothing waiting here.');
  });

  it('leaves focus where it was put when it is not lost', async () => {
    mockFetchRoutes({ [LIST]: { status: 200, body: inboxPage([]) } });
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    renderPage();
    expect(outside).toHaveFocus();
    await screen.findByText('Nothing waiting here.');
    outside.remove();
  });

  it('says so when nothing waits', async () => {
    mockFetchRoutes({ [LIST]: { status: 200, body: inboxPage([]) } });
    renderPage();
    expect(await screen.findByText('Nothing waiting here.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
