import { failingUntilRecovered, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { partnerPageTests } from '@client/test/partner-page.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { caseloadPage, matchedItem, signInPartner, waitingItem } from './caseload.fixtures';
import CaseloadPage from './caseload-page';

const GET = 'GET /api/partner/caseload';

/** The query strings the page asked for, as objects. */
function queries(fetchMock: ReturnType<typeof mockFetchRoutes>) {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/partner/caseload?'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));
}

describe('CaseloadPage', () => {
  const renderPage = partnerPageTests('/partner/caseload', CaseloadPage);

  it("lists the organisation's veterans in the server's order with status, priority and best match", async () => {
    signInPartner();
    const fetchMock = mockFetchRoutes({
      [GET]: { status: 200, body: caseloadPage([waitingItem, matchedItem]) },
    });
    renderPage();
    expect(screen.getByText('Loading caseload...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Veterans (2)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Hal CriticalZIP 12207',
      'Ben MatchedZIP 12345',
    ]);
    const [hal, ben] = rows as [HTMLElement, HTMLElement];
    expect(within(hal).getByText('Waiting')).toBeInTheDocument();
    // one vocabulary (issue 37): each level with its word, never a bare "High" beside "Critical"
    expect(within(hal).getByText('High priority')).toBeInTheDocument();
    expect(within(hal).getByText('Critical urgency')).toBeInTheDocument();
    expect(within(hal).queryByText('High')).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Urgency and priority' })).toBeInTheDocument();
    expect(within(hal).getByText('No home yet')).toBeInTheDocument();
    expect(within(ben).getByText('Offered a home')).toBeInTheDocument();
    expect(within(ben).getByText('10 Voucher Way, Schenectady, NY 12345')).toBeInTheDocument();
    expect(within(ben).getByText('Great match · 85 of 100')).toBeInTheDocument();
    expect(within(ben).getByText('Mar 2, 2025')).toBeInTheDocument();
    expect(within(ben).getByRole('link', { name: 'View Ben Matched' })).toHaveAttribute(
      'href',
      `/partner/caseload/${matchedItem.veteranId}`,
    );
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(init?.credentials).toBe('include');
    expect(queries(fetchMock)[0]).toEqual({ status: 'all', limit: '25', offset: '0' });
  });

  it('searches, filters by status and pages through the server', async () => {
    signInPartner();
    const fetchMock = mockFetchRoutes({ [GET]: { status: 200, body: caseloadPage([matchedItem], 30) } });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries(fetchMock).at(-1)).toMatchObject({ offset: '25' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or ZIP' }), ' ben ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries(fetchMock).at(-1)).toMatchObject({ search: 'ben', offset: '0' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'referred');
    await waitFor(() =>
      expect(queries(fetchMock).at(-1)).toEqual({
        search: 'ben',
        status: 'referred',
        limit: '25',
        offset: '0',
      }),
    );
  });

  it('says when the caseload is empty, and when nothing matches the search', async () => {
    signInPartner();
    mockFetchRoutes({ [GET]: { status: 200, body: caseloadPage([]) } });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No veterans in your caseload yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add veterans with the bulk intake' })).toHaveAttribute(
      'href',
      '/support',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'moved_in');
    expect(await screen.findByText('No veterans match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all veterans' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
  });

  it('shows an error with a way to try again', async () => {
    signInPartner();
    const list = failingUntilRecovered(caseloadPage([waitingItem]));
    mockFetchRoutes({
      [GET]: list.answer,
      'GET /api/partner/duplicates': { status: 200, body: [] },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("We couldn't load your caseload")).toBeInTheDocument();
    list.recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('sends the partner to sign in again when the session was refused', async () => {
    signInPartner();
    mockFetchRoutes({ [GET]: { status: 401, body: { message: 'Sign in to continue.' } } });
    const { current } = renderPage();
    await waitFor(() => expect(current()).toBe('/partner/login?next=%2Fpartner%2Fcaseload'));
    expect(window.localStorage.getItem('partnerOrganization')).toBeNull();
  });
});
