import {
  PARTNER_APPLICATION_STATUSES,
  PARTNER_EXPERIENCE,
  PARTNER_PORTFOLIO_SIZES,
  PARTNER_REFERRAL_CAPACITIES,
  PARTNER_SPECIALIZATIONS,
} from '@shared/domain/partner-applications';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { landlords, users } from './accounts';
import { isOneOf } from './checks';
import { createdAt, primaryId, timestamptz } from './columns';

/**
 * A housing professional's application to partner (/housing-partners). An admin approves it (the professional
 * is invited to a landlord-side account marked as a housing professional: landlordId) or declines it with a reason.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: primaryId(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    license: text('license'),
    email: text('email').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    specialization: text('specialization'),
    experience: text('experience'),
    serviceArea: text('service_area'),
    portfolioSize: text('portfolio_size'),
    referralCapacity: text('referral_capacity'),
    status: text('status').notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    landlordId: uuid('landlord_id').references(() => landlords.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('partner_applications_status_check', isOneOf(t.status, PARTNER_APPLICATION_STATUSES)),
    check(
      'partner_applications_specialization_check',
      sql`${t.specialization} is null or ${isOneOf(t.specialization, PARTNER_SPECIALIZATIONS)}`,
    ),
    check(
      'partner_applications_experience_check',
      sql`${t.experience} is null or ${isOneOf(t.experience, PARTNER_EXPERIENCE)}`,
    ),
    check(
      'partner_applications_portfolio_check',
      sql`${t.portfolioSize} is null or ${isOneOf(t.portfolioSize, PARTNER_PORTFOLIO_SIZES)}`,
    ),
    check(
      'partner_applications_capacity_check',
      sql`${t.referralCapacity} is null or ${isOneOf(t.referralCapacity, PARTNER_REFERRAL_CAPACITIES)}`,
    ),
    check('partner_applications_decision_check', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
    index('partner_applications_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
