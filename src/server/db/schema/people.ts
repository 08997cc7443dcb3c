import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** One record per veteran, whichever form brought them in. */
export const veterans = pgTable(
  'veterans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    phone: varchar('phone', { length: 20 }),
    email: text('email'),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    dischargeStatus: text('discharge_status'),
    hasVoucher: boolean('has_voucher').notNull().default(false),
    giBill: boolean('gi_bill').notNull().default(false),
    disability: boolean('disability').notNull().default(false),
    employment: boolean('employment').notNull().default(false),
    monthlyIncomeCents: integer('monthly_income_cents'),
    requiresAccessibility: boolean('requires_accessibility').notNull().default(false),
    hasPet: boolean('has_pet').notNull().default(false),
    urgency: text('urgency').notNull().default('normal'),
    source: text('source').notNull(),
    intakeBatchId: uuid('intake_batch_id'),
    isMatched: boolean('is_matched').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'veterans_discharge_check',
      sql`${t.dischargeStatus} is null or ${t.dischargeStatus} in ('honorable', 'active', 'other')`,
    ),
    check('veterans_urgency_check', sql`${t.urgency} in ('critical', 'high', 'normal', 'low')`),
    check(
      'veterans_source_check',
      sql`${t.source} in ('bulk_intake', 'housing_assessment', 'housing_intake', 'co_living', 'referral', 'seed')`,
    ),
    index('veterans_batch_idx').on(t.intakeBatchId),
  ],
);
