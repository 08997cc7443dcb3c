import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { delayFetch, withFocusFixup } from '@client/test/focus-fixup.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import {
  ADMIN,
  HISTORY,
  HUDSON,
  historyPage,
  inviteRoute,
  LAKESIDE,
  LIST,
  ME,
  orgPage,
  patchRoute,
  VERIFIED_EVENT,
} from './network-management.fixtures';
import NetworkManagementPage from './network-management-page';

function renderPage(path = '/partner-dashboard') {
  renderRoutes(path, <Route path="/partner-dashboard" component={NetworkManagementPage} />);
}

const listUrls = (fetchMock: ReturnType<typeof mockFetchRoutes>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/organizations?'));

describe('NetworkManagementPage', () => {
  withFocusFixup();

  it('lists every organization with its tiers, verification, sign-in, open referrals and first contact', async () => {
    mockFetchRoutes({ [ME]: { status: 200, body: ADMIN }, [LIST]: orgPage([HUDSON, LAKESIDE], 60) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Network' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Organizations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Organization',
      'Integration tier',
      'Placement tier',
      'Verified',
      'Sign-in',
      'Direct referrals',
      'Referrals open',
      'Median time to first contact',
      'Actions',
    ]);
    const hudson = within(table).getByRole('row', { name: /Hudson Valley Veterans/ });
    for (const text of [
      'Tier 2: Standard access',
      'Unverified Partner',
      'No',
      'Can sign in',
      'Allowed',
      '3',
      '5.5 hours',
    ])
      expect(within(hudson).getByText(text)).toBeInTheDocument();
    const lakeside = within(table).getByRole('row', { name: /Lakeside Housing Help/ });
    for (const text of ['Verified', 'No sign-in yet', 'No contact yet'])
      expect(within(lakeside).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–2 of 60');
  });

  it('searches, filters by state (also from the map link) and pages', async () => {
    const fetchMock = mockFetchRoutes({ [LIST]: orgPage([HUDSON], 60) });
    const user = userEvent.setup();
    renderPage('/partner-dashboard?state=NY');
    await screen.findByRole('table');
    expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/organizations?page=1&pageSize=25&state=NY');
    expect(screen.getByRole('heading', { name: 'Organizations in New York' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/organizations?page=2&pageSize=25&state=NY'),
    );
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'hudson{Enter}');
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe(
        '/api/admin/organizations?page=1&pageSize=25&search=hudson&state=NY',
      ),
    );
    await user.selectOptions(screen.getByLabelText('State'), 'All states');
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/organizations?page=1&pageSize=25&search=hudson'),
    );
  });

  it('says so when nothing matches, and shows an inline error with Try again', async () => {
    let fail = true;
    mockFetchRoutes({
      [LIST]: () => (fail ? { status: 500, body: { message: 'Something went wrong.' } } : orgPage([])),
    });
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the organizations");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No organization matches.')).toBeInTheDocument();
  });

  it('verifies an organization: a toast, the row and the history update', async () => {
    let current = HUDSON;
    let events = [VERIFIED_EVENT];
    const fetchMock = mockFetchRoutes({
      [LIST]: () => orgPage([current]),
      [HISTORY]: () => historyPage(events),
      [patchRoute(HUDSON.id)]: () => {
        current = { ...HUDSON, verified: true, placementTier: 'green' };
        events = [
          {
            ...VERIFIED_EVENT,
            id: '1b6f7e2a-1c3d-4e5f-9a8b-7c6d5e4f3a2b',
            action: 'organization.verified',
            details: { verified: true },
          },
          ...events,
        ];
        return { status: 200, body: current };
      },
    });
    delayFetch();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Hudson Valley Veterans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hudson Valley Veterans' });
    const history = await within(dialog).findByRole('list', { name: 'History of Hudson Valley Veterans' });
    expect(within(history).getByText('Integration tier changed from 1 to 2')).toBeInTheDocument();
    expect(within(history).getByText('Demo Admin · Jan 28, 2025, 3:04 PM')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .find((url) => url.startsWith('/api/admin/audit-events?')),
    ).toBe(`/api/admin/audit-events?targetType=organization&targetId=${HUDSON.id}&pageSize=20`);

    await user.dblClick(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Organization verified')).toBeInTheDocument();
    expect(callsTo(fetchMock, patchRoute(HUDSON.id))).toEqual([{ verified: true }]);
    expect(await within(dialog).findByRole('button', { name: 'Remove verification' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Verified', { selector: 'p' })).toBeInTheDocument();
    // the toggle was busy (disabled, so Chrome dropped the focus): the focus is back on it (issue 37)
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Remove verification' })).toHaveFocus(),
    );
    // (Escape would close the toast first: it is the newest layer)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await screen.findByRole('row', { name: /Hudson Valley Veterans/ });
    expect(within(row).getByText('Verified')).toBeInTheDocument();
    expect(within(row).getByText('Engaged Partner')).toBeInTheDocument();
  });

  it('changes the tier, stops direct referrals and invites an organization without a sign-in', async () => {
    const fetchMock = mockFetchRoutes({
      [LIST]: orgPage([LAKESIDE]),
      [HISTORY]: historyPage([]),
      [patchRoute(LAKESIDE.id)]: (init) => ({
        status: 200,
        body: { ...LAKESIDE, ...JSON.parse(String(init?.body)) },
      }),
      [inviteRoute(LAKESIDE.id)]: {
        status: 202,
        body: { email: 'office@lakeside.example.org', expiresAt: '2025-02-04T12:00:00.000Z' },
      },
    });
    delayFetch();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Lakeside Housing Help' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Nothing recorded about Lakeside Housing Help yet.'),
    ).toBeInTheDocument();

    const change = within(dialog).getByRole('button', { name: 'Change tier' });
    expect(change).toBeDisabled();
    await user.selectOptions(
      within(dialog).getByLabelText('New integration tier'),
      'Tier 4: Advanced access',
    );
    await user.click(change);
    expect(await screen.findByText('Integration tier changed')).toBeInTheDocument();
    expect(callsTo(fetchMock, patchRoute(LAKESIDE.id))).toEqual([{ integrationTier: 4 }]);
    // Change tier is disabled again (nothing new chosen): the focus is on the row's new tier, not on <body>
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent('Integration tierTier 4: Advanced access'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Stop direct referrals' }));
    expect(await screen.findByText('Direct referrals stopped')).toBeInTheDocument();
    expect(callsTo(fetchMock, patchRoute(LAKESIDE.id)).at(-1)).toEqual({ allowsDirectReferrals: false });
    expect(within(dialog).getByRole('button', { name: 'Allow direct referrals' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Allow direct referrals' })).toHaveFocus(),
    );

    expect(within(dialog).queryByRole('button', { name: 'Deactivate sign-in' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Invite to set up a sign-in' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    // Radix shows a toast's text twice for a moment (the toast and its announcement)
    expect(screen.getAllByText(/We emailed office@lakeside.example.org a link/).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, `POST /api/admin/organizations/${LAKESIDE.id}/invitation`)).toHaveLength(1);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Invite to set up a sign-in' })).toHaveFocus(),
    );
  });

  it('asks before it deactivates a sign-in, which ends its sessions at once', async () => {
    const fetchMock = mockFetchRoutes({
      [LIST]: orgPage([{ ...HUDSON, verified: true }]),
      [HISTORY]: historyPage([]),
      [patchRoute(HUDSON.id)]: (init) => ({
        status: 200,
        body: { ...HUDSON, verified: true, ...JSON.parse(String(init?.body)) },
      }),
    });
    delayFetch();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Hudson Valley Veterans' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate sign-in' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Deactivate the sign-in of Hudson Valley Veterans?',
    });
    expect(confirm).toHaveTextContent('This ends its sessions at once');
    // the destructive answer never takes the focus by default: Enter, Enter cannot deactivate (issue 37)
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // Escape cancels, and the focus is back on the button that asked
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Deactivate the sign-in/ })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Deactivate sign-in' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate sign-in' }));
    const asked = await screen.findByRole('dialog', { name: /Deactivate the sign-in/ });
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, patchRoute(HUDSON.id))).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate sign-in' }));
    const again = await screen.findByRole('dialog', { name: /Deactivate the sign-in/ });
    await user.click(within(again).getByRole('button', { name: 'Deactivate sign-in' }));
    expect(
      await screen.findByText('Hudson Valley Veterans can no longer sign in, and its sessions have ended.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, patchRoute(HUDSON.id))).toEqual([{ signInActive: false }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Deactivate the sign-in/ })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('button', { name: 'Reactivate sign-in' })).toBeInTheDocument();
    // the button that asked is gone: the focus is on the sign-in's new state
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Sign-inSign-in deactivated'));

    // past the toggle's pause (a second click on the same control within 500 ms is a double click, ignored)
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate sign-in' }));
    expect(await within(dialog).findByRole('button', { name: 'Deactivate sign-in' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Sign-inCan sign in'));
  });

  it('says why a change failed', async () => {
    mockFetchRoutes({
      [LIST]: orgPage([HUDSON]),
      [HISTORY]: historyPage([]),
      [patchRoute(HUDSON.id)]: { status: 409, body: { message: 'This organization has no sign-in yet.' } },
    });
    delayFetch();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Hudson Valley Veterans' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Change failed')).toBeInTheDocument();
    expect(screen.getByText('This organization has no sign-in yet.')).toBeInTheDocument();
    // nothing changed: the focus is back on Verify, to try again
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Verify' })).toHaveFocus());
  });
});
