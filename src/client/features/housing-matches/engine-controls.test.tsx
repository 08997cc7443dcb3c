import { callsTo, type FakeAnswer, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import type { RunMatchesResult } from '@shared/contracts/housing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { ANALYTICS, findMatchRow, list, MATCH, ROUTES } from './housing-matches.fixtures';
import HousingMatchesPage from './housing-matches-page';

const RESULT: RunMatchesResult = {
  matchesCreated: 2,
  unmatched: [
    { reason: 'no_home_in_reach', count: 3 },
    { reason: 'no_pet_friendly_home', count: 1 },
    { reason: 'taken_by_others', count: 2 },
  ],
};

function renderPage(run: FakeAnswer | ((init?: RequestInit) => FakeAnswer) = { status: 200, body: RESULT }) {
  const fetchMock = mockFetchRoutes({
    [ROUTES.analytics]: { status: 200, body: ANALYTICS },
    [ROUTES.matches]: list([MATCH], 12),
    [ROUTES.run]: run,
  });
  renderRoutes('/housing-dashboard', <Route path="/housing-dashboard" component={HousingMatchesPage} />);
  return fetchMock;
}

async function openConfirmation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Run Matching Engine' }));
  return screen.findByRole('dialog', { name: 'Run the matching engine now?' });
}

describe('running the matching engine', () => {
  it('asks first, saying veterans will be notified, and runs nothing when cancelled', async () => {
    const fetchMock = renderPage();
    const user = userEvent.setup();
    const dialog = await openConfirmation(user);
    expect(dialog).toHaveTextContent(/Veterans will be notified/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, ROUTES.run)).toHaveLength(0);
    await openConfirmation(user);
    await user.keyboard('{Escape}');
    expect(callsTo(fetchMock, ROUTES.run)).toHaveLength(0);
  });

  it("runs once when confirmed, shows 'Running...', the spec's toast, the explanation and fresh lists", async () => {
    let finish: (answer: FakeAnswer) => void = () => {};
    const slowRun = new Promise<FakeAnswer>((resolve) => {
      finish = resolve;
    });
    const fetchMock = renderPage();
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const answer = await slowRun;
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }
      return original ? original(url, init) : new Response('{}', { status: 404 });
    });
    const user = userEvent.setup();
    await findMatchRow();
    const matchCalls = callsTo(fetchMock, ROUTES.matches).length;

    const dialog = await openConfirmation(user);
    await user.click(within(dialog).getByRole('button', { name: 'Run and notify veterans' }));
    const running = screen.getByRole('button', { name: 'Running...' });
    expect(running).toBeDisabled();
    await user.click(running);
    await act(async () => finish({ status: 200, body: RESULT }));

    expect(await screen.findByText('Matching Engine Completed')).toBeInTheDocument();
    expect(screen.getByText('Created 2 new matches')).toBeInTheDocument();
    expect(callsTo(fetchMock, ROUTES.run)).toEqual([{}]);
    const panel = screen.getByRole('status', { name: 'Last run' });
    expect(panel).toHaveTextContent('The last run matched 2 veterans with a home.');
    expect(panel).toHaveTextContent('6 veterans are still waiting. Why:');
    const reasons = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toEqual([
      'No home with a free unit within 50 miles: 3 veterans',
      'No home in reach allows pets: 1 veteran',
      'The homes that fit went to other veterans, the most urgent first: 2 veterans',
    ]);
    await waitFor(() => expect(callsTo(fetchMock, ROUTES.matches).length).toBeGreaterThan(matchCalls));
  });

  it('says so when nobody was left waiting', async () => {
    renderPage({ status: 200, body: { matchesCreated: 0, unmatched: [] } });
    const user = userEvent.setup();
    await user.click(
      within(await openConfirmation(user)).getByRole('button', { name: 'Run and notify veterans' }),
    );
    const panel = await screen.findByRole('status', { name: 'Last run' });
    expect(panel).toHaveTextContent('The last run found no new match.');
    expect(panel).toHaveTextContent('Nobody who was waiting was left without a home.');
  });

  it("says the run failed with the spec's toast", async () => {
    renderPage({ status: 500, body: { message: 'Something went wrong.' } });
    const user = userEvent.setup();
    await user.click(
      within(await openConfirmation(user)).getByRole('button', { name: 'Run and notify veterans' }),
    );
    expect(await screen.findByText('Matching Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to run the matching engine')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Last run' })).not.toBeInTheDocument();
  });
});
