import { Providers } from '@client/app/providers';
import { RequireAdmin } from '@client/components/auth/require-admin';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import AdminMapViewPage from './admin-map-view-page';

const ME = 'GET /api/user/me';
const ADMIN = { id: 'u-1', username: 'admin', role: 'admin', displayName: 'Demo Admin' };

function renderPage() {
  const location = memoryLocation({ path: '/admin/map-view', record: true });
  render(
    <Providers client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Switch>
          <Route path="/admin/map-view">
            <RequireAdmin>
              <AdminMapViewPage />
            </RequireAdmin>
          </Route>
          <Route>Another page</Route>
        </Switch>
      </Router>
    </Providers>,
  );
  return { current: () => location.history.at(-1) };
}

describe('AdminMapViewPage', () => {
  it('shows who is signed in and says honestly what is coming', async () => {
    mockFetchRoutes({ [ME]: { status: 200, body: ADMIN } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Network Map' })).toBeInTheDocument();
    expect(screen.getByText('ADMIN')).toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as Demo Admin');
    expect(screen.getByRole('heading', { name: 'The map is coming in a later release' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Landlord dashboard' })).toHaveAttribute(
      'href',
      '/landlord/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Housing Matching Dashboard' })).toHaveAttribute(
      'href',
      '/housing-dashboard',
    );
  });

  it('signs out and goes to the admin login', async () => {
    const fetchMock = mockFetchRoutes({
      [ME]: { status: 200, body: ADMIN },
      'POST /api/user/logout': { status: 200, body: { success: true } },
    });
    const location = renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location.current()).toBe('/admin/login'));
    expect(callsTo(fetchMock, 'POST /api/user/logout')).toHaveLength(1);
  });
});
