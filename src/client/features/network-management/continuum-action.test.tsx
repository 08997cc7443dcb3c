import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { delayFetch, withFocusFixup } from '@client/test/focus-fixup.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { HISTORY, HUDSON, historyPage, LIST, orgPage, patchRoute } from './network-management.fixtures';
import NetworkManagementPage from './network-management-page';

function renderPage() {
  renderRoutes('/partner-dashboard', <Route path="/partner-dashboard" component={NetworkManagementPage} />);
}

describe('ContinuumAction', () => {
  withFocusFixup();

  it('takes an organization out of its CoC and moves the focus to what its CoC is now', async () => {
    const inCoc = {
      ...HUDSON,
      continuum: { code: 'NY-505', name: 'Syracuse, Auburn/Onondaga County CoC', inactiveAfterDays: 90 },
    };
    const fetchMock = mockFetchRoutes({
      [LIST]: orgPage([inCoc]),
      [HISTORY]: historyPage([]),
      [patchRoute(HUDSON.id)]: { status: 200, body: { ...HUDSON, continuum: null } },
    });
    delayFetch();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Hudson Valley Veterans' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Take out of CoC' }));
    expect(await screen.findByText('Continuum of Care changed')).toBeInTheDocument();
    expect(callsTo(fetchMock, patchRoute(HUDSON.id))).toEqual([{ continuum: null }]);
    expect(within(dialog).queryByRole('button', { name: 'Take out of CoC' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText(/^Not set: its people count only/)).toHaveFocus());
  });
});
