import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import ForgotPasswordPage from './forgot-password-page';

const REQUEST = 'POST /api/password-reset';
const SENT =
  'If an account uses that email, we sent it a link to choose a new password. The link works once, for 60 minutes. Check your inbox and your spam folder.';

function renderAt(path: string) {
  renderRoutes(path, <Route path="/forgot-password" component={ForgotPasswordPage} />);
  return {
    email: screen.getByRole('textbox', { name: /Email/ }),
    submit: screen.getByRole('button', { name: 'Send reset link' }),
  };
}

describe('ForgotPasswordPage', () => {
  it('asks for a valid email before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({});
    const fields = renderAt('/forgot-password?account=partner');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/partner/login');
    expect(fields.email).toHaveAccessibleDescription("Your organization's sign-in email.");
    await user.click(fields.submit);
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    expect(fields.email).toHaveAccessibleDescription(expect.stringContaining('Enter your email address'));
    expect(fields.email).toHaveFocus();
    await user.type(fields.email, 'not an email');
    await user.click(fields.submit);
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the email once, by keyboard, and says what happens next', async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => {};
    const fetchMock = mockFetchRoutes({});
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const fields = renderAt('/forgot-password?account=landlord');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/landlord/login');
    await user.type(fields.email, ' Pat@Example.com {Enter}');
    await user.keyboard('{Enter}');
    expect(fields.submit).toBeDisabled();
    expect(fields.submit).toHaveAttribute('aria-busy', 'true');
    answer(new Response(JSON.stringify({ message: SENT }), { status: 202 }));
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(SENT);
    expect(callsTo(fetchMock, REQUEST)).toEqual([{ email: 'pat@example.com' }]);

    // asking again brings back the form with the address kept
    await user.click(screen.getByRole('button', { name: 'Send another link' }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('Pat@Example.com');
  });

  it('keeps what was typed when the server refuses, says why and moves focus to the reason', async () => {
    const user = userEvent.setup();
    mockFetchRoutes({
      [REQUEST]: { status: 429, body: { message: 'Rate limit exceeded, retry in 15 minutes' } },
    });
    const fields = renderAt('/forgot-password?account=landlord');
    await user.type(fields.email, 'ops@example.org');
    await user.click(fields.submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't send the link");
    expect(alert).toHaveTextContent('Rate limit exceeded, retry in 15 minutes');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(fields.email).toHaveValue('ops@example.org');
    expect(fields.submit).toBeEnabled();
  });

  it('asks an admin for the username they sign in with, and sends it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({ [REQUEST]: { status: 202, body: { message: 'Sent if known.' } } });
    renderRoutes(
      '/forgot-password?account=admin',
      <Route path="/forgot-password" component={ForgotPasswordPage} />,
    );
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
    const username = screen.getByRole('textbox', { name: /Username/ });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter the username you sign in with')).toBeInTheDocument();
    expect(username).toHaveFocus();
    await user.type(username, 'admin{Enter}');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(callsTo(fetchMock, REQUEST)).toEqual([{ username: 'admin' }]);
  });

  it('goes back home when it does not know which sign-in page sent the person', () => {
    mockFetchRoutes({});
    renderAt('/forgot-password?account=somebody');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
