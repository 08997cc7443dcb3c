import { buildUsMapShapes } from '@client/build/us-map-shapes';
import { DEV_SHAPES_URL } from '@client/build/us-map-shapes-plugin';
import { RequireAdmin } from '@client/components/auth/require-admin';
import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import {
  ADMIN,
  MAP_DATA_ROUTE,
  ME,
  mapData,
  ORGANIZATION,
  ORGANIZATIONS_ROUTE,
  OVERVIEW,
  OVERVIEW_ROUTE,
} from './admin-map.fixtures';
import AdminMapViewPage from './admin-map-view-page';

/** The map view behind the admin guard, with the answers of `routes`. */
export function renderPage() {
  return renderRoutes(
    '/admin/map-view',
    <Route path="/admin/map-view">
      <RequireAdmin>
        <AdminMapViewPage />
      </RequireAdmin>
    </Route>,
  );
}

export const ORG_PAGE = { organizations: [ORGANIZATION], total: 14, page: 1, pageSize: 10 };
/** The map's shapes as the build makes them, where the tests (like the dev server) find them. */
export const SHAPES_ROUTE = `GET ${DEV_SHAPES_URL}`;
export const US_MAP_SHAPES = buildUsMapShapes();
export const routes = (extra: Parameters<typeof mockFetchRoutes>[0] = {}) =>
  mockFetchRoutes({
    [ME]: { status: 200, body: ADMIN },
    [SHAPES_ROUTE]: { status: 200, body: US_MAP_SHAPES },
    [OVERVIEW_ROUTE]: { status: 200, body: OVERVIEW },
    [MAP_DATA_ROUTE]: { status: 200, body: mapData() },
    [ORGANIZATIONS_ROUTE]: { status: 200, body: ORG_PAGE },
    ...extra,
  });

export const urls = (fetchMock: ReturnType<typeof mockFetchRoutes>, path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(`${path}?`));

export const theMap = () => screen.findByRole('group', { name: /^Map of the United States/ });
export const mapStates = async () => within(await theMap()).getAllByRole('button');
