import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { delayFetch, withFocusFixup } from '@client/test/focus-fixup.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { HOUSEHOLD, householdRoute, matchRoute, proposalPreviewRoute } from './co-living-households.fixtures';
import HouseholdPage from './household-page';

const GET = householdRoute(HOUSEHOLD.id);

function renderPage(audience: 'admin' | 'partner') {
  const page = (params: { householdId: string }) => (
    <HouseholdPage householdId={params.householdId} audience={audience} />
  );
  return renderRoutes(
    `/${audience}/co-living/households/${HOUSEHOLD.id}`,
    audience === 'admin' ? (
      <Route path="/admin/co-living/households/:householdId">{page}</Route>
    ) : (
      <Route path="/partner/co-living/households/:householdId">{page}</Route>
    ),
  );
}

afterEach(() => {
  window.localStorage.clear();
});

/** The household with member `index` changed as the server has it after a step. */
const withMember = (index: number, change: Partial<(typeof HOUSEHOLD.members)[number]>) => ({
  ...HOUSEHOLD,
  members: HOUSEHOLD.members.map((m, i) => (i === index ? { ...m, ...change } : m)),
});

describe('HouseholdPage', () => {
  withFocusFixup();

  it('shows the household, each member and every pair explained', async () => {
    mockFetchRoutes({ [GET]: { status: 200, body: HOUSEHOLD } });
    renderPage('admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Elm Street House' })).toBeInTheDocument();
    expect(screen.getByText('410 Elm St, Austin, TX, 78701')).toBeInTheDocument();
    for (const text of ['2 of 3', '72 of 100', '60 days', 'Not started yet', '$1,300', 'Deposit $1,300'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(
      screen.getByText('A 60-day trial, because the weakest pair scores 72 of 100 (below 75).'),
    ).toBeInTheDocument();

    const members = screen.getByRole('region', { name: 'Members' });
    expect(within(members).getByRole('heading', { name: 'Veteran A (CL-A)' })).toBeInTheDocument();
    expect(within(members).getByRole('heading', { name: 'Housemate (CL-B)' })).toBeInTheDocument();
    expect(within(members).getAllByText('Army, prefers Post-9/11')).toHaveLength(3);
    expect(within(members).getAllByText('Private room with private bath, $650 a month')).toHaveLength(3);
    expect(within(members).getByText(/Interview held: Jan 30, 2025/)).toBeInTheDocument();
    expect(
      within(members).getByText('Declined by the landlord: Needs a ground-floor room'),
    ).toBeInTheDocument();
    expect(
      within(members).getByRole('button', { name: 'Send proposal: Veteran A (CL-A)' }),
    ).toBeInTheDocument();
    expect(
      within(members).getByRole('button', { name: 'Start trial: Housemate (CL-B)' }),
    ).toBeInTheDocument();
    expect(within(members).getAllByRole('button', { name: /^Decline/ })).toHaveLength(2);

    const pairs = screen.getByRole('region', { name: 'How each pair fits' });
    const pair = within(pairs).getByRole('heading', { name: 'Veteran A (CL-A) and Housemate (CL-B)' });
    expect(pair).toBeInTheDocument();
    const parts: [string, string][] = [
      ['Overall', '72 of 100'],
      ['Service era', '80 of 100'],
      ['Financial', '60 of 100'],
    ];
    for (const [label, value] of parts)
      expect(within(pairs).getByText(label).nextElementSibling).toHaveTextContent(value);
    expect(within(pairs).getByText('both non-smokers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the co-living program' })).toHaveAttribute(
      'href',
      '/admin/co-living',
    );
  });

  it('sends a proposal after showing each message it sends; the focus stays on the member', async () => {
    let notified = false;
    const fetchMock = mockFetchRoutes({
      [GET]: () => ({
        status: 200,
        body: notified
          ? {
              ...HOUSEHOLD,
              members: HOUSEHOLD.members.map((m, i) =>
                i === 0
                  ? {
                      ...m,
                      status: 'notified',
                      notifiedAt: '2025-02-01T15:00:00.000Z',
                      nextSteps: ['interview'],
                    }
                  : m,
              ),
            }
          : HOUSEHOLD,
      }),
      [proposalPreviewRoute('match-a')]: {
        status: 200,
        body: [
          {
            to: ['vet@example.test'],
            subject: 'Co-living household proposed: CL-A',
            text: 'Hello,\n\nWe propose',
          },
          {
            to: ['cm@vso.example'],
            subject: 'Co-living household proposed: CL-A',
            text: 'Hello,\n\nFor the applicant',
          },
        ],
      },
      [matchRoute('match-a', 'advance')]: () => {
        notified = true;
        return { status: 200, body: {} };
      },
    });
    const user = userEvent.setup();
    renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Send proposal: Veteran A (CL-A)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the proposal to Veteran A (CL-A)' });
    expect(await within(dialog).findByText('2 messages will go, worded as below.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'To vet@example.test' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'The message to cm@vso.example' })).toHaveTextContent(
      'For the applicant',
    );
    expect(within(dialog).getAllByText('Co-living household proposed: CL-A')).toHaveLength(2);
    // nothing is sent before the confirmation
    expect(callsTo(fetchMock, matchRoute('match-a', 'advance'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText('Proposal sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const next = screen.getByRole('button', { name: 'Interview held: Veteran A (CL-A)' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(callsTo(fetchMock, matchRoute('match-a', 'advance'))).toEqual([{ to: 'notified' }]);
  });

  it('sends nothing when the proposal is cancelled, and says when the messages cannot be prepared', async () => {
    const fetchMock = mockFetchRoutes({
      [GET]: { status: 200, body: HOUSEHOLD },
      [proposalPreviewRoute('match-a')]: { status: 409, body: { message: 'The proposal was already sent' } },
    });
    const user = userEvent.setup();
    renderPage('admin');
    const button = await screen.findByRole('button', { name: 'Send proposal: Veteran A (CL-A)' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The proposal was already sent')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(callsTo(fetchMock, matchRoute('match-a', 'advance'))).toEqual([]);
  });

  it('declines with who and why; errors are tied to their fields', async () => {
    const fetchMock = mockFetchRoutes({
      [GET]: { status: 200, body: HOUSEHOLD },
      [matchRoute('match-a', 'decline')]: (init) =>
        JSON.parse(String(init?.body)).reason === 'No'
          ? { status: 400, body: { message: 'Invalid', issues: [{ path: 'reason', message: 'Say more' }] } }
          : { status: 200, body: {} },
    });
    const user = userEvent.setup();
    renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Decline: Veteran A (CL-A)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the proposal for Veteran A (CL-A)' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline proposal' }));
    expect(within(dialog).getByLabelText(/Who declined/)).toHaveAccessibleDescription('Choose who declined');
    expect(within(dialog).getByLabelText(/Why was it declined/)).toHaveAccessibleDescription(
      /Say why the proposal was declined/,
    );
    await user.selectOptions(within(dialog).getByLabelText(/Who declined/), 'The veteran');
    await user.type(within(dialog).getByLabelText(/Why was it declined/), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Decline proposal' }));
    expect(await within(dialog).findByText('Say more')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Why was it declined/), ' room on the ground floor');
    await user.click(within(dialog).getByRole('button', { name: 'Decline proposal' }));
    expect(await screen.findByText('Proposal declined')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, matchRoute('match-a', 'decline'))).toEqual([
      { declinedBy: 'veteran', reason: 'No' },
      { declinedBy: 'veteran', reason: 'No room on the ground floor' },
    ]);
  });

  it('moves the focus to the next step once a step is done, and keeps it on the step when it fails', async () => {
    let trial = false;
    let refuse = true;
    mockFetchRoutes({
      [GET]: () => ({
        status: 200,
        body: trial
          ? withMember(1, {
              status: 'trial',
              trialStartedAt: '2025-02-01T15:00:00.000Z',
              nextSteps: ['placed'],
            })
          : HOUSEHOLD,
      }),
      [matchRoute('match-b', 'advance')]: () => {
        if (refuse) return { status: 409, body: { message: 'The interview is not recorded yet.' } };
        trial = true;
        return { status: 200, body: {} };
      },
    });
    delayFetch();
    const user = userEvent.setup();
    renderPage('admin');
    const start = await screen.findByRole('button', { name: 'Start trial: Housemate (CL-B)' });
    await user.click(start);
    expect(await screen.findByText('The interview is not recorded yet.')).toBeInTheDocument();
    // refused: the (busy, so unfocused) button gets the focus back, to try again
    await waitFor(() => expect(start).toHaveFocus());

    refuse = false;
    await user.click(start);
    expect(await screen.findByText('Trial started')).toBeInTheDocument();
    // done: its button is gone; the focus is on this member's next step, never on <body> (issue 37)
    const placed = await screen.findByRole('button', { name: 'Mark placed: Housemate (CL-B)' });
    await waitFor(() => expect(placed).toHaveFocus());
  });

  it('declining: Escape keeps and refocuses Decline; once declined the focus is on the member', async () => {
    let declined = false;
    mockFetchRoutes({
      [GET]: () => ({
        status: 200,
        body: declined
          ? withMember(0, {
              status: 'declined',
              declinedAt: '2025-02-01T15:00:00.000Z',
              declinedBy: 'veteran',
              declineReason: 'Moving away',
              nextSteps: [],
              canDecline: false,
            })
          : HOUSEHOLD,
      }),
      [matchRoute('match-a', 'decline')]: () => {
        declined = true;
        return { status: 200, body: {} };
      },
    });
    delayFetch();
    const user = userEvent.setup();
    renderPage('admin');
    const decline = await screen.findByRole('button', { name: 'Decline: Veteran A (CL-A)' });
    await user.click(decline);
    await screen.findByRole('dialog', { name: 'Decline the proposal for Veteran A (CL-A)' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(decline).toHaveFocus());

    await user.click(decline);
    const dialog = await screen.findByRole('dialog', { name: 'Decline the proposal for Veteran A (CL-A)' });
    await user.selectOptions(within(dialog).getByLabelText(/Who declined/), 'The veteran');
    await user.type(within(dialog).getByLabelText(/Why was it declined/), 'Moving away');
    await user.click(within(dialog).getByRole('button', { name: 'Decline proposal' }));
    expect(await screen.findByText('Proposal declined')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Decline: Veteran A (CL-A)' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Veteran A (CL-A)' })).toHaveFocus());
  });

  it('sends a partner without a session to sign in, and reads with the partner token otherwise', async () => {
    mockFetchRoutes({ [GET]: { status: 200, body: HOUSEHOLD } });
    const { current } = renderPage('partner');
    expect(current()).toBe(`/partner/login?next=${encodeURIComponent('/partner/co-living/households/hh-1')}`);
  });

  it('says when the household is not one the partner can see', async () => {
    window.localStorage.setItem('partnerOrganization', JSON.stringify({ id: 'o-1', name: 'Alliance' }));
    const fetchMock = mockFetchRoutes({ [GET]: { status: 404, body: { message: 'Not found' } } });
    renderPage('partner');
    expect(await screen.findByText('We could not find this household')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    expect(init.credentials).toBe('include');
    expect(screen.getByRole('link', { name: 'Back to your co-living applicants' })).toBeInTheDocument();
  });
});
