import { callsTo, type FakeAnswer } from '@client/test/fetch-routes.fixtures';
import { MOVE_IN_DATE_MESSAGE } from '@shared/contracts/landlord-answers';
import { LANDLORD_NEXT_STEP } from '@shared/domain/landlord-answers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  APPROVED_MATCH,
  MATCHES,
  matchesAnswer,
  PENDING_MATCH,
  renderMatchesSection,
} from './landlord-dashboard.fixtures';

const result = (matchId: string, status: string, answer: keyof typeof LANDLORD_NEXT_STEP): FakeAnswer => ({
  status: 200,
  body: { matchId, status, answer, nextStep: LANDLORD_NEXT_STEP[answer] },
});

describe("the landlord's answer on the dashboard", () => {
  it('declines with a reason from the list, by keyboard, and shows the next step', async () => {
    const user = userEvent.setup();
    const fetchMock = renderMatchesSection({
      [MATCHES]: matchesAnswer([PENDING_MATCH]),
      'POST /api/landlord/matches/m-1/answer': result('m-1', 'declined', 'decline'),
    });
    const form = await screen.findByRole('form', { name: 'Your answer about Maria' });
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(within(form).getByText('Choose your answer')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Decline' }));
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(within(form).getByLabelText(/Why are you declining/)).toHaveAccessibleDescription(
      expect.stringContaining('Choose a reason for declining'),
    );
    await user.selectOptions(within(form).getByLabelText(/Why are you declining/), 'pets');
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(LANDLORD_NEXT_STEP.decline)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/landlord/matches/m-1/answer')).toEqual([
      { answer: 'decline', reason: 'pets' },
    ]);
  });

  it('asks the housing team a question', async () => {
    const user = userEvent.setup();
    const fetchMock = renderMatchesSection({
      [MATCHES]: matchesAnswer([PENDING_MATCH]),
      'POST /api/landlord/matches/m-1/answer': result('m-1', 'pending', 'question'),
    });
    const form = await screen.findByRole('form', { name: 'Your answer about Maria' });
    await user.click(within(form).getByRole('radio', { name: 'Ask the housing team a question' }));
    await user.type(within(form).getByLabelText(/Your question/), 'Is a move-in date set?');
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(LANDLORD_NEXT_STEP.question)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/landlord/matches/m-1/answer')).toEqual([
      { answer: 'question', message: 'Is a move-in date set?' },
    ]);
  });

  it('records a move-in date on an approved match, and refuses a date in the future', async () => {
    const user = userEvent.setup();
    const fetchMock = renderMatchesSection({
      [MATCHES]: matchesAnswer([APPROVED_MATCH]),
      'POST /api/landlord/matches/m-2/outcome': result('m-2', 'placed', 'moved_in'),
    });
    const form = await screen.findByRole('form', { name: 'How it went with Sam' });
    expect(screen.queryByRole('form', { name: /Your answer/ })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'They moved in' }));
    await user.type(within(form).getByLabelText(/Move-in date/), '2999-01-01');
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(within(form).getByText(MOVE_IN_DATE_MESSAGE)).toBeInTheDocument();
    const today = new Date().toISOString().slice(0, 10);
    await user.clear(within(form).getByLabelText(/Move-in date/));
    await user.type(within(form).getByLabelText(/Move-in date/), today);
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText(LANDLORD_NEXT_STEP.moved_in)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/landlord/matches/m-2/outcome')).toEqual([
      { outcome: 'moved_in', date: today },
    ]);
  });
});
