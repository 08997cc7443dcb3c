import { callsTo, type FakeAnswer, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { describedWhenFocused } from '@client/test/screen-reader.fixtures';
import type { HousingMatchView } from '@shared/contracts/housing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { ANALYTICS, findMatchRow, list, MATCH, ROUTES } from './housing-matches.fixtures';
import HousingMatchesPage from './housing-matches-page';

const STALLED: HousingMatchView = {
  ...MATCH,
  status: 'contacted',
  contactedAt: '2025-01-20T15:04:00.000Z',
  stalledDays: 9,
  latestFollowUp: {
    response: 'landlord_unresponsive',
    note: 'Two emails, no answer.',
    recordedAt: '2025-01-10T15:00:00.000Z',
  },
};

function renderStalled(rows: HousingMatchView[], followUp?: FakeAnswer) {
  const fetchMock = mockFetchRoutes({
    [ROUTES.analytics]: { status: 200, body: ANALYTICS },
    [ROUTES.matches]: list(rows),
    [ROUTES.followUp]: followUp ?? ((init) => ({ status: 201, body: followUpAnswer(init) })),
  });
  renderRoutes('/housing-dashboard', <Route path="/housing-dashboard" component={HousingMatchesPage} />);
  return fetchMock;
}

const followUpAnswer = (init: RequestInit | undefined) => ({
  matchId: MATCH.id,
  ...JSON.parse(String(init?.body)),
  recordedAt: '2025-01-29T10:00:00.000Z',
});

async function openStalledTab() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Stalled Matches' }));
  await screen.findByRole('table', { name: 'Stalled matches' });
  const item = await findMatchRow();
  return { user, item };
}

describe('stalled matches on the housing dashboard', () => {
  it('marks a stalled match in words with its days, and shows the latest follow-up', async () => {
    renderStalled([STALLED]);
    const { item } = await openStalledTab();
    expect(within(item).getByText('Stalled: 9 days since the last step')).toBeInTheDocument();
    expect(within(item).getByText('Latest follow-up').nextElementSibling).toHaveTextContent(
      'Landlord unresponsive on Jan 10, 2025: Two emails, no answer.',
    );
    expect(screen.getByText(/1 open match has had no step for 7 days or more/)).toBeInTheDocument();
  });

  it('says when nothing has stalled', async () => {
    renderStalled([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Stalled Matches' }));
    expect(
      await screen.findByText('No stalled matches. Every open match had a step in the last 7 days.'),
    ).toBeInTheDocument();
  });

  it('records a follow-up from a dialog: the answer is required, the note optional', async () => {
    const fetchMock = renderStalled([STALLED]);
    const { user, item } = await openStalledTab();
    await user.click(within(item).getByRole('button', { name: 'Record Follow-up: Maria L. · 12 Elm St' }));
    const dialog = await screen.findByRole('dialog', { name: 'Follow up on Maria L. · 12 Elm St' });
    const answer = await within(dialog).findByLabelText(/What happened\?/);
    const heardOnFocus = describedWhenFocused(answer);

    await user.click(within(dialog).getByRole('button', { name: 'Save Follow-up' }));
    expect(
      await within(dialog).findByText('Choose what happened', { selector: 'p span' }),
    ).toBeInTheDocument();
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    // together: a screen reader reads the field with its message
    await waitFor(() => {
      expect(answer).toHaveFocus();
      expect(answer).toHaveAccessibleDescription('Choose what happened');
    });
    expect(heardOnFocus).toEqual(['Choose what happened']);
    expect(callsTo(fetchMock, ROUTES.followUp)).toHaveLength(0);

    await user.selectOptions(answer, 'Veteran unreachable');
    await user.type(within(dialog).getByLabelText(/Note/), 'Left a voicemail');
    await user.click(within(dialog).getByRole('button', { name: 'Save Follow-up' }));
    expect(await screen.findByText('Maria L. · 12 Elm St: Veteran unreachable.')).toBeInTheDocument();
    expect(callsTo(fetchMock, ROUTES.followUp)).toEqual([
      { response: 'veteran_unreachable', note: 'Left a voicemail' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    renderStalled([STALLED], {
      status: 409,
      body: { message: 'This match is placed: follow-ups are for open matches only.' },
    });
    const { user, item } = await openStalledTab();
    await user.click(within(item).getByRole('button', { name: 'Record Follow-up: Maria L. · 12 Elm St' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(await within(dialog).findByLabelText(/What happened\?/), 'Contacted again');
    await user.type(within(dialog).getByLabelText(/Note/), 'Called twice');
    await user.keyboard('{Tab}{Tab}{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This match is placed: follow-ups are for open matches only.',
    );
    expect(within(dialog).getByLabelText(/Note/)).toHaveValue('Called twice');
    expect(within(dialog).getByLabelText(/What happened\?/)).toHaveValue('contacted_again');
  });
});
