import { HOUSING_MATCH_STATUSES } from '@shared/domain/housing-match-status';
import {
  LANDLORD_ANSWERS,
  LANDLORD_DECLINE_REASONS,
  LANDLORD_OUTCOMES,
  NOT_A_FIT_REASONS,
} from '@shared/domain/landlord-answers';
import { LATE_RECORD_DAYS } from '@shared/domain/person-timeline';
import { z } from 'zod';
import { isCalendarDate, requiredLongText, textRule } from './common';

/** A landlord answers a request or match for their home, and records how the meeting ended (issue 34). */
export const LANDLORD_MATCH_ANSWER_PATH = '/api/landlord/matches/:id/answer';
export const LANDLORD_MATCH_OUTCOME_PATH = '/api/landlord/matches/:id/outcome';
export const landlordMatchAnswerPath = (id: string) =>
  `/api/landlord/matches/${encodeURIComponent(id)}/answer`;
export const landlordMatchOutcomePath = (id: string) =>
  `/api/landlord/matches/${encodeURIComponent(id)}/outcome`;

export const CHOOSE_ANSWER_MESSAGE = 'Choose your answer';
export const DECLINE_REASON_MESSAGE = 'Choose a reason for declining';
export const QUESTION_MESSAGE = 'Write your question for the housing team';
export const QUESTION_MAX = 1000;
export const MOVE_IN_DATE_MESSAGE = `Enter the move-in date: today or within the last ${LATE_RECORD_DAYS} days`;
export const NOT_A_FIT_REASON_MESSAGE = "Choose why it didn't work out";

export const ZLandlordAnswerInput = z.discriminatedUnion(
  'answer',
  [
    z.strictObject({ answer: z.literal('accept') }),
    z.strictObject({
      answer: z.literal('decline'),
      reason: z.enum(LANDLORD_DECLINE_REASONS, { error: DECLINE_REASON_MESSAGE }),
    }),
    z.strictObject({
      answer: z.literal('question'),
      message: requiredLongText(QUESTION_MESSAGE, QUESTION_MAX),
    }),
  ],
  { error: CHOOSE_ANSWER_MESSAGE },
);
export type LandlordAnswerInput = z.input<typeof ZLandlordAnswerInput>;

const DAY_MS = 86_400_000;
/** A calendar date (UTC) from LATE_RECORD_DAYS ago up to today, as a landlord records a move-in. */
export function isRecentDate(value: string, now = new Date()): boolean {
  if (!isCalendarDate(value)) return false;
  const day = Date.parse(`${value}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return day <= today && day >= today - LATE_RECORD_DAYS * DAY_MS;
}

export const ZLandlordOutcomeInput = z.discriminatedUnion(
  'outcome',
  [
    z.strictObject({
      outcome: z.literal('moved_in'),
      date: z
        .string({ error: MOVE_IN_DATE_MESSAGE })
        .check(textRule)
        .refine((value) => isRecentDate(value), { error: MOVE_IN_DATE_MESSAGE }),
    }),
    z.strictObject({
      outcome: z.literal('not_a_fit'),
      reason: z.enum(NOT_A_FIT_REASONS, { error: NOT_A_FIT_REASON_MESSAGE }),
    }),
  ],
  { error: 'Choose how the meeting ended' },
);
export type LandlordOutcomeInput = z.input<typeof ZLandlordOutcomeInput>;

/** What the answer or outcome did, and the next step everyone was told. */
export const ZLandlordAnswerResult = z.object({
  matchId: z.string(),
  status: z.enum(HOUSING_MATCH_STATUSES),
  answer: z.enum([...LANDLORD_ANSWERS, ...LANDLORD_OUTCOMES]),
  nextStep: z.string(),
});
export type LandlordAnswerResult = z.infer<typeof ZLandlordAnswerResult>;

export const NOT_ANSWERABLE_MESSAGE =
  'This request was already answered or closed. Refresh the page to see where it stands.';
export const NO_OUTCOME_YET_MESSAGE =
  'Record how it went once you have accepted and met the veteran. Refresh the page to see where it stands.';
