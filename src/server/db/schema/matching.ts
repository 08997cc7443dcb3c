import {
  HOUSING_MATCH_STATUSES,
  MATCH_ORIGINS,
  NOT_DECLINED_MATCH_STATUSES,
  OPEN_HOUSING_MATCH_STATUSES,
} from '@shared/domain/housing-match-status';
import { LANDLORD_ANSWERS } from '@shared/domain/landlord-answers';
import { MATCH_FOLLOW_UP_RESPONSES, STALLED_STAGES, STALLED_SUBJECTS } from '@shared/domain/stalled-work';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { isOneOf } from './checks';
import { createdAt, primaryId, timestamptz, updatedAt } from './columns';
import { properties } from './inventory';
import { veteranRef } from './veteran-columns';

export const matches = pgTable(
  'matches',
  {
    id: primaryId(),
    veteranId: veteranRef(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: HOUSING_MATCH_STATUSES }).notNull().default('pending'),
    origin: text('origin', { enum: MATCH_ORIGINS }).notNull(),
    declineReason: text('decline_reason'),
    /** The landlord's own answer on the match (issue 34): accept, decline or a question; null until they answer. */
    landlordAnswer: text('landlord_answer', { enum: LANDLORD_ANSWERS }),
    landlordAnsweredAt: timestamptz('landlord_answered_at'),
    adminNotes: text('admin_notes'),
    /** A short reference the veteran can quote (e.g. VH-7K2Q9), given to match requests. */
    reference: varchar('reference', { length: 12 }),
    veteranNotifiedAt: timestamptz('veteran_notified_at'),
    landlordNotifiedAt: timestamptz('landlord_notified_at'),
    contactedAt: timestamptz('contacted_at'),
    approvedAt: timestamptz('approved_at'),
    placedAt: timestamptz('placed_at'),
    declinedAt: timestamptz('declined_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('matches_status_check', isOneOf(t.status, HOUSING_MATCH_STATUSES)),
    check('matches_score_check', sql`${t.score} between 0 and 100`),
    check('matches_origin_check', isOneOf(t.origin, MATCH_ORIGINS)),
    check(
      'matches_landlord_answer_check',
      sql`${t.landlordAnswer} is null or ${isOneOf(t.landlordAnswer, LANDLORD_ANSWERS)}`,
    ),
    // at most one open match per veteran and property
    uniqueIndex('matches_open_pair_idx')
      .on(t.veteranId, t.propertyId)
      .where(isOneOf(t.status, NOT_DECLINED_MATCH_STATUSES)),
    // the engine proposes one open match per veteran at a time, even when two runs overlap
    uniqueIndex('matches_one_open_engine_match_idx')
      .on(t.veteranId)
      .where(sql`${t.origin} = 'engine' and ${isOneOf(t.status, OPEN_HOUSING_MATCH_STATUSES)}`),
    uniqueIndex('matches_reference_idx').on(t.reference),
    index('matches_property_idx').on(t.propertyId),
    // every match of a person, declined ones too (the caseload key, a person's page)
    index('matches_veteran_idx').on(t.veteranId),
    index('matches_status_created_idx').on(t.status, t.createdAt.desc()),
    // matches made and placed within a time frame (admin overview and map, lead flow)
    index('matches_created_idx').on(t.createdAt),
    index('matches_placed_idx').on(t.placedAt).where(sql`${t.placedAt} is not null`),
  ],
);

/** What an admin recorded about a stalled match (contacted again, veteran unreachable, ...), with a note. */
export const matchFollowUps = pgTable(
  'match_follow_ups',
  {
    id: primaryId(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    response: text('response', { enum: MATCH_FOLLOW_UP_RESPONSES }).notNull(),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('match_follow_ups_response_check', isOneOf(t.response, MATCH_FOLLOW_UP_RESPONSES)),
    index('match_follow_ups_match_idx').on(t.matchId, t.createdAt.desc()),
  ],
);

/**
 * What the stalled-work timers did (a reminder, an escalation, a count in the stalled digest), one row per
 * subject, step and stage: the unique index is what makes "never twice for the same step" hold even when
 * two servers run the check at once.
 */
export const stalledWorkAlerts = pgTable(
  'stalled_work_alerts',
  {
    id: primaryId(),
    subject: text('subject', { enum: STALLED_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The subject's status when the timer fired (a referral's `new`, a match's `contacted`, ...). */
    step: text('step').notNull(),
    stage: text('stage', { enum: STALLED_STAGES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('stalled_work_alerts_subject_check', isOneOf(t.subject, STALLED_SUBJECTS)),
    check('stalled_work_alerts_stage_check', isOneOf(t.stage, STALLED_STAGES)),
    uniqueIndex('stalled_work_alerts_once_idx').on(t.subject, t.subjectId, t.step, t.stage),
  ],
);
