import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import type { VsoCard } from '@shared/contracts/network';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import DirectoryPage from './directory-page';
import { SUMMARY } from './network.fixtures';

/** Test-only helpers for the directory's component tests. */

type RouteAnswer = Parameters<typeof mockFetchRoutes>[0][string];

/** The directory's API: its summary, these organisations for every search, and any other answers. */
export function directoryBackend(vsos: VsoCard[], overrides: Record<string, RouteAnswer> = {}) {
  return mockFetchRoutes({
    'GET /api/vsos/summary': { status: 200, body: SUMMARY },
    'GET /api/vsos': { status: 200, body: vsos, headers: { 'X-Total-Count': String(vsos.length) } },
    ...overrides,
  });
}

export function renderDirectory() {
  renderRoutes('/directory', <Route path="/directory" component={DirectoryPage} />);
}

/** Searches near Albany, NY; gives the first organisation's card. */
export async function searchAlbany(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Location/), 'Albany, NY');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return screen.findByRole('article', { name: 'Capital Region Veterans Alliance' });
}
