import { PERSON_EVENT_TYPES, PERSON_STATUSES } from '@shared/domain/person-timeline';
import { z } from 'zod';

/** One event of a person's timeline as a page shows it (decision 0034): what, when, recorded when and by whom. */
export const ZTimelineEventView = z.object({
  type: z.enum(PERSON_EVENT_TYPES),
  /** ISO time it happened (may be earlier than when it was recorded). */
  occurredAt: z.string(),
  recordedAt: z.string(),
  /** Who recorded it, in words: the organisation's or admin's name, or "The platform". */
  recordedBy: z.string(),
  /** The event in plain words (person-timeline-words.ts). */
  sentence: z.string(),
  /** Why it was recorded more than 7 days after it happened. */
  lateReason: z.string().nullable(),
});
export type TimelineEventView = z.infer<typeof ZTimelineEventView>;

export const ZPersonStatus = z.enum(PERSON_STATUSES);

/** A person's one status and their timeline, oldest first: what the caseload and admin person pages carry. */
export const ZPersonPath = z.object({ status: ZPersonStatus, timeline: z.array(ZTimelineEventView) });
export type PersonPath = z.infer<typeof ZPersonPath>;
