import { PLACEMENT_STATUSES } from '@shared/domain/inventory';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { createdAt, primaryId } from './columns';
import { properties } from './inventory';
import { organizations } from './organizations';
import { veterans } from './veterans';

/** A veteran housed with a partner's help; placement tiers and impact figures are computed from these rows. */
export const placements = pgTable(
  'placements',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    veteranId: uuid('veteran_id').references(() => veterans.id, { onDelete: 'set null' }),
    veteranName: text('veteran_name').notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyAddress: text('property_address').notNull(),
    placementDate: date('placement_date', { mode: 'string' }).notNull(),
    monthlyRentCents: integer('monthly_rent_cents').notNull(),
    vaBenefitBased: boolean('va_benefit_based').notNull().default(false),
    notes: text('notes').notNull().default(''),
    status: varchar('status', { length: 20, enum: PLACEMENT_STATUSES }).notNull().default('completed'),
    verifiedBy: text('verified_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('placements_rent_check', sql`${t.monthlyRentCents} > 0`),
    check('placements_status_check', isOneOf(t.status, PLACEMENT_STATUSES)),
    index('placements_org_date_idx').on(t.organizationId, t.placementDate.desc(), t.createdAt.desc()),
  ],
);
