import { BENCHMARK_PERIOD_KINDS } from '@shared/domain/benchmarks/benchmark-periods';
import { ABUCKETS } from '@shared/domain/benchmarks/figures';
import {
  PERSON_EVENT_TYPES,
  PERSON_STATUSES,
  type PersonEventDetails,
  RECORDER_KINDS,
} from '@shared/domain/person-timeline';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { primaryId, timestamptz } from './columns';
import { organizations } from './organizations';
import { veteranRef } from './veteran-columns';
import { veterans } from './veterans';

/**
 * A person's timeline (decision 0034): append-only, one row per thing that happened, written by each module's
 * write path in the transaction of its change through `appendPersonEvent` (modules/veterans) and nowhere else.
 */
export const personEvents = pgTable(
  'person_events',
  {
    id: primaryId(),
    veteranId: veteranRef(),
    type: text('type', { enum: PERSON_EVENT_TYPES }).notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
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
    // the partners that recorded something lately (the benchmarks' data-quality card)
    index('person_events_recorded_idx').on(t.recordedAt),
  ],
);

/**
 * Each person's status as `personStatus` derives it from their timeline, with the dates lists sort and filter by
 * (issue 33, point 8): written only by the timeline's write path (`appendPersonEvents`, modules/veterans) in the
 * statement that appends the events, and after a merge or its undo moves events. `version` counts the writes: a
 * write computed from an older read changes nothing and is computed again (two appends at once never lose one).
 */
export const personStatuses = pgTable(
  'person_statuses',
  {
    veteranId: uuid('veteran_id')
      .primaryKey()
      .references(() => veterans.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PERSON_STATUSES }).notNull(),
    /** When the latest episode began (identification or a return). */
    episodeStartedAt: timestamptz('episode_started_at'),
    movedInAt: timestamptz('moved_in_at'),
    /** When the latest event happened (the last contact of any kind). */
    lastEventAt: timestamptz('last_event_at'),
    /** The latest episode's living situation, and whether the person was ever identified (data quality). */
    livingSituation: integer('living_situation'),
    identified: boolean('identified').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('person_statuses_status_check', isOneOf(t.status, PERSON_STATUSES)),
    index('person_statuses_status_idx').on(t.status),
  ],
);

/**
 * What the benchmarks read of each person (decision 0038, addendum): their active spells, their A1 periods and
 * their service-intensive entries, derived from the whole timeline by the shared rule (`benchmarkPeriods`) and
 * written with the status row, in the same statement, by the same write path. [starts_at, ends_at); an entry
 * is a moment (no end).
 */
export const personBenchmarkPeriods = pgTable(
  'person_benchmark_periods',
  {
    id: primaryId(),
    veteranId: veteranRef(),
    kind: text('kind', { enum: BENCHMARK_PERIOD_KINDS }).notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at'),
    /** active: why the spell began (newly_identified, returned_from_housing, returned_from_inactive). */
    inflow: text('inflow'),
    /** active: why it ended (housing_placements, moved_to_inactive, no_longer_meets_population_criteria). */
    outflow: text('outflow'),
    /** a1: which of A2, A3, A4 or the net the person counts in. */
    bucket: text('bucket', { enum: ABUCKETS }),
  },
  (t) => [
    check('person_benchmark_periods_kind_check', isOneOf(t.kind, BENCHMARK_PERIOD_KINDS)),
    index('person_benchmark_periods_veteran_idx').on(t.veteranId),
    index('person_benchmark_periods_kind_idx').on(t.kind, t.startsAt),
  ],
);
