import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LandlordSignUpForm } from './landlord-sign-up-form';

const USER = { id: 'u-1', username: 'pat@example.com', role: 'landlord', displayName: 'Pat Landlord' };
const SIGNUP = 'POST /api/landlord/signup';
const TAKEN = 'An account with this email already exists. Sign in instead.';

function renderForm() {
  const onSignedUp = vi.fn();
  render(
    <Providers client={createQueryClient()}>
      <LandlordSignUpForm onSignedUp={onSignedUp} />
    </Providers>,
  );
  return {
    onSignedUp,
    name: screen.getByRole('textbox', { name: /Your name/ }),
    email: screen.getByRole('textbox', { name: /Email/ }),
    phone: screen.getByRole('textbox', { name: /Phone/ }),
    password: screen.getByLabelText(/^Password/),
    submit: screen.getByRole('button', { name: 'Create Account' }),
  };
}

type Fields = ReturnType<typeof renderForm>;

async function fillIn(user: ReturnType<typeof userEvent.setup>, fields: Fields, phone = '') {
  await user.type(fields.name, 'Pat Landlord');
  await user.type(fields.email, 'pat@example.com');
  if (phone) await user.type(fields.phone, phone);
  await user.type(fields.password, 'long enough');
}

describe('LandlordSignUpForm', () => {
  it('asks for name, email and an 8-character password; the phone is optional', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({});
    const fields = renderForm();
    expect(fields.phone).not.toHaveAttribute('aria-required');
    await user.type(fields.password, 'short');
    await user.click(fields.submit);
    expect(await screen.findByText('Your name is required')).toBeInTheDocument();
    expect(fields.email).toHaveAccessibleDescription(expect.stringContaining('Enter a valid email address'));
    expect(fields.password).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters'),
    );
    expect(fields.name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a phone number with letters', async () => {
    const user = userEvent.setup();
    mockFetchRoutes({});
    const fields = renderForm();
    await fillIn(user, fields, '555-CALL-NOW');
    await user.click(fields.submit);
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
  });

  it('creates the account without an empty phone, says so and hands over the user', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({ [SIGNUP]: { status: 201, body: { success: true, user: USER } } });
    const fields = renderForm();
    await fillIn(user, fields);
    await user.click(fields.submit);
    await waitFor(() => expect(fields.onSignedUp).toHaveBeenCalledWith(USER));
    expect(callsTo(fetchMock, SIGNUP)).toEqual([
      { name: 'Pat Landlord', email: 'pat@example.com', password: 'long enough' },
    ]);
    expect(screen.getByText('Account created')).toBeInTheDocument();
    expect(screen.getByText("Welcome, Pat Landlord. You're signed in.")).toBeInTheDocument();
  });

  it('sends the phone when one is given', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({ [SIGNUP]: { status: 201, body: { success: true, user: USER } } });
    const fields = renderForm();
    await fillIn(user, fields, '(518) 555-0100');
    await user.click(fields.submit);
    await waitFor(() => expect(fields.onSignedUp).toHaveBeenCalled());
    expect(callsTo(fetchMock, SIGNUP)[0]).toMatchObject({ phone: '(518) 555-0100' });
  });

  it('puts "email taken" (409) on the email field and keeps what was typed', async () => {
    const user = userEvent.setup();
    mockFetchRoutes({
      [SIGNUP]: { status: 409, body: { message: TAKEN, issues: [{ path: 'email', message: TAKEN }] } },
    });
    const fields = renderForm();
    await fillIn(user, fields);
    await user.click(fields.submit);
    await waitFor(() => expect(fields.email).toHaveAccessibleDescription(expect.stringContaining(TAKEN)));
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(fields.email).toHaveFocus();
    expect(fields.name).toHaveValue('Pat Landlord');
    expect(fields.password).toHaveValue('long enough');
    expect(fields.onSignedUp).not.toHaveBeenCalled();
  });

  it('says when the server cannot be reached', async () => {
    const user = userEvent.setup();
    mockFetchRoutes({ [SIGNUP]: 'offline' });
    const fields = renderForm();
    await fillIn(user, fields);
    await user.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to connect to server. Please try again.',
    );
    expect(fields.email).toHaveValue('pat@example.com');
  });

  it('shows the password on request', async () => {
    const user = userEvent.setup();
    const fields = renderForm();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(fields.password).toHaveAttribute('type', 'text');
  });
});
