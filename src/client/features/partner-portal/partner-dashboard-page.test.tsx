import { savePartnerSession } from '@client/lib/partner-session';
import { CSV_EXPORT_BLOCKED_MESSAGE } from '@shared/domain/referral-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PartnerDashboardPage from './partner-dashboard-page';
import {
  callsTo,
  findCard,
  makeOrganization,
  makeReferral,
  openDashboard,
  referralList,
  renderAt,
  routeFetch,
  STATS,
} from './partner-portal.fixtures';

const LOAD_FAILED = 'Failed to load dashboard. Please try logging in again.';

beforeEach(() => localStorage.clear());

describe('PartnerDashboardPage', () => {
  it('sends a visitor without a stored token to the login page', async () => {
    const fetchMock = routeFetch();
    const location = renderAt('/partner/dashboard', <PartnerDashboardPage />);
    await waitFor(() => expect(location.history.at(-1)).toBe('/partner/login'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the organisation, the five stat cards and the three tabs', async () => {
    const { fetchMock } = openDashboard({ referrals: [makeReferral()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hope for Heroes' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Co-living' })).toHaveAttribute('href', '/partner/co-living');
    const figures: [string, string][] = [
      ['Total Referrals', '12'],
      ['% Contacted', '67%'],
      ['% Matched', '25%'],
      ['This Month', '2'],
      ['Top ZIP', '78702'],
    ];
    for (const [label, value] of figures) {
      const term = screen.getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    for (const tab of ['Veteran Referrals', 'Organization Profile', 'Analytics'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'GET', '/api/partner/profile')[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(init?.credentials).toBe('include');
  });

  it("shows 'N/A' as the top ZIP when there is none and the empty state without referrals", async () => {
    savePartnerSession({ organization: makeOrganization() });
    routeFetch((url) =>
      url === '/api/partner/profile'
        ? { body: makeOrganization() }
        : { body: referralList([], { ...STATS, total: 0, topZip: null }) },
    );
    renderAt('/partner/dashboard', <PartnerDashboardPage />);
    expect(await screen.findByRole('heading', { name: 'No referrals yet' })).toBeInTheDocument();
    expect(screen.getByText('Top ZIP', { selector: 'dt' }).nextElementSibling).toHaveTextContent('N/A');
  });

  it('asks for the most urgent first, shows a count on each status tab, and searches once typing pauses', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openDashboard({ referrals: [makeReferral()] });
    await findCard('James Carter');
    const first = callsTo(fetchMock, 'GET', '/api/partner/referrals')[0]?.[0];
    expect(first).toContain('sort=urgency');
    const tabs = screen.getByRole('group', { name: 'Status' });
    expect(within(tabs).getByRole('button', { name: 'All (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tabs).getByRole('button', { name: 'New (1)' })).toHaveAttribute('aria-pressed', 'false');
    // a referral that ended unreached keeps a tab of its own
    expect(within(tabs).getByRole('button', { name: 'Unable to Reach (0)' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, phone or ZIP' }), 'Carter');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/partner/referrals').at(-1)?.[0]).toContain('q=Carter'),
    );
    // one request for the pause, not one per key
    expect(
      callsTo(fetchMock, 'GET', '/api/partner/referrals').filter(([url]) => url.includes('q=')).length,
    ).toBe(1);
  });

  it('refetches from the server with ?status= when the filter changes', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openDashboard({ referrals: [makeReferral()] });
    await findCard('James Carter');
    await user.click(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: /^In Progress/ }),
    );
    expect(await screen.findByRole('heading', { name: 'No In Progress referrals' })).toBeInTheDocument();
    const urls = callsTo(fetchMock, 'GET', '/api/partner/referrals').map(([url]) => url);
    expect(urls.at(-1)).toContain('status=in_progress');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'ZIP Code');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/partner/referrals').at(-1)?.[0]).toContain('sort=zip'),
    );
  });

  it('explains in the page that CSV export needs Tier 2 and does not call the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openDashboard({ organization: makeOrganization({ integrationTier: 1 }) });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CSV_EXPORT_BLOCKED_MESSAGE);
    expect(callsTo(fetchMock, 'GET', '/api/partner/referrals/export')).toHaveLength(0);
  });

  it('downloads the CSV for a Tier 2 partner', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { fetchMock } = openDashboard({
      extra: [
        (url) => (url === '/api/partner/referrals/export' ? { body: 'id,status\nref-1,new\n' } : undefined),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export Complete')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/partner/referrals/export')).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('shows the load failure message and forgets a refused session', async () => {
    openDashboard({ profileStatus: 401 });
    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Partner Login' })).toHaveAttribute(
      'href',
      '/partner/login',
    );
    await waitFor(() => expect(localStorage.getItem('partnerOrganization')).toBeNull());
  });

  it('shows the load failure message when the server fails', async () => {
    openDashboard({ profileStatus: 500 });
    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
    expect(localStorage.getItem('partnerOrganization')).not.toBeNull();
  });

  it('opens the Organization Profile tab from Edit organization profile', async () => {
    const user = userEvent.setup();
    openDashboard({ organization: makeOrganization({ isVerified: false, allowsDirectReferrals: false }) });
    await user.click(await screen.findByRole('button', { name: 'Edit organization profile' }));
    const tab = screen.getByRole('tab', { name: 'Organization Profile' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveFocus();
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('100 Main St, Austin, TX 78701')).toBeInTheDocument();
    expect(within(panel).getByText('Tier 2: Standard access')).toBeInTheDocument();
    expect(within(panel).getByText('Disabled')).toBeInTheDocument();
    expect(within(panel).getByText('Pending')).toBeInTheDocument();
  });

  it('signs out, clears the session and goes to the login page even when the call fails', async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = openDashboard({
      extra: [(url) => (url === '/api/partner/logout' ? { status: 500, body: {} } : undefined)],
    });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/partner/login'));
    expect(callsTo(fetchMock, 'POST', '/api/partner/logout')).toHaveLength(1);
    expect(localStorage.getItem('partnerOrganization')).toBeNull();
  });

  it('shows real analytics figures on the Analytics tab', async () => {
    const user = userEvent.setup();
    openDashboard({
      extra: [
        (url) =>
          url === '/api/partner/analytics'
            ? {
                body: {
                  byStatus: [
                    { status: 'new', count: 4 },
                    { status: 'matched', count: 3 },
                  ],
                  byMonth: [
                    { month: '2024-12', count: 2 },
                    { month: '2025-01', count: 5 },
                  ],
                  medianHoursToFirstContact: 5.2,
                  contactedCount: 8,
                },
              }
            : undefined,
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByText('Median time to first contact: 5.2 hours')).toBeInTheDocument();
    expect(
      screen.getByText(/7 referrals in the last 12 months. Busiest month: Jan 2025 with 5/),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Referrals received per month, last 12 months' });
    expect(within(table).getByRole('rowheader', { name: 'Jan 2025' })).toBeInTheDocument();
    expect(screen.getByText('Matched').nextElementSibling).toHaveTextContent('3');
  });
});
