import { savePartnerSession } from '@client/lib/partner-session';
import { mockFetch } from '@client/test/mock-fetch.fixtures';
import { LOGIN_LOCKED_MESSAGE } from '@shared/contracts/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PartnerLoginPage from './partner-login-page';
import { makeOrganization, renderAt } from './partner-portal.fixtures';

function renderLogin() {
  const location = renderAt('/partner/login', <PartnerLoginPage />);
  return {
    location,
    email: screen.getByLabelText('Organization email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign In' }),
  };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, fields: ReturnType<typeof renderLogin>) {
  await user.type(fields.email, 'Partner@Demo.org');
  await user.type(fields.password, 'veterans-demo');
  await user.click(fields.submit);
}

beforeEach(() => localStorage.clear());

describe('PartnerLoginPage', () => {
  it('has one h1, the info box, the contact link and the way back to the directory', () => {
    mockFetch(200, {});
    renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Login' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What partners get' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Back to Directory' })).toHaveAttribute('href', '/directory');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?account=partner',
    );
  });

  it('stores the session and goes to the dashboard after a successful login', async () => {
    const user = userEvent.setup();
    const organization = makeOrganization();
    const fetchMock = mockFetch(200, { success: true, token: 'token-123', organization });
    const fields = renderLogin();
    await signIn(user, fields);

    await waitFor(() => expect(fields.location.history.at(-1)).toBe('/partner/dashboard'));
    // the session is the server's HttpOnly cookie: the token is never stored
    expect(localStorage.getItem('partnerToken')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('token-123');
    expect(JSON.parse(localStorage.getItem('partnerOrganization') ?? '{}')).toMatchObject({
      id: 'org-1',
      name: 'Hope for Heroes',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/partner/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'partner@demo.org', password: 'veterans-demo' });
  });

  it('goes back to the page that asked for the sign-in, but never off the site', async () => {
    const user = userEvent.setup();
    mockFetch(200, { success: true, token: 'token-123', organization: makeOrganization() });
    const location = renderAt('/partner/login?next=%2Fpartner%2Finternal%2Forg-1', <PartnerLoginPage />);
    await user.type(screen.getByLabelText('Organization email'), 'partner@demo.org');
    await user.type(screen.getByLabelText('Password'), 'veterans-demo');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/partner/internal/org-1'));
  });

  it('ignores a next address on another site', async () => {
    const user = userEvent.setup();
    mockFetch(200, { success: true, token: 'token-123', organization: makeOrganization() });
    const location = renderAt('/partner/login?next=%2F%2Fevil.example', <PartnerLoginPage />);
    await user.type(screen.getByLabelText('Organization email'), 'partner@demo.org');
    await user.type(screen.getByLabelText('Password'), 'veterans-demo');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/partner/dashboard'));
  });

  it("shows the server's error and keeps what was typed when the login is refused", async () => {
    const user = userEvent.setup();
    mockFetch(401, {
      success: false,
      error: 'Your email and password do not match. Check both and try again.',
    });
    const fields = renderLogin();
    await signIn(user, fields);
    // the alert region is always on the page: wait for the message in it
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your email and password do not match. Check both and try again.',
      ),
    );
    // the pressed button was busy: the focus moves to the reason, never to <body> (issue 37)
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent(
        'Your email and password do not match. Check both and try again.',
      ),
    );
    expect(screen.getByRole('alert')).toContainElement(document.activeElement as HTMLElement);
    expect(fields.email).toHaveValue('Partner@Demo.org');
    expect(fields.location.history).toEqual(['/partner/login']);
    expect(localStorage.getItem('partnerOrganization')).toBeNull();
  });

  it("falls back to 'Login failed' when the server gives no reason", async () => {
    const user = userEvent.setup();
    mockFetch(500, {});
    const fields = renderLogin();
    await signIn(user, fields);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
  });

  it('shows the lock-out message after too many attempts', async () => {
    const user = userEvent.setup();
    mockFetch(429, { message: LOGIN_LOCKED_MESSAGE });
    const fields = renderLogin();
    await signIn(user, fields);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LOGIN_LOCKED_MESSAGE));
  });

  it('says the service is unavailable when the server cannot be reached', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const fields = renderLogin();
    await signIn(user, fields);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Login service unavailable. Please try again.'),
    );
  });

  it('checks the fields before calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(200, {});
    const fields = renderLogin();
    await user.type(fields.email, 'not-an-email');
    await user.click(fields.submit);
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(fields.password).toHaveAccessibleDescription('Password is required');
    expect(fields.email).toHaveAccessibleDescription('Enter a valid email address');
    // the first field to fix takes the focus, its message tied by aria-describedby
    await waitFor(() => expect(fields.email).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password with a toggle button', async () => {
    const user = userEvent.setup();
    mockFetch(200, {});
    const fields = renderLogin();
    expect(fields.password).toBeRequired();
    expect(fields.email).toBeRequired();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(fields.password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(fields.password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(fields.password).toHaveAttribute('type', 'password');
  });

  it('sends a partner who is already signed in straight to the dashboard', async () => {
    const fetchMock = mockFetch(200, {});
    savePartnerSession({ organization: makeOrganization() });
    const location = renderAt('/partner/login', <PartnerLoginPage />);
    await waitFor(() => expect(location.history.at(-1)).toBe('/partner/dashboard'));
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
