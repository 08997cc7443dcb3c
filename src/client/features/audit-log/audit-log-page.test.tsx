import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { dayBoundary } from './audit-filters';
import { CONTACTS_VIEWED, LIST, LOGIN_FAILED, page, TIER_CHANGED } from './audit-log.fixtures';
import AuditLogPage from './audit-log-page';

function renderPage(path = '/admin/audit-log') {
  renderRoutes(path, <Route path="/admin/audit-log" component={AuditLogPage} />);
}

const listUrls = (fetchMock: ReturnType<typeof mockFetchRoutes>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/audit-events?'));

describe('AuditLogPage', () => {
  it('lists the events newest first, with the masked details as the server sends them', async () => {
    mockFetchRoutes({ [LIST]: page([LOGIN_FAILED, TIER_CHANGED], 120) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'All events' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'What happened', 'Outcome', 'Details', 'Sign-in account', 'Network address']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'A visitor signed in as a partner organization (it failed).partner.login',
    );
    for (const text of ['Jan 29, 2025, 9:30 AM', 'Failed', 'p***@demo.org', '203.0.113.x'])
      expect(within(rows[0] as HTMLElement).getByText(text)).toBeInTheDocument();
    const tier = rows[1] as HTMLElement;
    expect(
      within(tier).getByText('Demo Admin changed the integration tier of Capital Region VSO.'),
    ).toBeInTheDocument();
    expect(within(tier).getByText('j***@example.com')).toBeInTheDocument();
    expect(within(tier).getByText('from:').nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–2 of 120');
  });

  it('reads as a sentence naming the person and home: never a match by its id', async () => {
    mockFetchRoutes({ [LIST]: page([CONTACTS_VIEWED]) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'All events' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const sentence = within(row).getByRole('rowheader');
    expect(sentence).toHaveTextContent(
      "Demo Admin opened the contacts of Dana R.'s match at 5944 Liberty Rd.veteran.contact_viewed",
    );
    expect(sentence.textContent).not.toContain(CONTACTS_VIEWED.targetId as string);
  });

  it('filters in words (who, what happened, which record) and by dates, and pages', async () => {
    const fetchMock = mockFetchRoutes({ [LIST]: page([TIER_CHANGED], 120) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/audit-events?page=1&pageSize=50');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/audit-events?page=2&pageSize=50'),
    );

    await user.selectOptions(screen.getByLabelText('Who'), 'Admin');
    await user.selectOptions(
      screen.getByLabelText('What happened'),
      'Changed the integration tier of an organization',
    );
    await user.selectOptions(screen.getByLabelText('Record'), 'An organization');
    await user.type(screen.getByLabelText(/^From/), '2025-01-01');
    await user.type(screen.getByLabelText(/^To/), '2025-01-31');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const expected = new URLSearchParams({
      page: '1',
      pageSize: '50',
      actorType: 'admin',
      action: 'organization.tier_changed',
      targetType: 'organization',
      from: dayBoundary('2025-01-01', false),
      to: dayBoundary('2025-01-31', true),
    });
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toBe(`/api/admin/audit-events?${expected}`));
    expect(screen.getByRole('heading', { name: 'Matching events' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'All events' })).toBeInTheDocument();
    expect(screen.getByLabelText('What happened')).toHaveValue('');
    expect(screen.getByLabelText(/^From/)).toHaveValue('');
  });

  it('refuses a From date after the To date', async () => {
    const fetchMock = mockFetchRoutes({ [LIST]: page([TIER_CHANGED]) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(/^From/), '2025-02-01');
    await user.type(screen.getByLabelText(/^To/), '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The From date must be on or before the To date')).toBeInTheDocument();
    expect(listUrls(fetchMock)).toHaveLength(1);
  });

  it("opens on one record's events from an organization's history link", async () => {
    const fetchMock = mockFetchRoutes({ [LIST]: page([TIER_CHANGED]) });
    renderPage(`/admin/audit-log?targetType=organization&targetId=${TIER_CHANGED.targetId}`);
    await screen.findByRole('table', { name: 'Matching events' });
    expect(listUrls(fetchMock).at(-1)).toBe(
      `/api/admin/audit-events?page=1&pageSize=50&targetType=organization&targetId=${TIER_CHANGED.targetId}`,
    );
    expect(screen.getByLabelText('Record')).toHaveValue('organization');
  });

  it('says so when nothing matches, and shows an inline error with Try again', async () => {
    let fail = true;
    mockFetchRoutes({
      [LIST]: () => (fail ? { status: 500, body: { message: 'Something went wrong.' } } : page([])),
    });
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the audit log");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No events yet.')).toBeInTheDocument();
  });
});
