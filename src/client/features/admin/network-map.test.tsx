import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_DATA_ROUTE, mapData, ORGANIZATIONS_ROUTE, ROWS } from './admin-map.fixtures';
import { mapStates, ORG_PAGE, renderPage, routes, theMap, urls } from './admin-map-page.fixtures';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

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

  it('puts each ZIP circle where the server placed it, and none for a ZIP off the map', async () => {
    routes();
    renderPage();
    await mapStates();
    const circles = [...(await theMap()).querySelectorAll('circle')].map((circle) => [
      circle.getAttribute('cx'),
      circle.getAttribute('cy'),
    ]);
    // New York, Albany and Fresno (the biggest first); San Juan, Puerto Rico, has no point
    expect(circles).toEqual([
      ['869.8', '214.8'],
      ['863.7', '171.7'],
      ['74.1', '296.4'],
    ]);
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
      mapPoint: null,
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
