import { veteranRecord } from '@client/features/caseload/caseload.fixtures';
import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
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

function renderForm() {
  renderRoutes('/p', <Route path="/p">{() => <RecordPersonEvent path={PATH} />}</Route>);
  return screen.getByRole('region', { name: 'Record what happened' });
}

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
});
