import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { veterans } from './people';

/** A veteran referred to a partner organisation, worked through the partner workflow. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    veteranId: uuid('veteran_id')
      .notNull()
      .references(() => veterans.id, { onDelete: 'cascade' }),
    caseManagerEmail: text('case_manager_email'),
    needType: text('need_type'),
    urgency: text('urgency').notNull().default('normal'),
    needsDescription: text('needs_description'),
    contactMethod: text('contact_method'),
    notes: text('notes').notNull().default(''),
    status: varchar('status', { length: 20 }).notNull().default('new'),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'referrals_status_check',
      sql`${t.status} in ('new', 'contacted', 'in_progress', 'matched', 'closed', 'unable_to_reach')`,
    ),
    check('referrals_urgency_check', sql`${t.urgency} in ('critical', 'high', 'normal', 'low')`),
    check(
      'referrals_need_type_check',
      sql`${t.needType} is null or ${t.needType} in ('housing', 'mental_health', 'benefits', 'legal', 'employment')`,
    ),
    check('referrals_notes_length_check', sql`char_length(${t.notes}) <= 280`),
    index('referrals_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    index('referrals_org_status_idx').on(t.organizationId, t.status),
  ],
);
