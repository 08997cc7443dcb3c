import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import ResetPasswordPage from './reset-password-page';

const TOKEN = 'Q'.repeat(43);
const LINK = 'POST /api/password-reset/link';
const CONFIRM = 'POST /api/password-reset/confirm';
const EXPIRED = 'This link has expired or was already used. Ask for a new one.';
const RESET = {
  purpose: 'password_reset',
  account: 'partner',
  signInName: 'desk@valley.org',
  organizationName: 'Valley Vets',
};
const INVITATION = {
  ...RESET,
  purpose: 'invitation',
  signInName: 'office@harbor.org',
  organizationName: 'Harbor Vets',
};

function renderAt(path = `/reset-password?token=${TOKEN}`) {
  renderRoutes(path, <Route path="/reset-password" component={ResetPasswordPage} />);
}

const fields = () => ({
  password: screen.getByLabelText(/^New password/),
  again: screen.getByLabelText(/^Type the new password again/),
});

describe('ResetPasswordPage', () => {
  it('checks the link, asks for the new password twice, and sends it once', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({
      [LINK]: { status: 200, body: RESET },
      [CONFIRM]: { status: 200, body: RESET },
    });
    renderAt();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/the partner sign-in of Valley Vets/)).toBeInTheDocument();
    expect(screen.getByText('desk@valley.org')).toBeInTheDocument();
    expect(callsTo(fetchMock, LINK)).toEqual([{ token: TOKEN }]);

    const { password, again } = fields();
    expect(password).toHaveAccessibleDescription(
      expect.stringMatching(/^At least 8 characters\. Avoid common/),
    );
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(password).toHaveFocus();
    await user.type(password, ' and longer');
    await user.type(again, 'something else');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(again).toHaveAccessibleDescription(expect.stringContaining('The two passwords are not the same'));
    expect(callsTo(fetchMock, CONFIRM)).toHaveLength(0);

    await user.clear(again);
    await user.type(again, 'short and longer{Enter}');
    const done = await screen.findByRole('heading', { name: 'Your password was changed' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(callsTo(fetchMock, CONFIRM)).toEqual([{ token: TOKEN, password: 'short and longer' }]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sign in with desk@valley.org and your new password.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/partner/login');
  });

  it('says "Set your password" for an invitation and links to the partner sign-in after', async () => {
    const user = userEvent.setup();
    mockFetchRoutes({
      [LINK]: { status: 200, body: INVITATION },
      [CONFIRM]: { status: 200, body: INVITATION },
    });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
    expect(screen.getByText(/Set a password for the partner sign-in of Harbor Vets/)).toBeInTheDocument();
    await user.type(fields().password, 'our first password');
    await user.type(fields().again, 'our first password');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is set' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/partner/login');
  });

  it('invites a housing partner to set the password of their new landlord account', async () => {
    const landlord = {
      purpose: 'invitation',
      account: 'landlord',
      signInName: 'jo@realty.com',
      organizationName: null,
    };
    mockFetchRoutes({ [LINK]: { status: 200, body: landlord } });
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
    expect(screen.getByText(/Set a password for your new landlord account/)).toBeInTheDocument();
    expect(screen.queryByText(/partner sign-in/)).not.toBeInTheDocument();
  });

  it("puts the server's password message on the field, moves the focus there, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const easy = 'This password is too easy to guess. Add a few words that are not a common phrase.';
    mockFetchRoutes({
      [LINK]: { status: 200, body: RESET },
      [CONFIRM]: { status: 400, body: { message: easy, issues: [{ path: 'password', message: easy }] } },
    });
    renderAt();
    await user.type(await screen.findByLabelText(/^New password/), 'password123');
    await user.type(fields().again, 'password123');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const { password, again } = fields();
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(easy)));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(password).toHaveValue('password123');
    expect(again).toHaveValue('password123');
  });

  it('says plainly when the link expired or was used, with a way to ask again', async () => {
    mockFetchRoutes({ [LINK]: { status: 400, body: { message: EXPIRED } } });
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('says so when the link has no token', () => {
    const fetchMock = mockFetchRoutes({});
    renderAt('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not complete');
    expect(callsTo(fetchMock, LINK)).toHaveLength(0);
  });

  it('an empty submit focuses the new password, its message tied to it, and sends nothing (issue 37)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({ [LINK]: { status: 200, body: RESET } });
    renderAt();
    const password = await screen.findByLabelText(/^New password/);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.getAttribute('aria-describedby')).toMatch(/-error/);
    expect(callsTo(fetchMock, CONFIRM)).toHaveLength(0);
  });

  it('keeps what was typed when the link expires meanwhile, and offers a new one', async () => {
    const user = userEvent.setup();
    mockFetchRoutes({
      [LINK]: { status: 200, body: RESET },
      [CONFIRM]: { status: 400, body: { message: EXPIRED, issues: [{ path: 'token', message: EXPIRED }] } },
    });
    renderAt();
    await user.type(await screen.findByLabelText(/^New password/), 'a fine password');
    await user.type(fields().again, 'a fine password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't set your password");
    expect(alert).toHaveTextContent(EXPIRED);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    // no field to blame: the reason takes the focus, never <body> (issue 37)
    await waitFor(() => expect(alert).toHaveFocus());
    expect(fields().password).toHaveValue('a fine password');
    expect(fields().again).toHaveValue('a fine password');
  });

  it('offers to try again when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({ [LINK]: 'offline' });
    renderAt();
    expect(await screen.findByText("We couldn't check your link", {}, { timeout: 3000 })).toBeInTheDocument();
    mockFetchRoutes({ [LINK]: { status: 200, body: RESET } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });
});
