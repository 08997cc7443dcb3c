import { RequireAdmin } from '@client/components/auth/require-admin';
import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import AdminMapViewPage from './admin-map-view-page';

const ME = 'GET /api/user/me';
const ADMIN = { id: 'u-1', username: 'admin', role: 'admin', displayName: 'Demo Admin' };

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
