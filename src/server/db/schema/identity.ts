import type { IdentityField } from '@shared/domain/person-identity';
import {
  DUPLICATE_PAIR_STATUSES,
  INTAKE_KINDS,
  type IntakeReported,
  type MergeBeforeImage,
} from '@shared/domain/person-records';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { isOneOf } from './checks';
import { createdAt, primaryId, timestamptz } from './columns';
import { organizations } from './organizations';
import { veteranRef } from './veteran-columns';

/**
 * What one intake said about a person, kept with the request, referral or application it made (decision 0030):
 * a form never rewrites a person on record, so what it reported is shown as that intake's own words.
 */
export const intakeReports = pgTable(
  'intake_reports',
  {
    id: primaryId(),
    veteranId: veteranRef(),
    kind: text('kind', { enum: INTAKE_KINDS }).notNull(),
    /** The referral, match or co-living application the intake made; null for an intake that made none. */
    subjectId: uuid('subject_id'),
    /** The signed-in organisation that sent it, or the organisation it was sent to. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** True when it was attached to a person already on record (strong evidence). */
    linked: boolean('linked').notNull(),
    reported: jsonb('reported').$type<IntakeReported>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('intake_reports_kind_check', isOneOf(t.kind, INTAKE_KINDS)),
    index('intake_reports_veteran_idx').on(t.veteranId, t.createdAt),
    index('intake_reports_subject_idx').on(t.subjectId),
  ],
);

/**
 * Two people who may be one, waiting for an admin: "same person" merges them, "different people" dismisses
 * the pair for good. The pair is stored once, its ids in order (`veteran_a_id < veteran_b_id`).
 */
export const possibleDuplicates = pgTable(
  'possible_duplicates',
  {
    id: primaryId(),
    veteranAId: uuid('veteran_a_id').notNull(),
    veteranBId: uuid('veteran_b_id').notNull(),
    /** The fields both people have and agree on, when the pair was found. */
    evidence: jsonb('evidence').$type<IdentityField[]>().notNull(),
    status: text('status', { enum: DUPLICATE_PAIR_STATUSES }).notNull().default('open'),
    /** A case worker of the organisation owning both asked an admin to merge them. */
    mergeRequestedBy: uuid('merge_requested_by').references(() => organizations.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('possible_duplicates_status_check', isOneOf(t.status, DUPLICATE_PAIR_STATUSES)),
    check('possible_duplicates_order_check', sql`${t.veteranAId} < ${t.veteranBId}`),
    uniqueIndex('possible_duplicates_pair_idx').on(t.veteranAId, t.veteranBId),
    index('possible_duplicates_b_idx').on(t.veteranBId),
    index('possible_duplicates_open_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A merge an admin made: the merged person's id answers with the survivor's, and the before-image (both people
 * and what was moved) lets an admin undo it.
 */
export const veteranMerges = pgTable(
  'veteran_merges',
  {
    id: primaryId(),
    pairId: uuid('pair_id')
      .notNull()
      .references(() => possibleDuplicates.id, { onDelete: 'cascade' }),
    survivorId: uuid('survivor_id').notNull(),
    mergedId: uuid('merged_id').notNull(),
    beforeImage: jsonb('before_image').$type<MergeBeforeImage>().notNull(),
    mergedBy: uuid('merged_by').references(() => users.id, { onDelete: 'set null' }),
    mergedAt: timestamptz('merged_at').notNull().defaultNow(),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
    undoneAt: timestamptz('undone_at'),
  },
  (t) => [
    index('veteran_merges_merged_idx').on(t.mergedId),
    index('veteran_merges_survivor_idx').on(t.survivorId),
  ],
);
