import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { RequireAdmin } from './require-admin';

const ADMIN = { id: 'u-1', username: 'admin', role: 'admin', displayName: 'Demo Admin' };
const LANDLORD = { id: 'u-2', username: 'pat@example.com', role: 'landlord', displayName: 'Pat Landlord' };
const ME = 'GET /api/user/me';

function renderAt(path: string) {
  return renderRoutes(
    path,
    <Route path="/housing-dashboard">
      <RequireAdmin>
        <h1>Secret dashboard</h1>
      </RequireAdmin>
    </Route>,
  );
}

describe('RequireAdmin', () => {
  it('shows the admin the page, after a loading state', async () => {
    mockFetchRoutes({ [ME]: { status: 200, body: ADMIN } });
    renderAt('/housing-dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in...');
    expect(await screen.findByRole('heading', { name: 'Secret dashboard' })).toBeInTheDocument();
  });

  it('sends someone signed out to the admin login, with the way back in ?next=', async () => {
    mockFetchRoutes({ [ME]: { status: 401, body: { message: 'Sign in to continue.' } } });
    const location = renderAt('/housing-dashboard?tab=veterans');
    await waitFor(() =>
      expect(location.current()).toBe('/admin/login?next=%2Fhousing-dashboard%3Ftab%3Dveterans'),
    );
    expect(screen.queryByRole('heading', { name: 'Secret dashboard' })).not.toBeInTheDocument();
  });

  it('tells a landlord the page is for admins only and lets them sign out', async () => {
    const fetchMock = mockFetchRoutes({
      [ME]: { status: 200, body: LANDLORD },
      'POST /api/user/logout': { status: 200, body: { success: true } },
    });
    const location = renderAt('/housing-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
    expect(screen.getByText('Pat Landlord')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Secret dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your landlord dashboard' })).toHaveAttribute(
      'href',
      '/landlord/dashboard',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location.current()).toBe('/admin/login?next=%2Fhousing-dashboard'));
    expect(callsTo(fetchMock, 'POST /api/user/logout')).toHaveLength(1);
  });

  it('says so when the sign-in cannot be checked, and tries again', async () => {
    let answers = 0;
    mockFetchRoutes({
      [ME]: () =>
        answers++ === 0
          ? { status: 500, body: { message: 'Something went wrong.' } }
          : { status: 200, body: ADMIN },
    });
    renderAt('/housing-dashboard');
    expect(await screen.findByText("We couldn't check your sign-in")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Secret dashboard' })).toBeInTheDocument();
  });
});
