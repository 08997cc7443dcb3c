import { INTERNAL_NOTES_MAX, NEED_TYPES, REFERRAL_STATUSES } from '@shared/domain/referral-status';
import { REFERRED_BY } from '@shared/domain/referrer';
import { URGENCY_LEVELS } from '@shared/domain/urgency';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { createdAt, primaryId, timestamptz, updatedAt } from './columns';
import { organizations } from './organizations';
import { veteranRef } from './veteran-columns';

/** A veteran referred to a partner organisation, worked through the partner workflow. */
export const referrals = pgTable(
  'referrals',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    veteranId: veteranRef(),
    /** Who sent it (issue 34): the veteran, or a case manager who gave a name and a phone or email. */
    referredBy: text('referred_by', { enum: REFERRED_BY }),
    caseManagerName: text('case_manager_name'),
    caseManagerPhone: text('case_manager_phone'),
    caseManagerEmail: text('case_manager_email'),
    needType: text('need_type', { enum: NEED_TYPES }),
    urgency: text('urgency', { enum: URGENCY_LEVELS }).notNull().default('normal'),
    needsDescription: text('needs_description'),
    contactMethod: text('contact_method'),
    notes: text('notes').notNull().default(''),
    status: varchar('status', { length: 20, enum: REFERRAL_STATUSES }).notNull().default('new'),
    source: text('source').notNull(),
    /** A short reference the referrer can quote (e.g. RF-7K2Q9M). */
    reference: varchar('reference', { length: 12 }),
    createdAt: createdAt(),
    contactedAt: timestamptz('contacted_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('referrals_status_check', isOneOf(t.status, REFERRAL_STATUSES)),
    check('referrals_urgency_check', isOneOf(t.urgency, URGENCY_LEVELS)),
    check(
      'referrals_referred_by_check',
      sql`${t.referredBy} is null or ${isOneOf(t.referredBy, REFERRED_BY)}`,
    ),
    check('referrals_need_type_check', sql`${t.needType} is null or ${isOneOf(t.needType, NEED_TYPES)}`),
    check(
      'referrals_notes_length_check',
      sql`char_length(${t.notes}) <= ${sql.raw(String(INTERNAL_NOTES_MAX))}`,
    ),
    uniqueIndex('referrals_reference_idx').on(t.reference),
    index('referrals_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    index('referrals_org_status_idx').on(t.organizationId, t.status),
    // the admin map and overview count referrals made within a time frame
    index('referrals_created_idx').on(t.createdAt),
  ],
);
