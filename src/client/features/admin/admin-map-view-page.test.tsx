import { expectLinkTo } from '@client/test/links.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_ROUTE, MAP_DATA_ROUTE, mapData } from './admin-map.fixtures';
import { renderPage, routes, urls } from './admin-map-page.fixtures';

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
    expectLinkTo('Partner network', '/partner-dashboard');
    expectLinkTo('Landlord dashboard', '/landlord/dashboard');
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
    expect(
      within(figures).getByText('Placement success rate: matches placed per match made, last 30 days'),
    ).toBeInTheDocument();

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
