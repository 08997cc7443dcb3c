import { DISCHARGE_STATUSES } from '@shared/domain/constants';
import { URGENCY_LEVELS } from '@shared/domain/urgency';
import { VETERAN_SOURCES } from '@shared/domain/veteran-record';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { createdAt, primaryId } from './columns';
import { organizations } from './organizations';

/** One record per veteran, whichever form brought them in. */
export const veterans = pgTable(
  'veterans',
  {
    id: primaryId(),
    name: text('name'),
    phone: varchar('phone', { length: 20 }),
    email: text('email'),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    dischargeStatus: text('discharge_status', { enum: DISCHARGE_STATUSES }),
    hasVoucher: boolean('has_voucher').notNull().default(false),
    giBill: boolean('gi_bill').notNull().default(false),
    disability: boolean('disability').notNull().default(false),
    employment: boolean('employment').notNull().default(false),
    monthlyIncomeCents: integer('monthly_income_cents'),
    /** The most the veteran can pay a month, when the case manager states it. */
    maxRentCents: integer('max_rent_cents'),
    requiresAccessibility: boolean('requires_accessibility').notNull().default(false),
    hasPet: boolean('has_pet').notNull().default(false),
    urgency: text('urgency', { enum: URGENCY_LEVELS }).notNull().default('normal'),
    source: text('source', { enum: VETERAN_SOURCES }).notNull(),
    intakeBatchId: uuid('intake_batch_id'),
    /** The partner organisation that brought the veteran in; that partner may read their personal data. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    caseManagerEmail: text('case_manager_email'),
    additionalNotes: text('additional_notes'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'veterans_discharge_check',
      sql`${t.dischargeStatus} is null or ${isOneOf(t.dischargeStatus, DISCHARGE_STATUSES)}`,
    ),
    check('veterans_urgency_check', isOneOf(t.urgency, URGENCY_LEVELS)),
    check('veterans_source_check', isOneOf(t.source, VETERAN_SOURCES)),
    check('veterans_phone_digits_check', sql`${t.phone} is null or ${t.phone} ~ '^[0-9]{10}$'`),
    check('veterans_max_rent_check', sql`coalesce(${t.maxRentCents}, 0) >= 0`),
    index('veterans_batch_idx').on(t.intakeBatchId),
    index('veterans_org_idx').on(t.organizationId),
    // the admin's people, newest first (read backwards): a page reads its own rows (issue 33, point 8)
    index('veterans_created_idx').on(t.createdAt, t.id),
    // the identity rule's candidates: the same phone, email or ZIP (decision 0030)
    index('veterans_phone_idx').on(t.phone),
    index('veterans_email_idx').on(sql`lower(${t.email})`),
    index('veterans_zip5_idx').on(sql`left(${t.zipCode}, 5)`),
  ],
);
