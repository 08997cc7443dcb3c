import { type Database, withTransaction } from '@server/db/client';
import {
  appendPersonEvents,
  type NewPersonEvent,
  selectPersonStatuses,
  statusIn,
} from '@server/modules/veterans';
import { needsLateReason, type PersonEventFacts, type PersonStatus } from '@shared/domain/person-timeline';
import { sql } from 'drizzle-orm';

/** One step of a person's story for a test: what happened and when (details default to plain ones). */
export type StoryStep =
  | PersonEventFacts['type']
  | { type: PersonEventFacts['type']; at?: Date; details?: Record<string, unknown>; offerId?: string };

const DEFAULT_DETAILS: Record<PersonEventFacts['type'], Record<string, unknown>> = {
  identified: { livingSituation: 116, homelessSince: null },
  contacted: { livingSituation: 101 },
  referred: { referralId: null, need: 'housing' },
  offered: { offerKind: 'match', offerId: 'offer-1', ceEvent: 14, propertyId: null },
  offer_decided: { offerKind: 'match', offerId: 'offer-1', result: 'accepted', reason: null },
  transitional_entered: { programme: 'grant_per_diem' },
  transitional_left: {},
  moved_in: { propertyId: null, placementId: null, rentCents: null, subsidy: null },
  exited: { destination: 410 },
  inactive: {},
  returned: { from: 'from_housing' },
};

/**
 * Appends a person's story through the timeline's one write path (`appendPersonEvents`), a second apart from
 * `start` unless a step says when; events older than 7 days carry a reason, as the write path asks.
 */
export async function appendStory(
  db: Database,
  veteranId: string,
  steps: readonly StoryStep[],
  start = new Date(),
  recordedBy: NewPersonEvent['recordedBy'] = { kind: 'system', id: null },
) {
  const events = steps.map((step, index) => {
    const { type, at, details } =
      typeof step === 'string' ? { type: step, at: undefined, details: {} } : step;
    const occurredAt = (at ?? new Date(start.getTime() + index * 1_000)).toISOString();
    const late = needsLateReason(occurredAt, new Date().toISOString());
    return {
      veteranId,
      type,
      occurredAt,
      details: { ...DEFAULT_DETAILS[type], ...details },
      recordedBy,
      lateReason: late ? 'recorded for a test' : null,
    } as NewPersonEvent;
  });
  await withTransaction(db, (tx) => appendPersonEvents(tx, events));
}

/** A person's one status as every list reads it: their `person_statuses` row (waiting without one). */
export async function personStatusIn(db: Database, veteranId: string): Promise<PersonStatus> {
  return statusIn(await selectPersonStatuses(db, sql`${veteranId}::uuid`), veteranId);
}
