import { callsTo, type FakeAnswer, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import type { HousingMatchView } from '@shared/contracts/housing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { ANALYTICS, findMatchRow, list, MATCH, ROUTES } from './housing-matches.fixtures';
import HousingMatchesPage from './housing-matches-page';

/** The PATCH answers the match with the sent changes applied, unless `refusal` says otherwise. */
function renderWith(match: HousingMatchView, refusal?: FakeAnswer) {
  const fetchMock = mockFetchRoutes({
    [ROUTES.analytics]: { status: 200, body: ANALYTICS },
    [ROUTES.matches]: list([match]),
    [ROUTES.patch]:
      refusal ?? ((init) => ({ status: 200, body: { ...match, ...JSON.parse(String(init?.body)) } })),
  });
  renderRoutes('/housing-dashboard', <Route path="/housing-dashboard" component={HousingMatchesPage} />);
  return fetchMock;
}

const item = () => findMatchRow();

describe('match actions on the housing dashboard', () => {
  it('offers only the moves the status allows and sends the chosen one', async () => {
    const fetchMock = renderWith(MATCH);
    const user = userEvent.setup();
    const row = await item();
    const buttons = within(row)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Mark Contacted', 'Decline', 'Show contacts']);
    await user.click(within(row).getByRole('button', { name: 'Mark Contacted: Maria L. · 12 Elm St' }));
    expect(await screen.findByText('Match Updated')).toBeInTheDocument();
    expect(screen.getByText('Maria L. · 12 Elm St is now Contacted.')).toBeInTheDocument();
    expect(callsTo(fetchMock, ROUTES.patch)).toEqual([{ status: 'contacted' }]);
  });

  it('moves an approved match to placed, and shows no moves once placed', async () => {
    renderWith({ ...MATCH, status: 'approved' });
    const row = await item();
    expect(
      within(row).getByRole('button', { name: 'Mark Placed: Maria L. · 12 Elm St' }),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Contacted/ })).not.toBeInTheDocument();
  });

  it('has no moves on a placed match, only its contacts', async () => {
    renderWith({ ...MATCH, status: 'placed' });
    const row = await item();
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Show contacts']);
    expect(within(row).getByText('Placed')).toBeInTheDocument();
  });

  it('asks for a reason before declining', async () => {
    const fetchMock = renderWith({ ...MATCH, status: 'contacted' });
    const user = userEvent.setup();
    const row = await item();
    await user.click(within(row).getByRole('button', { name: 'Decline: Maria L. · 12 Elm St' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline match: Maria L. · 12 Elm St' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline Match' }));
    expect(await within(dialog).findByText('Give a reason for declining this match')).toBeInTheDocument();
    expect(callsTo(fetchMock, ROUTES.patch)).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText(/Why is this match declined/),
      'Veteran chose another city',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline Match' }));
    expect(await screen.findByText('Maria L. · 12 Elm St is now Declined.')).toBeInTheDocument();
    expect(callsTo(fetchMock, ROUTES.patch)).toEqual([
      { status: 'declined', declineReason: 'Veteran chose another city' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells the admin when the server refuses a move (e.g. someone else moved it first)', async () => {
    renderWith(MATCH, { status: 409, body: { message: 'This match was already moved to Contacted.' } });
    const user = userEvent.setup();
    const row = await item();
    await user.click(within(row).getByRole('button', { name: 'Mark Contacted: Maria L. · 12 Elm St' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('This match was already moved to Contacted.')).toBeInTheDocument();
  });
});
