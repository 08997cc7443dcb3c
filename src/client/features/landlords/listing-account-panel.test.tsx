import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { callsTo, type FakeAnswer, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { EMAIL_NOT_CONFIRMED_MESSAGE } from '@shared/contracts/auth';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListingAccountPanel } from './listing-account-panel';

const LANDLORD = { id: 'u-1', username: 'pat@example.com', role: 'landlord', displayName: 'Pat Landlord' };
const ME = 'GET /api/user/me';
const SIGNUP = 'POST /api/landlord/signup';
const SIGNED_OUT: FakeAnswer = { status: 401, body: { message: 'Sign in to continue.' } };
const ACCEPTED: FakeAnswer = { status: 202, body: { message: 'Check your email.' } };

/** The panel, signed out; `me` answers who is signed in (it can change during a test). */
function renderPanel(me: () => FakeAnswer, extra: Record<string, FakeAnswer> = {}) {
  const fetchMock = mockFetchRoutes({ [ME]: () => me(), [SIGNUP]: ACCEPTED, ...extra });
  render(
    <Providers client={createQueryClient()}>
      <ListingAccountPanel />
    </Providers>,
  );
  return fetchMock;
}

async function signUp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Create account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create your landlord account' });
  await user.type(within(dialog).getByRole('textbox', { name: /Your name/ }), 'Pat Landlord');
  await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'pat@example.com');
  await user.type(within(dialog).getByLabelText(/^Password/), 'long enough');
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
}

describe('ListingAccountPanel after a sign-up', () => {
  it('closes the dialog and says to confirm the email (named) and sign in before submitting', async () => {
    const user = userEvent.setup();
    renderPanel(() => SIGNED_OUT);
    await signUp(user);
    const heading = await screen.findByRole('heading', { level: 3, name: 'Check your email' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('pat@example.com')).toBeInTheDocument();
    expect(screen.getByText(/won't be on your dashboard/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends the email again from the panel', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPanel(() => SIGNED_OUT);
    await signUp(user);
    await user.click(await screen.findByRole('button', { name: 'send it again' }));
    await waitFor(() => expect(callsTo(fetchMock, SIGNUP)).toHaveLength(2));
    expect(await screen.findByText(/We sent it again at/)).toBeInTheDocument();
  });

  it('looks for the sign-in again when the landlord comes back from the email link', async () => {
    const user = userEvent.setup();
    let me = SIGNED_OUT;
    const fetchMock = renderPanel(() => me);
    await signUp(user);
    await screen.findByRole('heading', { name: 'Check your email' });
    const asked = fetchMock.mock.calls.filter(([url]) => url === '/api/user/me').length;
    me = { status: 200, body: LANDLORD };
    fireEvent.focus(window);
    expect(await screen.findByText("You're listing as Pat Landlord.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user/me').length).toBe(asked + 1);
  });

  it('signs in from the panel once confirmed', async () => {
    const user = userEvent.setup();
    renderPanel(() => SIGNED_OUT, {
      'POST /api/user/login': { status: 200, body: { success: true, user: LANDLORD } },
    });
    await signUp(user);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to your landlord account' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'pat@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'long enough');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    const panel = await screen.findByText("You're listing as Pat Landlord.");
    await waitFor(() => expect(panel.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('shows an unconfirmed sign-in refused by the server in the dialog', async () => {
    const user = userEvent.setup();
    renderPanel(() => SIGNED_OUT, {
      'POST /api/user/login': { status: 403, body: { success: false, error: EMAIL_NOT_CONFIRMED_MESSAGE } },
    });
    await signUp(user);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to your landlord account' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'pat@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'long enough');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(EMAIL_NOT_CONFIRMED_MESSAGE);
  });
});
