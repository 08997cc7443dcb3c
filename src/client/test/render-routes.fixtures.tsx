import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/**
 * Renders `routes` (wouter <Route>s) at `path` with fresh providers; any other path shows
 * "Another page". `current()` answers where the app navigated to last.
 */
export function renderRoutes(path: string, routes: ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <Providers client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Switch>
          {routes}
          <Route>Another page</Route>
        </Switch>
      </Router>
    </Providers>,
  );
  return { current: () => location.history.at(-1) };
}
