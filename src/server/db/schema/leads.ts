import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { landlords } from './accounts';
import { createdAt, primaryId } from './columns';
import { organizations } from './organizations';

/** A property owner who offered housing (e.g. through a partner's public profile) but has no listing yet. */
export const landlordLeads = pgTable(
  'landlord_leads',
  {
    id: primaryId(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }),
    propertyAddress: text('property_address').notNull(),
    city: text('city'),
    state: varchar('state', { length: 2 }),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    propertyType: text('property_type').notNull().default('single_family'),
    unitCount: integer('unit_count').notNull().default(1),
    monthlyRentCents: integer('monthly_rent_cents'),
    notes: text('notes').notNull().default(''),
    source: text('source').notNull().default('website_form'),
    /** The landlord record the lead's invitation opened (or linked): the account it creates is the lead's. */
    landlordId: uuid('landlord_id').references(() => landlords.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'landlord_leads_property_type_check',
      sql`${t.propertyType} in ('single_family', 'apartment', 'townhouse', 'duplex')`,
    ),
    check('landlord_leads_units_check', sql`${t.unitCount} >= 1`),
    check('landlord_leads_rent_check', sql`coalesce(${t.monthlyRentCents}, 0) >= 0`),
    index('landlord_leads_created_idx').on(t.createdAt.desc()),
  ],
);
