import { veteranRecord } from '@client/features/caseload/caseload.fixtures';
import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { delayFetch, emulateFocusFixup } from '@client/test/focus-fixup.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { LATE_REASON_MESSAGE } from '@shared/contracts/person-events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { RecordPersonEvent } from './record-person-event';

const PATH = '/api/partner/caseload/v-1/events';
const answer = { status: veteranRecord.status, timeline: veteranRecord.timeline };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const decisionPath = (matchId: string) => `/api/partner/caseload/v-1/offers/${matchId}/decision`;

function renderForm(offers: { matchId: string; address: string }[] = []) {
  renderRoutes(
    '/p',
    <Route path="/p">
      {() => <RecordPersonEvent path={PATH} decisions={{ offers, pathOf: decisionPath }} />}
    </Route>,
  );
  return screen.getByRole('region', { name: 'Record what happened' });
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('RecordPersonEvent', () => {
  it('records a contact today with where the person is staying', async () => {
    const fetchMock = mockFetchRoutes({ [`POST ${PATH}`]: { status: 201, body: answer } });
    const section = renderForm();
    const user = userEvent.setup();
    await user.selectOptions(within(section).getByLabelText('Where they are staying'), '116');
    await user.click(within(section).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${PATH}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `POST ${PATH}`)[0]).toEqual({ type: 'contacted', livingSituation: 116 });
    expect(await screen.findByText('It is on their timeline now.')).toBeInTheDocument();
  });

  it('keeps the focus on Record once it is saved, though the button was disabled while saving (not <body>)', async () => {
    mockFetchRoutes({ [`POST ${PATH}`]: { status: 201, body: answer } });
    delayFetch();
    const stopFixup = emulateFocusFixup();
    try {
      const section = renderForm();
      const record = within(section).getByRole('button', { name: 'Record' });
      await userEvent.setup().click(record);
      expect(await screen.findByText('It is on their timeline now.')).toBeInTheDocument();
      await waitFor(() => expect(document.activeElement).toBe(record));
    } finally {
      stopFixup();
    }
  });

  it('asks why when the day is more than 7 days ago, and shows the server’s message on that field', async () => {
    const fetchMock = mockFetchRoutes({
      [`POST ${PATH}`]: {
        status: 400,
        body: { message: 'Check the form', issues: [{ path: ['lateReason'], message: LATE_REASON_MESSAGE }] },
      },
    });
    const section = renderForm();
    const user = userEvent.setup();
    await user.selectOptions(within(section).getByLabelText('What happened'), 'exited');
    await user.selectOptions(within(section).getByLabelText(/Where they went/), '435');
    const day = within(section).getByLabelText(/The day it happened/);
    await user.clear(day);
    await user.type(day, daysAgo(10));
    expect(within(section).getByText('It happened more than 7 days ago.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${PATH}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `POST ${PATH}`)[0]).toEqual({
      type: 'exited',
      destination: 435,
      occurredAt: `${daysAgo(10)}T12:00:00.000Z`,
    });
    const reason = within(section).getByLabelText(/Why it is recorded now/);
    expect(await within(section).findByText(LATE_REASON_MESSAGE)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(reason).toHaveFocus());
  });

  it('offers the veteran’s decision only while an offer is open', () => {
    const section = renderForm();
    expect(optionsOf(within(section).getByLabelText('What happened'))).not.toContain(
      'They accepted the home offered to them',
    );
  });

  it('records that the veteran accepted the open offer, on the offer’s own route', async () => {
    const path = decisionPath('m-1');
    const fetchMock = mockFetchRoutes({ [`POST ${path}`]: { status: 200, body: answer } });
    const section = renderForm([{ matchId: 'm-1', address: '10 Voucher Way, Schenectady, NY 12345' }]);
    const user = userEvent.setup();
    const what = within(section).getByLabelText('What happened');
    expect(optionsOf(what).slice(0, 2)).toEqual([
      'They accepted the home offered to them',
      'They said no to the home offered to them',
    ]);
    await user.selectOptions(what, 'offer_accepted');
    expect(within(section).getByLabelText(/The home offered/)).toHaveValue('m-1');
    expect(within(section).queryByLabelText(/The day it happened/)).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${path}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `POST ${path}`)[0]).toEqual({ decision: 'accept' });
    expect(await screen.findByText('It is on their timeline now.')).toBeInTheDocument();
  });

  it('a decline needs the home and the reason; the server’s refusal shows on the form', async () => {
    const path = decisionPath('m-2');
    const fetchMock = mockFetchRoutes({
      [`POST ${path}`]: {
        status: 409,
        body: { message: 'This offer is already decided. Their timeline shows the decision.' },
      },
    });
    const section = renderForm([
      { matchId: 'm-1', address: '10 Voucher Way' },
      { matchId: 'm-2', address: '20 Cash Ct' },
    ]);
    const user = userEvent.setup();
    await user.selectOptions(within(section).getByLabelText('What happened'), 'offer_declined');
    await user.click(within(section).getByRole('button', { name: 'Record' }));
    const home = within(section).getByLabelText(/The home offered/);
    expect(await within(section).findByText('Choose the home offered')).toBeInTheDocument();
    await waitFor(() => expect(home).toHaveFocus());
    await user.selectOptions(home, 'm-2');
    await user.selectOptions(within(section).getByLabelText(/Why they said no/), 'Found housing elsewhere');
    await user.click(within(section).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${path}`)).toHaveLength(1));
    expect(callsTo(fetchMock, `POST ${path}`)[0]).toEqual({
      decision: 'decline',
      reason: 'Found housing elsewhere',
    });
    expect(
      await within(section).findByText('This offer is already decided. Their timeline shows the decision.'),
    ).toBeInTheDocument();
  });
});
