import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  ADMIN,
  accountsPage,
  activeRoute,
  changed,
  LIST,
  LOCKED_LANDLORD,
  ME,
  OTHER_ADMIN,
  PARTNER,
  SELF,
  unlockRoute,
} from './account-access.fixtures';
import AccountAccessPage from './account-access-page';

function renderPage() {
  renderRoutes('/admin/accounts', <Route path="/admin/accounts" component={AccountAccessPage} />);
}

const listUrls = (fetchMock: ReturnType<typeof mockFetchRoutes>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/accounts?'));

/** The wide table (jsdom has no media queries: the narrow cards are in the document too). */
const table = () => screen.findByRole('table', { name: 'Accounts' });

describe('AccountAccessPage', () => {
  it('lists every sign-in with its kind, status, failures, sessions and last sign-in, in a table and in cards', async () => {
    mockFetchRoutes({
      [ME]: { status: 200, body: ADMIN },
      [LIST]: accountsPage([LOCKED_LANDLORD, PARTNER, SELF], 60),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts and sign-in' })).toBeInTheDocument();
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Account',
      'Kind',
      'Status',
      'Recent failed sign-ins',
      'Live sessions',
      'Last sign-in',
      'Actions',
    ]);
    const pat = within(grid).getByRole('row', { name: /Pat Landlord/ });
    for (const text of ['Landlord', 'pat@example.com', 'Active', 'Locked', '6', '2'])
      expect(within(pat).getByText(text)).toBeInTheDocument();
    expect(within(pat).getByRole('button', { name: 'Unlock and end sessions: Pat Landlord' })).toBeVisible();
    expect(within(pat).getByRole('button', { name: 'Deactivate: Pat Landlord' })).toBeInTheDocument();
    const hudson = within(grid).getByRole('row', { name: /Hudson Valley Veterans/ });
    expect(within(hudson).getByText('Partner organization')).toBeInTheDocument();
    expect(within(hudson).getByText('Never')).toBeInTheDocument();
    expect(
      within(hudson).getByRole('link', { name: 'Manage in Network: Hudson Valley Veterans' }),
    ).toHaveAttribute('href', '/partner-dashboard');
    const me = within(grid).getByRole('row', { name: /Demo Admin/ });
    expect(within(me).getByText('This is your account.')).toBeInTheDocument();
    expect(within(me).queryByRole('button')).not.toBeInTheDocument();

    const cards = screen.getByRole('list', { name: 'Accounts' });
    const card = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(card).getByRole('heading', { name: 'Pat Landlord' })).toBeInTheDocument();
    expect(within(card).getByText('Recent failed sign-ins').nextSibling).toHaveTextContent('6');
    expect(screen.getByText('Showing 1–3 of 60')).toBeInTheDocument();
  });

  it('searches, filters by kind and locked only, and pages', async () => {
    const fetchMock = mockFetchRoutes({ [LIST]: accountsPage([LOCKED_LANDLORD], 60) });
    const user = userEvent.setup();
    renderPage();
    await table();
    expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/accounts?limit=25&offset=0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/accounts?limit=25&offset=25'));
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'pat{Enter}');
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/accounts?limit=25&offset=0&search=pat'),
    );
    expect(screen.getByRole('heading', { name: 'Accounts matching "pat"' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kind'), 'Landlord');
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe(
        '/api/admin/accounts?limit=25&offset=0&kind=landlord&search=pat',
      ),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Locked only' }));
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe(
        '/api/admin/accounts?limit=25&offset=0&kind=landlord&search=pat&locked=true',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Locked accounts matching "pat"' })).toBeInTheDocument();
  });

  it('says so when nothing matches, and shows an inline error with Try again', async () => {
    let fail = true;
    mockFetchRoutes({
      [LIST]: () => (fail ? { status: 500, body: { message: 'Something went wrong.' } } : accountsPage([])),
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('Loading accounts...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the accounts");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No accounts yet.')).toBeInTheDocument();
  });

  it('unlocks after a confirmation that says the sessions end; announces it and gives the focus back', async () => {
    const unlocked = { ...LOCKED_LANDLORD, locked: false, recentFailures: 0, liveSessions: 0 };
    const fetchMock = mockFetchRoutes({
      [ME]: { status: 200, body: ADMIN },
      [LIST]: accountsPage([LOCKED_LANDLORD, PARTNER]),
      [unlockRoute(LOCKED_LANDLORD)]: changed(unlocked, 2),
    });
    const user = userEvent.setup();
    renderPage();
    const row = within(await table()).getByRole('row', { name: /Pat Landlord/ });
    const button = within(row).getByRole('button', { name: 'Unlock and end sessions: Pat Landlord' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Pat Landlord and end their sessions?' });
    expect(dialog).toHaveTextContent('ends every session of this account');
    expect(dialog).toHaveTextContent('2 sessions open right now will end.');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock and end sessions' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, unlockRoute(LOCKED_LANDLORD))).toEqual([undefined]);
    expect(
      screen
        .getByText('Pat Landlord is unlocked and can sign in again. 2 sessions ended.')
        .closest('[role=status]'),
    ).toHaveAttribute('aria-live', 'polite');
    expect(within(row).queryByText('Locked')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('deactivates and reactivates an admin, each after a confirmation, with the focus on the same button', async () => {
    let current = { ...OTHER_ADMIN, active: true, liveSessions: 1 };
    const fetchMock = mockFetchRoutes({
      [ME]: { status: 200, body: ADMIN },
      [LIST]: () => accountsPage([current]),
      [activeRoute(OTHER_ADMIN)]: (init) => {
        const { active } = JSON.parse(String(init?.body)) as { active: boolean };
        const ended = active ? 0 : current.liveSessions;
        current = { ...current, active, liveSessions: 0 };
        return changed(current, ended);
      },
    });
    const user = userEvent.setup();
    renderPage();
    const row = within(await table()).getByRole('row', { name: /Sam Staff/ });
    const toggle = within(row).getByRole('button', { name: 'Deactivate: Sam Staff' });
    await user.click(toggle);
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate Sam Staff?' });
    expect(dialog).toHaveTextContent(
      'sam can no longer sign in, and every session of this account ends at once.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText("Sam Staff is deactivated and can't sign in. 1 session ended."),
    ).toBeInTheDocument();
    expect(within(row).getByText('Deactivated')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toHaveAccessibleName('Reactivate: Sam Staff');

    await user.click(toggle);
    dialog = await screen.findByRole('dialog', { name: 'Reactivate Sam Staff?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Sam Staff is active again and can sign in.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(callsTo(fetchMock, activeRoute(OTHER_ADMIN))).toEqual([{ active: false }, { active: true }]);
  });

  it('keeps the dialog open with the reason when the server refuses, and Cancel gives the focus back', async () => {
    const refused = 'This account was deleted.';
    mockFetchRoutes({
      [ME]: { status: 200, body: ADMIN },
      [LIST]: accountsPage([LOCKED_LANDLORD]),
      [activeRoute(LOCKED_LANDLORD)]: { status: 404, body: { message: refused } },
    });
    const user = userEvent.setup();
    renderPage();
    const row = within(await table()).getByRole('row', { name: /Pat Landlord/ });
    const toggle = within(row).getByRole('button', { name: 'Deactivate: Pat Landlord' });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Pat Landlord?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });
});
