import { RequireAdmin } from '@client/components/auth/require-admin';
import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import {
  ADMIN,
  EXPORT_ROUTE,
  MAP_DATA_ROUTE,
  ME,
  mapData,
  ORGANIZATION,
  ORGANIZATIONS_ROUTE,
  OVERVIEW,
  OVERVIEW_ROUTE,
  ROWS,
} from './admin-map.fixtures';
import AdminMapViewPage from './admin-map-view-page';

function renderPage() {
  return renderRoutes(
    '/admin/map-view',
    <Route path="/admin/map-view">
      <RequireAdmin>
        <AdminMapViewPage />
      </RequireAdmin>
    </Route>,
  );
}

const ORG_PAGE = { organizations: [ORGANIZATION], total: 14, page: 1, pageSize: 10 };
const routes = (extra: Parameters<typeof mockFetchRoutes>[0] = {}) =>
  mockFetchRoutes({
    [ME]: { status: 200, body: ADMIN },
    [OVERVIEW_ROUTE]: { status: 200, body: OVERVIEW },
    [MAP_DATA_ROUTE]: { status: 200, body: mapData() },
    [ORGANIZATIONS_ROUTE]: { status: 200, body: ORG_PAGE },
    ...extra,
  });

const urls = (fetchMock: ReturnType<typeof mockFetchRoutes>, path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(`${path}?`));

const theMap = () => screen.findByRole('group', { name: /^Map of the United States/ });
const mapStates = async () => within(await theMap()).getAllByRole('button');

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('AdminMapViewPage', () => {
  it('shows the ADMIN badge, the navigation, the five figures, the coverage and the top 5 markets', async () => {
    routes();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Network Map' })).toBeInTheDocument();
    expect(screen.getByText('ADMIN')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partner network' })).toHaveAttribute(
      'href',
      '/partner-dashboard',
    );
    expect(screen.getByRole('link', { name: 'Landlord dashboard' })).toHaveAttribute(
      'href',
      '/landlord/dashboard',
    );
    const figures = await screen.findByRole('region', { name: 'Network figures' });
    const cards = within(figures)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(cards).toEqual([
      ['Total Referrals', '1,204'],
      ['Landlord Leads', '87'],
      ['Match Opportunities', '240'],
      ['Total Placements', '60'],
      ['Conversion Rate', '25.0%'],
    ]);
    expect(screen.getByText('Last 30 days, since Jan 1, 2025')).toBeInTheDocument();

    const coverage = screen.getByRole('region', { name: 'Coverage summary' });
    expect(within(coverage).getByText('States Active').nextElementSibling).toHaveTextContent('3');
    expect(within(coverage).getByText('Cities Active').nextElementSibling).toHaveTextContent('4');
    const markets = screen.getByRole('table', { name: 'Top 5 markets' });
    expect(within(markets).getAllByRole('row')).toHaveLength(1 + 5);
    expect(within(markets).getByRole('row', { name: /New York, NY 12 3 5/ })).toBeInTheDocument();
    expect(within(markets).queryByText('Sixth City')).not.toBeInTheDocument();
  });

  it('starts at 30 days and all activity, and asks again when a filter changes', async () => {
    const fetchMock = routes();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'The map as a table' });
    expect(screen.getByLabelText('Time Frame')).toHaveValue('30');
    expect(screen.getByLabelText('Data Type')).toHaveValue('all');
    expect(
      screen
        .getAllByRole('option')
        .filter((o) => o.closest('select') === screen.getByLabelText('Time Frame'))
        .map((o) => o.textContent),
    ).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Last 365 days', 'All time']);
    expect(urls(fetchMock, '/api/admin/overview').at(-1)).toBe('/api/admin/overview?timeFrame=30');
    expect(urls(fetchMock, '/api/admin/map-data').at(-1)).toBe('/api/admin/map-data?timeFrame=30&type=all');

    await user.selectOptions(screen.getByLabelText('Time Frame'), 'Last 90 days');
    await waitFor(() =>
      expect(urls(fetchMock, '/api/admin/overview').at(-1)).toBe('/api/admin/overview?timeFrame=90'),
    );
    await user.selectOptions(screen.getByLabelText('Data Type'), 'Veterans');
    await waitFor(() =>
      expect(urls(fetchMock, '/api/admin/map-data').at(-1)).toBe(
        '/api/admin/map-data?timeFrame=90&type=veterans',
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'Map: veteran referrals by state' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'New York: 12 veteran referrals' })).toBeInTheDocument();
  });

  it('refreshes every figure and says Data Refreshed', async () => {
    const fetchMock = routes();
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'The map as a table' });
    const before = [
      urls(fetchMock, '/api/admin/overview').length,
      urls(fetchMock, '/api/admin/map-data').length,
    ];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Data Refreshed')).toBeInTheDocument();
    expect(urls(fetchMock, '/api/admin/overview').length).toBe((before[0] ?? 0) + 1);
    expect(urls(fetchMock, '/api/admin/map-data').length).toBe((before[1] ?? 0) + 1);
  });

  it('exports the rows of the chosen filters as a CSV file', async () => {
    const fetchMock = routes({
      [EXPORT_ROUTE]: {
        status: 200,
        body: 'zipCode,city\n10001,New York\n',
        headers: { 'content-disposition': 'attachment; filename="network-all-30-days.csv"' },
      },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'The map as a table' });
    await user.selectOptions(screen.getByLabelText('Data Type'), 'Landlords');
    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByText('Export Complete')).toBeInTheDocument();
    expect(screen.getByText('Saved network-all-30-days.csv.')).toBeInTheDocument();
    expect(urls(fetchMock, '/api/admin/export')).toEqual(['/api/admin/export?timeFrame=30&type=landlords']);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('says Export Failed when the export is refused', async () => {
    routes({ [EXPORT_ROUTE]: { status: 500, body: { message: 'Something went wrong.' } } });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('table', { name: 'The map as a table' });
    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to export data. Please try again.')).toBeInTheDocument();
  });

  it('shows an inline error with Try again when the map data does not load', async () => {
    let fail = true;
    routes({
      [MAP_DATA_ROUTE]: () =>
        fail ? { status: 500, body: { message: 'Something went wrong.' } } : { status: 200, body: mapData() },
    });
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the map data");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'The map as a table' })).toBeInTheDocument();
  });

  it('says so when nothing happened in the time frame', async () => {
    routes({ [MAP_DATA_ROUTE]: { status: 200, body: mapData([]) } });
    renderPage();
    expect(await screen.findByText('No activity in this time frame.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'New York: no activity' })).toBeInTheDocument();
  });
});

describe('the map (keyboard and table alternative)', () => {
  it('names every state with its figure, and the table shows the same numbers', async () => {
    routes();
    renderPage();
    const states = await mapStates();
    // the 50 states and DC, by name
    expect(states).toHaveLength(51);
    expect(states[0]).toHaveAccessibleName('Alabama: no activity');
    const map = await theMap();
    expect(within(map).getByRole('button', { name: /^New York:/ })).toHaveAccessibleName(
      'New York: 26 in all (12 veteran referrals, 4 landlord leads, 6 available units, 4 successful matches)',
    );

    const table = screen.getByRole('table', { name: 'The map as a table' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'State',
      'All activity',
      'Veteran referrals',
      'Urgent referrals',
      'Landlord leads',
      'Available units',
      'Successful matches',
      'ZIP codes',
    ]);
    const body = within(table).getAllByRole('row').slice(1);
    const tableValues = body.map((tr) => {
      const cells = within(tr).getAllByRole('cell');
      return [within(tr).getByRole('rowheader').textContent, cells[0]?.textContent];
    });
    expect(tableValues).toEqual([
      ['New York', '26'],
      ['California', '4'],
      ['Puerto Rico', '2'],
    ]);
    // every drawn state in the table says the same number as its shape on the map
    for (const [name, value] of tableValues.slice(0, 2)) {
      expect(
        within(map).getByRole('button', { name: new RegExp(`^${name}: ${value} in all`) }),
      ).toBeInTheDocument();
    }
    expect(
      within(body[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['26', '12', '3', '4', '6', '4', '2']);
    // Puerto Rico is not drawn: the legend says so, with its figure
    expect(screen.getByText(/It leaves out Puerto Rico, Guam/)).toBeInTheDocument();
    expect(screen.getByText('Not on the map:').parentElement).toHaveTextContent(
      'Not on the map: Puerto Rico, 2 in all.',
    );
  });

  it('reaches the states with Tab and opens a state with Enter: its ZIP codes and organizations', async () => {
    const fetchMock = routes();
    const user = userEvent.setup();
    renderPage();
    const states = await mapStates();
    (screen.getByLabelText('Data Type') as HTMLElement).focus();
    // Tab, Tab: past the skip link to the first state
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip the map: go to the table' })).toHaveFocus();
    await user.tab();
    expect(states[0]).toHaveFocus();
    expect(screen.getByTestId('map-tooltip')).toHaveTextContent('Alabama');

    const newYork = within(await theMap()).getByRole('button', { name: /^New York:/ });
    for (let i = 0; i < 60 && document.activeElement !== newYork; i++) await user.tab();
    expect(newYork).toHaveFocus();
    expect(screen.getByTestId('map-tooltip')).toHaveTextContent('New YorkVeteran referrals: 12');
    await user.keyboard('{Enter}');

    const panel = await screen.findByRole('region', { name: 'New York' });
    expect(within(panel).getByRole('heading', { name: 'New York' })).toHaveFocus();
    expect(newYork).toHaveAttribute('aria-pressed', 'true');
    const zips = within(panel).getByRole('table', { name: 'ZIP codes in New York' });
    expect(within(zips).getByRole('row', { name: /10001 New York 8 2 3 6 4/ })).toBeInTheDocument();
    expect(within(zips).getByRole('row', { name: /12207 Albany 4 1 1 0 0/ })).toBeInTheDocument();
    expect(await within(panel).findByText('Hudson Valley Veterans')).toBeInTheDocument();
    expect(urls(fetchMock, '/api/admin/organizations')).toEqual([
      '/api/admin/organizations?state=NY&page=1&pageSize=10',
    ]);
    expect(within(panel).getByText(/Showing 1 of 14/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Manage the organizations in New York' })).toHaveAttribute(
      'href',
      '/partner-dashboard?state=NY',
    );

    await user.click(within(panel).getByRole('button', { name: 'Close New York' }));
    expect(screen.queryByRole('region', { name: 'New York' })).not.toBeInTheDocument();
    expect(newYork).toHaveFocus();
  });

  it('opens a state from the table too, and a state with no activity says so', async () => {
    routes({ [ORGANIZATIONS_ROUTE]: { status: 200, body: { ...ORG_PAGE, organizations: [], total: 0 } } });
    const user = userEvent.setup();
    renderPage();
    await mapStates();
    await user.click(screen.getByRole('button', { name: 'California: show ZIP codes and organizations' }));
    const panel = await screen.findByRole('region', { name: 'California' });
    expect(within(panel).getByRole('row', { name: /93701 Fresno 3 0 0 0 1/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wyoming: no activity' }));
    const wyoming = await screen.findByRole('region', { name: 'Wyoming' });
    expect(
      within(wyoming).getByText('No ZIP code in Wyoming had activity in this time frame.'),
    ).toBeInTheDocument();
    expect(
      await within(wyoming).findByText('No partner organization is based in Wyoming yet.'),
    ).toBeInTheDocument();
  });

  it('shows the 10 busiest states first, and all of them on request', async () => {
    const codes = ['AL', 'AZ', 'CA', 'CO', 'FL', 'GA', 'IL', 'MA', 'NY', 'OH', 'TX', 'WA'];
    const rows = codes.map((state, i) => ({
      ...ROWS[0],
      id: `z${i}`,
      zipCode: `0000${i}`.slice(-5),
      state,
      latitude: null,
      longitude: null,
      metadata: { ...(ROWS[0] as (typeof ROWS)[number]).metadata, veteranReferrals: i + 1 },
    })) as typeof ROWS;
    routes({ [MAP_DATA_ROUTE]: { status: 200, body: mapData(rows, 'veterans') } });
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(await screen.findByLabelText('Data Type'), 'Veterans');
    const table = await screen.findByRole('table', { name: 'The map as a table' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 10));
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Washington');
    expect(screen.getByText('The 10 busiest of 12 states')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all 12 states' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12);
    expect(within(table).getAllByRole('rowheader').at(-1)).toHaveTextContent('Alabama');
  });
});
