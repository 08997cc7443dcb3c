import { PERSON_EVENT_TYPES, type PersonEventDetails, RECORDER_KINDS } from '@shared/domain/person-timeline';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { organizations } from './organizations';
import { veterans } from './veterans';

/**
 * A person's timeline (decision 0034): append-only, one row per thing that happened, written by each module's
 * write path in the transaction of its change through `appendPersonEvent` (modules/veterans) and nowhere else.
 */
export const personEvents = pgTable(
  'person_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    veteranId: uuid('veteran_id')
      .notNull()
      .references(() => veterans.id, { onDelete: 'cascade' }),
    type: text('type', { enum: PERSON_EVENT_TYPES }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedByKind: text('recorded_by_kind', { enum: RECORDER_KINDS }).notNull(),
    /** The organisation, user (admin) or landlord that recorded it; null for the public, a veteran or the system. */
    recordedById: uuid('recorded_by_id'),
    /** The organisation the event concerns (who identified, who it was referred to): partner and CoC figures. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** Why it was recorded more than 7 days after it happened. */
    lateReason: text('late_reason'),
    details: jsonb('details').$type<PersonEventDetails[keyof PersonEventDetails]>().notNull(),
  },
  (t) => [
    check('person_events_type_check', isOneOf(t.type, PERSON_EVENT_TYPES)),
    check('person_events_recorder_check', isOneOf(t.recordedByKind, RECORDER_KINDS)),
    check(
      'person_events_late_reason_check',
      sql`${t.recordedAt} - ${t.occurredAt} <= interval '7 days' or ${t.lateReason} is not null`,
    ),
    index('person_events_veteran_idx').on(t.veteranId, t.occurredAt),
    index('person_events_type_idx').on(t.type, t.occurredAt),
    index('person_events_org_idx').on(t.organizationId, t.occurredAt),
  ],
);
