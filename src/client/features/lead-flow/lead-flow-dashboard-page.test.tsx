import { type FakeAnswer, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { FLOW_METRICS } from './lead-flow.fixtures';
import LeadFlowDashboardPage from './lead-flow-dashboard-page';

const METRICS = 'GET /api/dashboard/flow-metrics';
const DRILL = 'GET /api/dashboard/drill-down';
const EXPORT = 'GET /api/dashboard/export';
const DRILL_ANSWER = {
  node: 'listings',
  title: 'Property listings',
  total: 30,
  rows: [
    {
      id: 'p-1',
      label: '12 Elm St, Albany, NY 12207',
      detail: 'Teal landlord, $950 a month',
      date: '2025-01-28T12:00:00.000Z',
    },
  ],
};

function mockFlow(extra: Record<string, FakeAnswer> = {}) {
  return mockFetchRoutes({
    [METRICS]: { status: 200, body: FLOW_METRICS },
    [DRILL]: { status: 200, body: DRILL_ANSWER },
    ...extra,
  });
}

const urlsTo = (fetchMock: ReturnType<typeof mockFetchRoutes>, path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(path));

function renderPage() {
  renderRoutes(
    '/lead-flow-dashboard',
    <Route path="/lead-flow-dashboard" component={LeadFlowDashboardPage} />,
  );
}

describe('LeadFlowDashboardPage', () => {
  it('shows the headline cards, the landlord pipeline and the tier grid for the last month', async () => {
    const fetchMock = mockFlow();
    renderPage();
    expect(screen.getByText('Loading lead flow figures...')).toBeInTheDocument();
    expect(await screen.findByText('Total Matches')).toBeInTheDocument();
    expect(urlsTo(fetchMock, '/api/dashboard/flow-metrics')).toEqual([
      '/api/dashboard/flow-metrics?period=month&tier=all',
    ]);
    expect(screen.getByText('8 this month')).toBeInTheDocument();
    expect(
      screen.getByText('Placement success rate 25.0%: matches placed per match made, last 30 days'),
    ).toBeInTheDocument();
    expect(screen.getByText('of 30 properties')).toBeInTheDocument();
    expect(screen.getByLabelText('Time Period')).toHaveValue('month');
    expect(screen.getByLabelText('Landlord Tier')).toHaveValue('all');

    const listings = screen.getByRole('button', { name: /Step 2: Property Listings/ });
    expect(listings).toHaveTextContent('30');
    expect(listings).toHaveTextContent('75.0% of landlords listed a property');
    const tiers = screen.getByRole('heading', { name: 'Landlord Tier Distribution' })
      .parentElement as HTMLElement;
    expect(within(tiers).getByText('Champion Landlord').nextElementSibling).toHaveTextContent('2 landlords');
  });

  it("says 'No data' when there are no matches to rate", async () => {
    mockFlow({
      [METRICS]: { status: 200, body: { ...FLOW_METRICS, matches: { ...FLOW_METRICS.matches, total: 0 } } },
    });
    renderPage();
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('opens and closes the records behind a node, and switches to the veteran pipeline', async () => {
    const fetchMock = mockFlow();
    const user = userEvent.setup();
    renderPage();
    const node = await screen.findByRole('button', { name: /Step 2: Property Listings/ });
    expect(node).toHaveAttribute('aria-expanded', 'false');
    expect(urlsTo(fetchMock, '/api/dashboard/drill-down')).toEqual([]);

    await user.click(node);
    expect(node).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Property listings' });
    expect(await within(panel).findByText('12 Elm St, Albany, NY 12207')).toBeInTheDocument();
    expect(within(panel).getByText('Jan 28, 2025')).toBeInTheDocument();
    expect(within(panel).getByText('The 1 newest of 30 records.')).toBeInTheDocument();
    expect(urlsTo(fetchMock, '/api/dashboard/drill-down')).toEqual([
      '/api/dashboard/drill-down?node=listings&period=month&tier=all',
    ]);

    await user.click(node);
    expect(screen.queryByRole('region', { name: 'Property listings' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Veteran Pipeline' }));
    const placements = screen.getByRole('button', { name: /Step 4: Housing Placements/ });
    expect(placements).toHaveTextContent('5 veterans placed');
    expect(placements).toHaveTextContent('25.0% of veterans told of a match were placed');
  });

  it('asks again with the chosen period and tier', async () => {
    const fetchMock = mockFlow();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Total Matches');
    await user.selectOptions(screen.getByLabelText('Time Period'), 'quarter');
    await user.selectOptions(screen.getByLabelText('Landlord Tier'), 'impact-champion');
    await waitFor(() =>
      expect(urlsTo(fetchMock, '/api/dashboard/flow-metrics')).toContain(
        '/api/dashboard/flow-metrics?period=quarter&tier=impact-champion',
      ),
    );
  });

  it('exports the report as CSV with the toasts of the spec', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const fetchMock = mockFlow({
      [EXPORT]: {
        status: 200,
        body: 'step,count\r\nlandlords,40',
        headers: { 'content-disposition': 'attachment; filename="lead-flow-month.csv"' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Export Report' }));
    expect(await screen.findByText('Export Complete')).toBeInTheDocument();
    expect(screen.getByText('Saved lead-flow-month.csv.')).toBeInTheDocument();
    expect(urlsTo(fetchMock, '/api/dashboard/export')).toEqual([
      '/api/dashboard/export?period=month&tier=all',
    ]);
  });

  it('says when the export failed', async () => {
    mockFlow({ [EXPORT]: { status: 500, body: { message: 'Something went wrong.' } } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Export Report' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to export data. Please try again.')).toBeInTheDocument();
  });
});
