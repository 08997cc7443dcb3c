import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, type FakeAnswer, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { findAnnouncedAlert } from '@client/test/screen-reader.fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LandlordSignUpForm } from './landlord-sign-up-form';

const SIGNUP = 'POST /api/landlord/signup';
const ACCEPTED = {
  status: 202,
  body: { message: 'Check your email: we sent you a link to finish creating your account.' },
};
const EASY = 'This password is too easy to guess. Add a few words that are not a common phrase.';

function renderForm() {
  const onAccepted = vi.fn();
  render(
    <Providers client={createQueryClient()}>
      <LandlordSignUpForm onAccepted={onAccepted} />
    </Providers>,
  );
  return {
    onAccepted,
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

  it('answers "check your email" in place, naming the address, and signs nobody in', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({ [SIGNUP]: ACCEPTED });
    const fields = renderForm();
    await fillIn(user, fields);
    await user.click(fields.submit);
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('pat@example.com')).toBeInTheDocument();
    expect(screen.getByText(/The link works once, for 48 hours/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    const input = { name: 'Pat Landlord', email: 'pat@example.com', password: 'long enough' };
    expect(callsTo(fetchMock, SIGNUP)).toEqual([input]);
    expect(fields.onAccepted).toHaveBeenCalledWith(input);
    expect(callsTo(fetchMock, 'GET /api/user/me')).toEqual([]);
  });

  it('sends the email again with the same details, and says so politely', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({ [SIGNUP]: ACCEPTED });
    const fields = renderForm();
    await fillIn(user, fields, '(518) 555-0100');
    await user.click(fields.submit);
    await screen.findByText(/Didn't get it\? Check your spam folder/);
    await user.click(screen.getByRole('button', { name: 'send it again' }));
    await waitFor(() => expect(callsTo(fetchMock, SIGNUP)).toHaveLength(2));
    const [first, second] = callsTo(fetchMock, SIGNUP);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ phone: '(518) 555-0100' });
    expect(await screen.findByText(/We sent it again at/)).toHaveAttribute('role', 'status');
  });

  it('says when sending again fails (too many requests)', async () => {
    const user = userEvent.setup();
    let answer: FakeAnswer = ACCEPTED;
    mockFetchRoutes({ [SIGNUP]: () => answer });
    const fields = renderForm();
    await fillIn(user, fields);
    await user.click(fields.submit);
    await screen.findByRole('heading', { name: 'Check your email' });
    answer = { status: 429, body: { message: 'Too many requests. Try again in a few minutes.' } };
    await user.click(screen.getByRole('button', { name: 'send it again' }));
    expect(await findAnnouncedAlert()).toHaveTextContent(
      "We couldn't send it again. Too many requests. Try again in a few minutes.",
    );
  });

  it('goes back to the form, as typed, to use a different email', async () => {
    const user = userEvent.setup();
    mockFetchRoutes({ [SIGNUP]: ACCEPTED });
    const fields = renderForm();
    await fillIn(user, fields);
    await user.click(fields.submit);
    await user.click(await screen.findByRole('button', { name: 'Use a different email' }));
    const email = await screen.findByRole('textbox', { name: /Email/ });
    expect(email).toHaveValue('pat@example.com');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Pat Landlord');
  });

  it("puts the server's password message on the password field and moves the focus there", async () => {
    const user = userEvent.setup();
    mockFetchRoutes({
      [SIGNUP]: { status: 400, body: { message: EASY, issues: [{ path: 'password', message: EASY }] } },
    });
    const fields = renderForm();
    await fillIn(user, fields);
    await user.click(fields.submit);
    await waitFor(() => expect(fields.password).toHaveAccessibleDescription(expect.stringContaining(EASY)));
    expect(fields.password).toHaveAttribute('aria-invalid', 'true');
    expect(fields.password).toHaveFocus();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(fields.name).toHaveValue('Pat Landlord');
    expect(fields.onAccepted).not.toHaveBeenCalled();
  });

  it('says when the server cannot be reached', async () => {
    const user = userEvent.setup();
    mockFetchRoutes({ [SIGNUP]: 'offline' });
    const fields = renderForm();
    await fillIn(user, fields);
    await user.click(fields.submit);
    expect(await findAnnouncedAlert()).toHaveTextContent('Unable to connect to server. Please try again.');
    expect(fields.email).toHaveValue('pat@example.com');
  });

  it('shows the password on request', async () => {
    const user = userEvent.setup();
    const fields = renderForm();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(fields.password).toHaveAttribute('type', 'text');
  });
});
