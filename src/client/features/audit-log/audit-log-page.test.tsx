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
    ).toEqual([
      'When',
      'Action',
      'Outcome',
      'Actor',
      'Record',
      'Details',
      'Sign-in account',
      'Network address',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('partner.login');
    for (const text of [
      'Jan 29, 2025, 9:30 AM',
      'failure',
      'Visitor (not signed in)',
      'p***@demo.org',
      '203.0.113.x',
    ])
      expect(within(rows[0] as HTMLElement).getByText(text)).toBeInTheDocument();
    const tier = rows[1] as HTMLElement;
    for (const text of ['Demo Admin (Admin)', 'Capital Region VSO', 'organization', 'j***@example.com'])
      expect(within(tier).getByText(text)).toBeInTheDocument();
    expect(within(tier).getByText('from:').nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–2 of 120');
  });

  it('names the record a person or home is: a match by its veteran and street, never by its id', async () => {
    mockFetchRoutes({ [LIST]: page([CONTACTS_VIEWED]) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'All events' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const record = within(row).getByText('Dana R. · 5944 Liberty Rd').closest('td') as HTMLElement;
    expect(record).toHaveTextContent(/^Dana R\. · 5944 Liberty Rdmatch$/);
    expect(record.textContent).not.toContain(CONTACTS_VIEWED.targetId as string);
  });

  it('filters by actor, action, record type and dates, and pages', async () => {
    const fetchMock = mockFetchRoutes({ [LIST]: page([TIER_CHANGED], 120) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table');
    expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/audit-events?page=1&pageSize=50');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/audit-events?page=2&pageSize=50'),
    );

    await user.selectOptions(screen.getByLabelText('Actor type'), 'Admin');
    await user.type(screen.getByLabelText(/^Action/), 'organization.*');
    await user.type(screen.getByLabelText(/^Record type/), 'organization');
    await user.type(screen.getByLabelText(/^From/), '2025-01-01');
    await user.type(screen.getByLabelText(/^To/), '2025-01-31');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const expected = new URLSearchParams({
      page: '1',
      pageSize: '50',
      actorType: 'admin',
      action: 'organization.*',
      targetType: 'organization',
      from: dayBoundary('2025-01-01', false),
      to: dayBoundary('2025-01-31', true),
    });
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toBe(`/api/admin/audit-events?${expected}`));
    expect(screen.getByRole('heading', { name: 'Matching events' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'All events' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Action/)).toHaveValue('');
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
    expect(screen.getByLabelText(/^Record type/)).toHaveValue('organization');
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
