import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { delayFetch, withFocusFixup } from '@client/test/focus-fixup.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import CoLivingDashboardPage from './co-living-dashboard-page';
import {
  DASHBOARD,
  DASHBOARD_BODY,
  HOUSEHOLD,
  HOUSEHOLDS,
  householdsAnswer,
  RUN,
  RUN_RESULT,
} from './co-living-households.fixtures';

function renderPage() {
  renderRoutes('/admin/co-living', <Route path="/admin/co-living" component={CoLivingDashboardPage} />);
}

const householdUrls = (fetchMock: ReturnType<typeof mockFetchRoutes>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/co-living/households?'));

describe('CoLivingDashboardPage', () => {
  withFocusFixup();

  it('shows the funnel, households, applicants waiting with why, and homes with free rooms', async () => {
    mockFetchRoutes({
      [DASHBOARD]: { status: 200, body: DASHBOARD_BODY },
      [HOUSEHOLDS]: householdsAnswer([HOUSEHOLD], 1),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Co-living program' })).toBeInTheDocument();
    expect(await screen.findByText(/No run yet/)).toBeInTheDocument();

    const funnel = screen.getByRole('region', { name: 'From application to placement' });
    const steps = within(funnel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps[0]).toMatch(/^Applied: 20.*100% of applied$/);
    expect(steps[1]).toMatch(/^Waiting: 10.*50% of applied$/);
    expect(steps).toHaveLength(7);
    expect(funnel).toHaveTextContent('Set aside: 3 declined a proposal (15% of applications).');

    const table = await screen.findByRole('table', { name: 'Households' });
    const row = within(table).getByRole('row', { name: /Elm Street House/ });
    for (const text of ['410 Elm St, Austin, TX, 78701', 'Forming', '2/3', '72 of 100', 'No trial yet'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Elm Street House' })).toHaveAttribute(
      'href',
      '/admin/co-living/households/hh-1',
    );

    const waiting = screen.getByRole('list', { name: 'Applicants waiting (2)' });
    expect(within(waiting).getByText('CL-W1, ZIP 78702, applied Jan 20, 2025')).toBeInTheDocument();
    expect(
      within(waiting).getByText('No home within 25 miles has a room within the budget'),
    ).toBeInTheDocument();
    expect(within(waiting).getByText('Not yet considered by a run')).toBeInTheDocument();

    const homes = screen.getByRole('list', { name: /Homes and free rooms \(1 room free in 1 home\)/ });
    expect(within(homes).getByRole('heading', { name: '410 Elm St, Austin, TX, 78701' })).toBeInTheDocument();
    for (const text of ['1 of 3 rooms open to veterans', '$650 a room a month', 'Non-smoking household'])
      expect(within(homes).getByText(text)).toBeInTheDocument();
    const rules = within(homes).getByRole('list', { name: 'Rules and what rent includes' });
    expect(within(rules).getByText('Quiet hours 10pm to 7am')).toBeInTheDocument();
    expect(within(rules).getByText('Rent includes utilities, wifi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Co-living' })).toHaveAttribute('aria-current', 'page');
  });

  it('runs household formation once, then shows the run figures against the bound', async () => {
    let ran = false;
    const fetchMock = mockFetchRoutes({
      [DASHBOARD]: () => ({ status: 200, body: { ...DASHBOARD_BODY, lastRun: ran ? RUN_RESULT : null } }),
      [HOUSEHOLDS]: householdsAnswer([]),
      [RUN]: () => {
        ran = true;
        return { status: 200, body: RUN_RESULT };
      },
    });
    delayFetch();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No households yet.')).toBeInTheDocument();
    const trigger = await screen.findByRole('button', { name: 'Run household formation' });
    // it asks first; "Not now" runs nothing and gives the focus back to the button
    await user.click(trigger);
    const question = screen.getByRole('group', { name: 'Run household formation now?' });
    expect(within(question).getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Not now' }));
    expect(callsTo(fetchMock, RUN)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Run household formation' })).toHaveFocus();
    // Escape answers "Not now" too
    await user.click(screen.getByRole('button', { name: 'Run household formation' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Run household formation now?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run household formation' })).toHaveFocus();
    expect(callsTo(fetchMock, RUN)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Run household formation' }));
    await user.click(screen.getByRole('button', { name: 'Run it' }));
    expect(
      await screen.findByText('2 new households formed, 6 veterans proposed in all.'),
    ).toBeInTheDocument();
    // the question is gone with its busy button: the focus is on the button that asked, never on <body>
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Run household formation' })).toHaveFocus(),
    );
    const last = await screen.findByRole('region', { name: /Last run: Jan 28, 2025/ });
    expect(last).toHaveTextContent('started by an admin');
    expect(last).toHaveTextContent('Veterans placed6of 12 veterans considered');
    // each figure says in plain words what it is
    expect(last).toHaveTextContent(
      'Total compatibility912Upper bound 960: the most any grouping could score',
    );
    expect(last).toHaveTextContent(
      'Share of the upper bound95.0%Gap to the bound: 48 points short of the best possible',
    );
    expect(callsTo(fetchMock, RUN)).toHaveLength(1);
  });

  // issue 37: "1 veteran proposed to 0 households" was false; every count reads as a true sentence
  it.each([
    [0, 0, 0, 'Nobody was waiting for a household, so none was formed.'],
    [
      4,
      0,
      0,
      "None of the 4 veterans considered could be grouped (same area, a home's free rooms and budget, no deal-breaker), so no household was formed.",
    ],
    [1, 0, 0, 'The one veteran considered could not be grouped'],
    [5, 0, 1, '1 veteran proposed to join a household already forming; no new household was formed.'],
    [5, 0, 2, '2 veterans proposed to join households already forming; no new household was formed.'],
    [5, 1, 3, '1 new household formed, 3 veterans proposed in all.'],
    [12, 3, 8, '3 new households formed, 8 veterans proposed in all.'],
  ])(
    'says what a run of %i considered, %i formed, %i placed did',
    async (considered, formed, placed, words) => {
      const result = {
        ...RUN_RESULT,
        applicantsConsidered: considered,
        householdsFormed: formed,
        veteransPlaced: placed,
      };
      mockFetchRoutes({
        [DASHBOARD]: { status: 200, body: DASHBOARD_BODY },
        [HOUSEHOLDS]: householdsAnswer([]),
        [RUN]: { status: 200, body: result },
      });
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Run household formation' }));
      await user.click(screen.getByRole('button', { name: 'Run it' }));
      expect(await screen.findByText('Household formation finished')).toBeInTheDocument();
      const toast = screen.getByText(words, { exact: false });
      expect(toast.textContent).not.toMatch(/\b0 households?\b|\b1 households\b|\b1 veterans\b/);
    },
  );

  it('gives the focus back to the button that asked when the run fails', async () => {
    mockFetchRoutes({
      [DASHBOARD]: { status: 200, body: DASHBOARD_BODY },
      [HOUSEHOLDS]: householdsAnswer([]),
      [RUN]: { status: 503, body: { message: 'The database is busy. Try again in a moment.' } },
    });
    delayFetch();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run household formation' }));
    const runIt = screen.getByRole('button', { name: 'Run it' });
    await user.click(runIt);
    await waitFor(() => expect(runIt).not.toHaveFocus());
    expect(await screen.findByText('Household formation failed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Run household formation' })).toHaveFocus(),
    );
  });

  it('filters households by status, says why the list is empty, and retries a failed load', async () => {
    const fetchMock = mockFetchRoutes({
      [DASHBOARD]: { status: 500, body: { message: 'Something broke' } },
      [HOUSEHOLDS]: householdsAnswer([]),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("We couldn't load the co-living program")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show households'), 'On trial');
    await waitFor(() =>
      expect(householdUrls(fetchMock).at(-1)).toBe(
        '/api/co-living/households?limit=25&offset=0&status=trial',
      ),
    );
    expect(await screen.findByText('No household has this status.')).toBeInTheDocument();

    mockFetchRoutes({
      [DASHBOARD]: { status: 200, body: DASHBOARD_BODY },
      [HOUSEHOLDS]: householdsAnswer([]),
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Run household formation' })).toBeInTheDocument();
  });
});
