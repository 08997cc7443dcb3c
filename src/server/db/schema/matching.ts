import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { properties } from './inventory';
import { veterans } from './people';

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
    status: text('status').notNull().default('pending'),
    origin: text('origin').notNull(),
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
    check(
      'matches_status_check',
      sql`${t.status} in ('pending', 'contacted', 'approved', 'placed', 'declined')`,
    ),
    check('matches_score_check', sql`${t.score} between 0 and 100`),
    check('matches_origin_check', sql`${t.origin} in ('veteran_request', 'engine')`),
    // at most one open match per veteran and property
    uniqueIndex('matches_open_pair_idx').on(t.veteranId, t.propertyId).where(sql`${t.status} <> 'declined'`),
    // the engine proposes one open match per veteran at a time, even when two runs overlap
    uniqueIndex('matches_one_open_engine_match_idx')
      .on(t.veteranId)
      .where(sql`${t.origin} = 'engine' and ${t.status} in ('pending', 'contacted', 'approved')`),
    index('matches_property_idx').on(t.propertyId),
    index('matches_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);
