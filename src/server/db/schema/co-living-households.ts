import {
  CO_LIVING_MATCH_STATUSES,
  CO_LIVING_ROOM_TYPES,
  DECLINED_BY,
  FORMATION_TRIGGERS,
  HOUSEHOLD_MAX_OCCUPANTS,
  HOUSEHOLD_STATUSES,
  SMOKING_PREFERENCES,
} from '@shared/domain/co-living/vocabulary';
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
import { users } from './accounts';
import { isOneOf } from './checks';
import { coLivingApplications } from './co-living';
import { createdAt, primaryId, timestamptz, updatedAt } from './columns';
import { properties } from './inventory';

/**
 * What makes a home of the one inventory a co-living home. The rest lives on its `properties` row: address,
 * rooms (`room_count`), rooms open to the program (`units_available`), bathrooms, the base room rate
 * (`rent_per_room_cents`), accessibility, pets, and the listing's review status.
 */
export const coLivingHomes = pgTable(
  'co_living_homes',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The kinds of private room the home offers (CO_LIVING_ROOM_TYPES). */
    roomTypes: text('room_types').array().notNull(),
    /** SHARED_SPACES */
    sharedSpaces: text('shared_spaces').array().notNull().default(sql`'{}'::text[]`),
    utilitiesIncluded: boolean('utilities_included').notNull().default(false),
    wifiIncluded: boolean('wifi_included').notNull().default(false),
    parkingIncluded: boolean('parking_included').notNull().default(false),
    smokingPolicy: text('smoking_policy', { enum: SMOKING_PREFERENCES }).notNull().default('non_smoking'),
    quietHoursStart: varchar('quiet_hours_start', { length: 5 }).notNull().default('22:00'),
    quietHoursEnd: varchar('quiet_hours_end', { length: 5 }).notNull().default('07:00'),
    hasYard: boolean('has_yard').notNull().default(false),
    hasGarage: boolean('has_garage').notNull().default(false),
    requiresCommunityManager: boolean('requires_community_manager').notNull().default(false),
    managementFeeMonthlyCents: integer('management_fee_monthly_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('co_living_homes_smoking_check', isOneOf(t.smokingPolicy, SMOKING_PREFERENCES)),
    check(
      'co_living_homes_room_types_check',
      sql`cardinality(${t.roomTypes}) >= 1 and ${t.roomTypes} <@ array[${sql.raw(CO_LIVING_ROOM_TYPES.map((v) => `'${v}'`).join(', '))}]::text[]`,
    ),
    check('co_living_homes_fee_check', sql`${t.managementFeeMonthlyCents} >= 0`),
    check(
      'co_living_homes_quiet_hours_check',
      sql`${t.quietHoursStart} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.quietHoursEnd} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
  ],
);

/** One household formation run: what it considered, what it formed, and how close to the bound it came. */
export const coLivingRuns = pgTable(
  'co_living_runs',
  {
    id: primaryId(),
    trigger: text('trigger', { enum: FORMATION_TRIGGERS }).notNull(),
    triggeredBy: uuid('triggered_by').references(() => users.id, { onDelete: 'set null' }),
    applicantsConsidered: integer('applicants_considered').notNull(),
    householdsFormed: integer('households_formed').notNull(),
    veteransPlaced: integer('veterans_placed').notNull(),
    totalCompatibility: doublePrecision('total_compatibility').notNull(),
    upperBound: doublePrecision('upper_bound').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('co_living_runs_trigger_check', isOneOf(t.trigger, FORMATION_TRIGGERS)),
    index('co_living_runs_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * A group of veterans on a co-living home. Its members are its non-declined matches (current occupants:
 * those in `trial` or `placed`); its policies are the home's.
 */
export const coLivingHouseholds = pgTable(
  'co_living_households',
  {
    id: primaryId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    householdName: text('household_name').notNull(),
    maxOccupants: integer('max_occupants').notNull().default(HOUSEHOLD_MAX_OCCUPANTS),
    securityDepositCents: integer('security_deposit_cents').notNull().default(0),
    monthlyManagementFeeCents: integer('monthly_management_fee_cents').notNull().default(0),
    communityRating: integer('community_rating').notNull().default(5),
    status: text('status', { enum: HOUSEHOLD_STATUSES }).notNull().default('forming'),
    trialStartedAt: timestamptz('trial_started_at'),
    trialEndsAt: timestamptz('trial_ends_at'),
    activeAt: timestamptz('active_at'),
    dissolvedAt: timestamptz('dissolved_at'),
    /** Why a household ended without anyone declining (its home was paused or filled); null otherwise. */
    endedReason: text('ended_reason'),
    runId: uuid('run_id').references(() => coLivingRuns.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('co_living_households_status_check', isOneOf(t.status, HOUSEHOLD_STATUSES)),
    check(
      'co_living_households_counts_check',
      sql`${t.maxOccupants} between 1 and ${sql.raw(String(HOUSEHOLD_MAX_OCCUPANTS))} and ${t.securityDepositCents} >= 0 and ${t.monthlyManagementFeeCents} >= 0 and ${t.communityRating} between 1 and 5`,
    ),
    index('co_living_households_property_idx').on(t.propertyId),
    index('co_living_households_status_idx').on(t.status, t.createdAt),
  ],
);

/** One applicant proposed to one household, and their placement workflow (spec 2: co_living_matches). */
export const coLivingMatches = pgTable(
  'co_living_matches',
  {
    id: primaryId(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => coLivingApplications.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id')
      .notNull()
      .references(() => coLivingHouseholds.id, { onDelete: 'cascade' }),
    runId: uuid('run_id').references(() => coLivingRuns.id, { onDelete: 'set null' }),
    /** the applicant's mean scores with the other members when proposed */
    overallScore: integer('overall_score').notNull(),
    serviceEraScore: integer('service_era_score').notNull(),
    socialScore: integer('social_score').notNull(),
    lifestyleScore: integer('lifestyle_score').notNull(),
    financialScore: integer('financial_score').notNull(),
    matchReason: text('match_reason').notNull(),
    potentialConcerns: text('potential_concerns').array().notNull().default(sql`'{}'::text[]`),
    recommendedTrialPeriod: integer('recommended_trial_period').notNull(),
    roomType: text('room_type', { enum: CO_LIVING_ROOM_TYPES }).notNull(),
    /** the member's monthly share of the household's rent, by the private space of their room */
    rentShareCents: integer('rent_share_cents').notNull(),
    status: text('status', { enum: CO_LIVING_MATCH_STATUSES }).notNull().default('pending'),
    notifiedAt: timestamptz('notified_at'),
    interviewAt: timestamptz('interview_at'),
    trialStartedAt: timestamptz('trial_started_at'),
    placedAt: timestamptz('placed_at'),
    declinedAt: timestamptz('declined_at'),
    declineReason: text('decline_reason'),
    declinedBy: text('declined_by', { enum: DECLINED_BY }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('co_living_matches_status_check', isOneOf(t.status, CO_LIVING_MATCH_STATUSES)),
    check('co_living_matches_room_type_check', isOneOf(t.roomType, CO_LIVING_ROOM_TYPES)),
    check(
      'co_living_matches_declined_check',
      sql`(${t.status} = 'declined') = (${t.declinedBy} is not null and ${t.declinedAt} is not null and ${t.declineReason} is not null)`,
    ),
    check(
      'co_living_matches_declined_by_check',
      sql`${t.declinedBy} is null or ${isOneOf(t.declinedBy, DECLINED_BY)}`,
    ),
    check(
      'co_living_matches_scores_check',
      sql`${t.overallScore} between 0 and 100 and ${t.serviceEraScore} between 0 and 100 and ${t.socialScore} between 0 and 100 and ${t.lifestyleScore} between 0 and 100 and ${t.financialScore} between 0 and 100 and ${t.rentShareCents} >= 0`,
    ),
    // an applicant is proposed to one household at a time
    uniqueIndex('co_living_matches_open_idx').on(t.applicationId).where(sql`${t.status} <> 'declined'`),
    index('co_living_matches_household_idx').on(t.householdId),
    index('co_living_matches_status_idx').on(t.status, t.updatedAt),
  ],
);
