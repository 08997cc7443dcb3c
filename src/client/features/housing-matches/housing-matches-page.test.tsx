import { callsTo, type FakeAnswer, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { ANALYTICS, findMatchRow, list, MATCH, PROPERTY, ROUTES, VETERAN } from './housing-matches.fixtures';
import HousingMatchesPage from './housing-matches-page';

function mockDashboard(extra: Record<string, FakeAnswer | ((init?: RequestInit) => FakeAnswer)> = {}) {
  return mockFetchRoutes({
    [ROUTES.analytics]: { status: 200, body: ANALYTICS },
    [ROUTES.matches]: list([MATCH], 12),
    [ROUTES.veterans]: list([VETERAN]),
    [ROUTES.properties]: list([PROPERTY]),
    ...extra,
  });
}

function renderPage() {
  renderRoutes('/housing-dashboard', <Route path="/housing-dashboard" component={HousingMatchesPage} />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('HousingMatchesPage', () => {
  it('shows the admin bar, the four cards and the matches by name (veteran and street, no id), fit, reason and notification mark', async () => {
    mockDashboard();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Housing Matching Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin pages' })).toBeInTheDocument();
    expect(screen.getByText('Loading matches...')).toBeInTheDocument();
    const row = await findMatchRow();
    for (const text of [
      'Great match · 87 of 100',
      MATCH.matchReason,
      'Notifications sent',
      'Pending',
      'Maria Lopez',
      'Albany',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByRole('rowheader')).toHaveTextContent(/^Maria L\. · 12 Elm St$/);
    expect(row.textContent).not.toContain(MATCH.id.slice(0, 8));
    expect(screen.getByText('Showing 1–1 of 12 matches')).toBeInTheDocument();
    for (const [label, value] of [
      ['Unmatched Veterans', '1,234'],
      ['Available Properties', '56'],
      ['Pending Matches', '7'],
      ['Successful Placements', '3'],
    ]) {
      expect(screen.getByText(label as string).nextElementSibling).toHaveTextContent(value as string);
    }
  });

  it('shows the spec texts when there is nothing yet, and the other tabs with their fields', async () => {
    mockDashboard({ [ROUTES.matches]: list([]) });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No matches yet. Try running the matching engine.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Veterans Queue' }));
    const veteran = (await screen.findByRole('rowheader', { name: 'Maria Lopez' })).closest(
      'tr',
    ) as HTMLElement;
    for (const text of ['12207', 'Critical urgency', 'Voucher', 'Pet', 'Unmatched'])
      expect(within(veteran).getByText(text)).toBeInTheDocument();
    expect(within(veteran).queryByText('Accessible')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Properties Available' }));
    const home = (await screen.findByRole('rowheader', { name: /12 Elm St/ })).closest('tr') as HTMLElement;
    for (const text of [
      '$950 a month',
      'Teal Landlord',
      'Vouchers OK',
      'Pet-Friendly',
      'Available',
      'Pat Landlord',
    ])
      expect(within(home).getByText(text)).toBeInTheDocument();
    expect(within(home).getByText('2 bedrooms, 1 bathroom')).toBeInTheDocument();
    expect(within(home).getByText('Albany, NY')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    // the tab's code loads when it is first pointed at
    // the placement success rate as every admin page writes it, with the window it counts
    const rate = await screen.findByText('Match Success Rate');
    expect(rate.nextElementSibling).toHaveTextContent(/^25\.0%$/);
    expect(rate.nextElementSibling?.nextElementSibling).toHaveTextContent(
      'Placement success rate: matches placed per match made, all time (3 placed of 12 matches)',
    );
    expect(screen.getByText('Average Match Time').nextElementSibling).toHaveTextContent('3 hours 5 minutes');
  });

  it('says when no veterans or properties are registered', async () => {
    mockDashboard({ [ROUTES.veterans]: list([]), [ROUTES.properties]: list([]) });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Veterans Queue' }));
    expect(await screen.findByText('No veterans registered yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Properties Available' }));
    expect(await screen.findByText('No properties listed yet.')).toBeInTheDocument();
  });

  it('refetches every 30 seconds while auto-refresh is checked, and stops when it is unchecked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockDashboard();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await findMatchRow();
    const checkbox = screen.getByRole('checkbox', { name: 'Auto-refresh (30s)' });
    expect(checkbox).toBeChecked();
    const count = () => callsTo(fetchMock, ROUTES.matches).length;
    const before = count();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(count()).toBe(before + 1));

    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
    const stopped = count();
    await act(() => vi.advanceTimersByTimeAsync(95_000));
    expect(count()).toBe(stopped);

    await user.click(checkbox);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(count()).toBe(stopped + 1));
  });

  it('looks again every 2 seconds while a new engine match waits for its notice to be delivered', async () => {
    const waiting = { ...MATCH, createdAt: new Date().toISOString(), veteranNotifiedAt: null };
    let delivered = false;
    mockDashboard({
      [ROUTES.matches]: () =>
        list([delivered ? { ...waiting, veteranNotifiedAt: new Date().toISOString() } : waiting], 1),
    });
    renderPage();
    const row = await findMatchRow();
    expect(within(row).queryByText('Notifications sent')).not.toBeInTheDocument();
    delivered = true;
    await waitFor(() => expect(within(row).getByText('Notifications sent')).toBeInTheDocument(), {
      timeout: 5_000,
    });
  });
});
