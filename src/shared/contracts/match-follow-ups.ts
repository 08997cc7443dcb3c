import { MATCH_FOLLOW_UP_RESPONSES } from '@shared/domain/stalled-work';
import { z } from 'zod';
import { longText } from './common';

/** POST: an admin records what happened on a stalled match (restarts its stall clock). */
export const MATCH_FOLLOW_UPS_PATH = '/api/housing-matches/:id/follow-ups';
export const matchFollowUpsPath = (id: string) => `/api/housing-matches/${encodeURIComponent(id)}/follow-ups`;

export const FOLLOW_UP_NOTE_MAX = 500;
export const FOLLOW_UP_RESPONSE_MESSAGE = 'Choose what happened';

export const ZMatchFollowUpInput = z.strictObject({
  response: z.enum(MATCH_FOLLOW_UP_RESPONSES, { error: FOLLOW_UP_RESPONSE_MESSAGE }),
  note: longText(FOLLOW_UP_NOTE_MAX).default(''),
});
export type MatchFollowUpInput = z.input<typeof ZMatchFollowUpInput>;
export type MatchFollowUpData = z.output<typeof ZMatchFollowUpInput>;

/** A recorded follow-up: what happened, the admin's note, when (ISO). */
export const ZMatchFollowUpView = z.object({
  matchId: z.string(),
  response: z.enum(MATCH_FOLLOW_UP_RESPONSES),
  note: z.string(),
  recordedAt: z.string(),
});
export type MatchFollowUpView = z.infer<typeof ZMatchFollowUpView>;
