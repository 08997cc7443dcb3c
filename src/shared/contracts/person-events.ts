import { DESTINATION_CODES, LIVING_SITUATION_CODES } from '@shared/domain/hmis-codes';
import { LATE_RECORD_DAYS, needsLateReason, TRANSITIONAL_PROGRAMMES } from '@shared/domain/person-timeline';
import { z } from 'zod';
import { isoDateTime, optionalLongText } from './common';

/**
 * What a case worker or an admin records on a person's timeline that no other write path records (decision
 * 0034): a contact and where the person sleeps (HMIS 4.12), entering or leaving transitional housing, an exit
 * with its destination (3.12), a return to homelessness. Offers, decisions and move-ins come from their own
 * workflows (matches, households, placements), never from here.
 */
export const PARTNER_PERSON_EVENTS_ROUTE = '/api/partner/caseload/:veteranId/events';
export const ADMIN_PERSON_EVENTS_ROUTE = '/api/admin/people/:veteranId/events';
export const partnerPersonEventsPath = (veteranId: string) =>
  `/api/partner/caseload/${encodeURIComponent(veteranId)}/events`;
export const adminPersonEventsPath = (veteranId: string) =>
  `/api/admin/people/${encodeURIComponent(veteranId)}/events`;

export const RECORDABLE_EVENT_TYPES = [
  'contacted',
  'transitional_entered',
  'transitional_left',
  'exited',
  'returned',
] as const;
export type RecordableEventType = (typeof RECORDABLE_EVENT_TYPES)[number];

export const LATE_REASON_MESSAGE = `Say why this is recorded more than ${LATE_RECORD_DAYS} days after it happened`;
export const FUTURE_EVENT_MESSAGE = 'An event cannot happen in the future: give the date it happened';
/** A minute's grace for clocks that differ a little. */
const CLOCK_GRACE_MS = 60_000;

const codeFrom = (codes: readonly number[], message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .refine((code) => codes.includes(code), { error: message });

const common = {
  /** When it happened (ISO date and time); now when left out. */
  occurredAt: isoDateTime('Enter the date and time it happened').optional(),
  lateReason: optionalLongText(500),
};

export const ZRecordPersonEvent = z
  .discriminatedUnion(
    'type',
    [
      z.strictObject({
        type: z.literal('contacted'),
        livingSituation: codeFrom(LIVING_SITUATION_CODES, 'Choose where the person is staying').nullable(),
        ...common,
      }),
      z.strictObject({
        type: z.literal('transitional_entered'),
        programme: z.enum(TRANSITIONAL_PROGRAMMES, { error: 'Choose the kind of transitional housing' }),
        ...common,
      }),
      z.strictObject({ type: z.literal('transitional_left'), ...common }),
      z.strictObject({
        type: z.literal('exited'),
        destination: codeFrom(DESTINATION_CODES, 'Choose where the person went'),
        ...common,
      }),
      z.strictObject({
        type: z.literal('returned'),
        from: z.enum(['from_housing', 'from_inactive'], { error: 'Choose where the person returned from' }),
        ...common,
      }),
    ],
    { error: 'Choose what happened' },
  )
  .superRefine((event, ctx) => {
    if (event.occurredAt === undefined) return;
    const now = new Date();
    if (Date.parse(event.occurredAt) > now.getTime() + CLOCK_GRACE_MS)
      ctx.addIssue({ code: 'custom', path: ['occurredAt'], message: FUTURE_EVENT_MESSAGE });
    else if (needsLateReason(event.occurredAt, now.toISOString()) && !event.lateReason)
      ctx.addIssue({ code: 'custom', path: ['lateReason'], message: LATE_REASON_MESSAGE });
  });
export type RecordPersonEvent = z.input<typeof ZRecordPersonEvent>;

export const ZPersonEventParams = z.strictObject({ veteranId: z.uuid({ error: 'Unknown person' }) });
