import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from './columns';
import { continuums } from './continuums';

/** A partner: a veteran service organisation (the prototype's vsos and partner_organizations in one). */
export const organizations = pgTable(
  'organizations',
  {
    id: primaryId(),
    slug: varchar('slug', { length: 255 }).notNull(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city').notNull(),
    state: varchar('state', { length: 2 }).notNull(),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: varchar('phone', { length: 20 }),
    email: text('email'),
    website: text('website'),
    description: text('description').notNull().default(''),
    mission: text('mission'),
    logoUrl: text('logo_url'),
    brandColor: varchar('brand_color', { length: 7 }),
    accredited: boolean('accredited').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    allowsDirectReferrals: boolean('allows_direct_referrals').notNull().default(true),
    integrationTier: integer('integration_tier').notNull().default(1),
    serviceCategories: text('service_categories').array().notNull().default(sql`'{}'::text[]`),
    /** The Continuum of Care it belongs to (issue 35): its people's figures count there. */
    cocCode: varchar('coc_code', { length: 6 }).references(() => continuums.code, { onUpdate: 'cascade' }),
    // internal fields: never in a public answer
    internalNotes: text('internal_notes'),
    webhookUrl: text('webhook_url'),
    dataQualityFlags: text('data_quality_flags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organizations_slug_idx').on(t.slug),
    check('organizations_tier_check', sql`${t.integrationTier} between 1 and 5`),
    // /partner/{uuid} is the organisation page, so a slug must never look like one (decision 0007)
    check(
      'organizations_slug_not_uuid_check',
      sql`${t.slug} !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`,
    ),
    index('organizations_state_city_idx').on(t.state, t.city),
    index('organizations_zip_idx').on(t.zipCode),
    index('organizations_coc_idx').on(t.cocCode),
    index('organizations_categories_idx').using('gin', t.serviceCategories),
    index('organizations_location_idx').on(t.latitude, t.longitude),
    // nearest first: a GiST (cube) index on the point on the unit sphere, searched by <-> (decision 0027)
    index('organizations_geo_point_idx').using('gist', sql`geo_point(${t.latitude}, ${t.longitude})`),
    // network management lists organisations by name
    index('organizations_name_idx').on(t.name, t.id),
    // network management's search (any part of name, city, slug or email): a trigram index (pg_trgm, decision 0033)
    index('organizations_search_trgm_idx').using(
      'gin',
      sql`organization_search_text(${t.name}, ${t.city}, ${t.slug}, ${t.email}) gin_trgm_ops`,
    ),
  ],
);

/**
 * The directory's figures, kept up to date by triggers on organizations (migration 0014), never written by the app:
 * one row per figure ('organizations', 'state:NY', 'category:housing'), so the header of the directory and the home
 * page read a few dozen rows instead of counting every organisation.
 */
export const directoryCounts = pgTable('directory_counts', {
  key: text('key').primaryKey(),
  n: integer('n').notNull(),
});

/** A partner organisation's sign-in: one per organisation. */
export const partnerCredentials = pgTable(
  'partner_credentials',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamptz('last_login_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_credentials_org_idx').on(t.organizationId),
    uniqueIndex('partner_credentials_email_idx').on(t.email),
  ],
);
