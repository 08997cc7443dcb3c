import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { expectLinkTo } from '@client/test/links.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import LandlordLoginPage from './landlord-login-page';
import LandlordSignupPage from './landlord-signup-page';

const LANDLORD = { id: 'u-1', username: 'pat@example.com', role: 'landlord', displayName: 'Pat Landlord' };
const ME = 'GET /api/user/me';
const SIGNED_OUT = { [ME]: { status: 401, body: { message: 'Sign in to continue.' } } };

function renderAt(path: string) {
  return renderRoutes(
    path,
    <>
      <Route path="/landlord/login" component={LandlordLoginPage} />
      <Route path="/landlord/signup" component={LandlordSignupPage} />
    </>,
  );
}

describe('LandlordLoginPage', () => {
  it('signs in and goes back to the page in ?next=', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({
      ...SIGNED_OUT,
      'POST /api/user/login': { status: 200, body: { success: true, user: LANDLORD } },
    });
    const location = renderAt('/landlord/login?next=/landlords');
    expect(await screen.findByRole('heading', { level: 1, name: 'Landlord Sign In' })).toBeInTheDocument();
    expectLinkTo('Create a landlord account', '/landlord/signup?next=%2Flandlords');
    expectLinkTo('Forgot password?', '/forgot-password?account=landlord');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'pat@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location.current()).toBe('/landlords'));
    expect(callsTo(fetchMock, 'POST /api/user/login')).toHaveLength(1);
  });

  it('goes to the dashboard when ?next= points to another site', async () => {
    const user = userEvent.setup();
    mockFetchRoutes({
      ...SIGNED_OUT,
      'POST /api/user/login': { status: 200, body: { success: true, user: LANDLORD } },
    });
    const location = renderAt('/landlord/login?next=//evil.example');
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'pat@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location.current()).toBe('/landlord/dashboard'));
  });

  it('focuses the first field to fix on an empty submit, and the reason when the server refuses (issue 37)', async () => {
    const user = userEvent.setup();
    const refused = 'Your email and password do not match. Check both and try again.';
    const fetchMock = mockFetchRoutes({
      ...SIGNED_OUT,
      'POST /api/user/login': { status: 401, body: { success: false, error: refused } },
    });
    const location = renderAt('/landlord/login');
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/user/login')).toHaveLength(0);

    await user.type(email, 'pat@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(refused));
    expect(screen.getByRole('alert')).toContainElement(document.activeElement as HTMLElement);
    expect(location.current()).toBe('/landlord/login');
  });

  it('sends a landlord who is already signed in straight on', async () => {
    mockFetchRoutes({ [ME]: { status: 200, body: LANDLORD } });
    const location = renderAt('/landlord/login');
    await waitFor(() => expect(location.current()).toBe('/landlord/dashboard'));
  });
});

describe('LandlordSignupPage', () => {
  it('answers "check your email" in place and stays on the page; links to sign-in', async () => {
    const user = userEvent.setup();
    mockFetchRoutes({
      ...SIGNED_OUT,
      'POST /api/landlord/signup': { status: 202, body: { message: 'Check your email.' } },
    });
    const location = renderAt('/landlord/signup?next=/landlords');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create a Landlord Account' }),
    ).toBeInTheDocument();
    expectLinkTo('Sign in', '/landlord/login?next=%2Flandlords');
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Pat Landlord');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'pat@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check your email' })).toBeInTheDocument();
    expect(location.current()).toBe('/landlord/signup?next=/landlords');
  });

  it('sends a landlord who is already signed in straight on', async () => {
    mockFetchRoutes({ [ME]: { status: 200, body: LANDLORD } });
    const location = renderAt('/landlord/signup');
    await waitFor(() => expect(location.current()).toBe('/landlord/dashboard'));
  });
});
