import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { findAnnouncedAlert } from '@client/test/screen-reader.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import AdminLoginPage from './admin-login-page';
import { adminNextPath } from './next-path';

const ADMIN = { id: 'u-1', username: 'admin', role: 'admin', displayName: 'Demo Admin' };
const LANDLORD = { id: 'u-2', username: 'pat@example.com', role: 'landlord', displayName: 'Pat Landlord' };
const ME = 'GET /api/user/me';
const LOGIN = 'POST /api/user/login';
const SIGNED_OUT = { [ME]: { status: 401, body: { message: 'Sign in to continue.' } } };

function renderAt(path: string) {
  return renderRoutes(path, <Route path="/admin/login" component={AdminLoginPage} />);
}

async function signIn(username = 'admin', password = 'veterans-demo') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Username/ }), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

/** The inline message: role=alert inside the form. */
const inlineAlert = () => findAnnouncedAlert(screen.getByRole('form', { name: 'Admin sign in' }));

describe('AdminLoginPage', () => {
  it('shows the form with a back link home and a show/hide password toggle', async () => {
    mockFetchRoutes(SIGNED_OUT);
    renderAt('/admin/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?account=admin',
    );
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for both fields without calling the server', async () => {
    const fetchMock = mockFetchRoutes(SIGNED_OUT);
    renderAt('/admin/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveAccessibleDescription(
      'Username is required',
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Username/ })).toHaveFocus());
    expect(callsTo(fetchMock, LOGIN)).toHaveLength(0);
  });

  it('signs an admin in, says so and goes to the inbox', async () => {
    const fetchMock = mockFetchRoutes({
      ...SIGNED_OUT,
      [LOGIN]: { status: 200, body: { success: true, user: ADMIN } },
    });
    const location = renderAt('/admin/login');
    await signIn('Admin');
    await waitFor(() => expect(location.current()).toBe('/admin/inbox'));
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(callsTo(fetchMock, LOGIN)).toEqual([{ username: 'admin', password: 'veterans-demo' }]);
  });

  it('goes back to the page in ?next= after signing in', async () => {
    mockFetchRoutes({ ...SIGNED_OUT, [LOGIN]: { status: 200, body: { success: true, user: ADMIN } } });
    const location = renderAt('/admin/login?next=%2Fhousing-dashboard');
    await signIn();
    await waitFor(() => expect(location.current()).toBe('/housing-dashboard'));
  });

  it('shows the server error as Login Failed once, inline (no toast), and keeps what was typed', async () => {
    mockFetchRoutes({
      ...SIGNED_OUT,
      [LOGIN]: {
        status: 401,
        body: {
          success: false,
          error: 'Your username or email and password do not match. Check both and try again.',
        },
      },
    });
    const location = renderAt('/admin/login');
    await signIn('admin', 'wrong password');
    const alert = await inlineAlert();
    expect(alert).toHaveTextContent('Login Failed');
    expect(alert).toHaveTextContent(
      'Your username or email and password do not match. Check both and try again.',
    );
    // said once: inline, tied to the form; no toast saying it again over the crisis lines (issue 37)
    expect(screen.getAllByText('Login Failed')).toHaveLength(1);
    // the focus is on the inline reason (not on <body>, not on the toast)
    await waitFor(() => expect(alert).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement).toHaveTextContent('Login Failed');
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveValue('admin');
    expect(location.current()).toBe('/admin/login');
  });

  it('shows the lock-out message the server sends', async () => {
    const locked = 'Too many failed sign-in attempts. Wait 15 minutes and try again.';
    mockFetchRoutes({ ...SIGNED_OUT, [LOGIN]: { status: 429, body: { message: locked } } });
    renderAt('/admin/login');
    await signIn();
    expect(await inlineAlert()).toHaveTextContent(locked);
  });

  it('falls back to the sign-in message when the answer has no text', async () => {
    mockFetchRoutes({ ...SIGNED_OUT, [LOGIN]: { status: 500, body: 'Internal Server Error' } });
    renderAt('/admin/login');
    await signIn();
    expect(await inlineAlert()).toHaveTextContent(
      'Your username or email and password do not match. Check both and try again.',
    );
  });

  it('says Login Error when the server cannot be reached', async () => {
    mockFetchRoutes({ ...SIGNED_OUT, [LOGIN]: 'offline' });
    renderAt('/admin/login');
    await signIn();
    const alert = await inlineAlert();
    expect(alert).toHaveTextContent('Login Error');
    expect(alert).toHaveTextContent('Unable to connect to server. Please try again.');
    expect(screen.getAllByText('Login Error')).toHaveLength(1);
  });

  it('signs a landlord out again and points them to the landlord sign-in', async () => {
    const fetchMock = mockFetchRoutes({
      ...SIGNED_OUT,
      [LOGIN]: { status: 200, body: { success: true, user: LANDLORD } },
      'POST /api/user/logout': { status: 200, body: { success: true } },
    });
    const location = renderAt('/admin/login');
    await signIn('pat@example.com');
    const alert = await inlineAlert();
    expect(alert).toHaveTextContent('This sign-in is for admins. You signed in with a landlord account.');
    expect(screen.getAllByText('Login Failed')).toHaveLength(1);
    await waitFor(() => expect(alert).toContainElement(document.activeElement as HTMLElement));
    expect(within(alert).getByRole('link', { name: 'landlord sign-in page' })).toHaveAttribute(
      'href',
      '/landlord/login',
    );
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/user/logout')).toHaveLength(1));
    expect(location.current()).toBe('/admin/login');
    expect(screen.queryByText('Login Successful')).not.toBeInTheDocument();
  });

  it('sends an admin who is already signed in straight on', async () => {
    mockFetchRoutes({ [ME]: { status: 200, body: ADMIN } });
    const location = renderAt('/admin/login?next=/lead-flow-dashboard');
    await waitFor(() => expect(location.current()).toBe('/lead-flow-dashboard'));
  });
});

describe('adminNextPath', () => {
  it('keeps paths on this site and falls back to the map view otherwise', () => {
    expect(adminNextPath('/housing-dashboard')).toBe('/housing-dashboard');
    expect(adminNextPath('/landlord/dashboard?tab=all')).toBe('/landlord/dashboard?tab=all');
    for (const unsafe of [null, '', 'housing', '//evil.example', '/\\evil.example', 'https://evil.example']) {
      expect(adminNextPath(unsafe)).toBe('/admin/inbox');
    }
    expect(adminNextPath('/admin/login?next=/x')).toBe('/admin/inbox');
  });
});
