import {
  HOUSING_MATCH_STATUSES,
  MATCH_ORIGINS,
  NOT_DECLINED_MATCH_STATUSES,
  OPEN_HOUSING_MATCH_STATUSES,
} from '@shared/domain/housing-match-status';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { properties } from './inventory';
import { veterans } from './veterans';

export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    veteranId: uuid('veteran_id')
      .notNull()
      .references(() => veterans.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: HOUSING_MATCH_STATUSES }).notNull().default('pending'),
    origin: text('origin', { enum: MATCH_ORIGINS }).notNull(),
    declineReason: text('decline_reason'),
    adminNotes: text('admin_notes'),
    veteranNotifiedAt: timestamp('veteran_notified_at', { withTimezone: true }),
    landlordNotifiedAt: timestamp('landlord_notified_at', { withTimezone: true }),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('matches_status_check', isOneOf(t.status, HOUSING_MATCH_STATUSES)),
    check('matches_score_check', sql`${t.score} between 0 and 100`),
    check('matches_origin_check', isOneOf(t.origin, MATCH_ORIGINS)),
    // at most one open match per veteran and property
    uniqueIndex('matches_open_pair_idx')
      .on(t.veteranId, t.propertyId)
      .where(isOneOf(t.status, NOT_DECLINED_MATCH_STATUSES)),
    // the engine proposes one open match per veteran at a time, even when two runs overlap
    uniqueIndex('matches_one_open_engine_match_idx')
      .on(t.veteranId)
      .where(sql`${t.origin} = 'engine' and ${isOneOf(t.status, OPEN_HOUSING_MATCH_STATUSES)}`),
    index('matches_property_idx').on(t.propertyId),
    index('matches_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);
