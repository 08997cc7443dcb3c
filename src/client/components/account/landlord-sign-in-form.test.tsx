import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { describedWhenFocused, findAnnouncedAlert } from '@client/test/screen-reader.fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LandlordSignInForm } from './landlord-sign-in-form';

const USER = { id: 'u-1', username: 'pat@example.com', role: 'landlord', displayName: 'Pat Landlord' };
const LOGIN = 'POST /api/user/login';

function renderForm() {
  const onSignedIn = vi.fn();
  render(
    <Providers client={createQueryClient()}>
      <LandlordSignInForm onSignedIn={onSignedIn} />
    </Providers>,
  );
  return {
    onSignedIn,
    form: screen.getByRole('form', { name: 'Sign in to your landlord account' }),
    email: screen.getByRole('textbox', { name: /Email/ }),
    password: screen.getByLabelText(/^Password/),
    submit: screen.getByRole('button', { name: 'Sign In' }),
  };
}

describe('LandlordSignInForm', () => {
  it('asks for the email and the password and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({});
    const fields = renderForm();
    const heardOnFocus = describedWhenFocused(fields.email);
    await user.click(fields.submit);
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fields.email).toHaveAccessibleDescription('Enter a valid email address');
    expect(fields.password).toHaveAccessibleDescription('Password is required');
    // together: a screen reader reads the field with its message
    await waitFor(() => {
      expect(fields.email).toHaveFocus();
      expect(fields.email).toHaveAccessibleDescription('Enter a valid email address');
    });
    expect(heardOnFocus).toEqual(['Enter a valid email address']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in with the email as the username, says so and hands over the user', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({ [LOGIN]: { status: 200, body: { success: true, user: USER } } });
    const fields = renderForm();
    await user.type(fields.email, ' Pat@Example.com ');
    await user.type(fields.password, 'correct horse');
    await user.click(fields.submit);
    await waitFor(() => expect(fields.onSignedIn).toHaveBeenCalledWith(USER));
    expect(callsTo(fetchMock, LOGIN)).toEqual([{ username: 'pat@example.com', password: 'correct horse' }]);
    expect(screen.getByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Pat Landlord.')).toBeInTheDocument();
  });

  it("shows the server's error and keeps what was typed", async () => {
    const user = userEvent.setup();
    mockFetchRoutes({
      [LOGIN]: {
        status: 401,
        body: {
          success: false,
          error: 'Your username or email and password do not match. Check both and try again.',
        },
      },
    });
    const fields = renderForm();
    await user.type(fields.email, 'pat@example.com');
    await user.type(fields.password, 'wrong password');
    await user.click(fields.submit);
    const alert = await findAnnouncedAlert();
    expect(alert).toHaveTextContent("We couldn't sign you in");
    expect(alert).toHaveTextContent(
      'Your username or email and password do not match. Check both and try again.',
    );
    // said once, inline and focused; no toast saying it again (issue 37)
    expect(screen.getAllByText("We couldn't sign you in")).toHaveLength(1);
    await waitFor(() => expect(alert).toContainElement(document.activeElement as HTMLElement));
    expect(fields.email).toHaveValue('pat@example.com');
    expect(fields.password).toHaveValue('wrong password');
    expect(fields.onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the lock-out message after too many attempts', async () => {
    const user = userEvent.setup();
    const locked = 'Too many failed sign-in attempts. Wait 15 minutes and try again.';
    mockFetchRoutes({ [LOGIN]: { status: 429, body: { message: locked } } });
    const fields = renderForm();
    await user.type(fields.email, 'pat@example.com');
    await user.type(fields.password, 'wrong password');
    await user.click(fields.submit);
    expect(await findAnnouncedAlert()).toHaveTextContent(locked);
  });

  it('says when the server cannot be reached', async () => {
    const user = userEvent.setup();
    mockFetchRoutes({ [LOGIN]: 'offline' });
    const fields = renderForm();
    await user.type(fields.email, 'pat@example.com');
    await user.type(fields.password, 'correct horse');
    await user.click(fields.submit);
    expect(await findAnnouncedAlert()).toHaveTextContent('Unable to connect to server. Please try again.');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    const fields = renderForm();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(fields.password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(fields.password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(fields.password).toHaveAttribute('type', 'password');
  });
});
