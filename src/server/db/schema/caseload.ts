import { PERSON_STATUSES } from '@shared/domain/person-timeline';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { veterans } from './veterans';

/**
 * Where each person stands in their organisation's caseload (issue 33, point 8; decision 0034, addendum): the
 * caseload's order key, so the list reads one page in SQL instead of sorting the whole organisation in the app.
 * Kept by triggers (migration 0038, like the directory figures of decision 0029) on every table the key is made
 * of: the person (urgency, benefits, organisation), their status row, their matches, the homes of those matches
 * (vouchers) and their waitlist notices. `rank` is `caseloadUrgencyRank` and `last_change_at` the caseload's
 * last change (milliseconds, as the app reads it); caseload-order.test.ts proves the order equals `compareCaseload`.
 */
export const caseloadKeys = pgTable(
  'caseload_keys',
  {
    veteranId: uuid('veteran_id')
      .primaryKey()
      .references(() => veterans.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id'),
    status: text('status', { enum: PERSON_STATUSES }).notNull(),
    rank: smallint('rank').notNull(),
    lastChangeAt: timestamp('last_change_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    check('caseload_keys_status_check', isOneOf(t.status, PERSON_STATUSES)),
    // migration 0038 adds `include (status)`: a status filter and the total read the index alone
    index('caseload_keys_order_idx').on(t.organizationId, t.rank, t.lastChangeAt, t.veteranId),
  ],
);
