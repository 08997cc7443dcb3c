import {
  CLEANLINESS_LEVELS,
  CO_LIVING_APPLICATION_STATUSES,
  CO_LIVING_ROOM_TYPES,
  CONFLICT_STYLES,
  DRINKING_PREFERENCES,
  SERVICE_BRANCHES,
  SERVICE_ERAS,
  SMOKING_PREFERENCES,
  SOCIAL_LEVELS,
} from '@shared/domain/co-living/vocabulary';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { createdAt, primaryId, updatedAt } from './columns';
import { organizations } from './organizations';
import { veteranRef } from './veteran-columns';

/**
 * A veteran's application to the co-living program: who they are lives on the one veteran record, what a
 * household needs to know about them (benefits, service, habits, budget) lives here. One open application
 * per veteran: applying again updates it.
 */
export const coLivingApplications = pgTable(
  'co_living_applications',
  {
    id: primaryId(),
    veteranId: veteranRef(),
    /** A short reference the case manager can quote (e.g. CL-7K2Q9M). */
    reference: varchar('reference', { length: 12 }).notNull(),
    /** The partner organisation whose signed-in case worker applied, if any. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** The case manager, when the veteran has one: all three, or none (a veteran applying alone). */
    caseManagerName: text('case_manager_name'),
    caseManagerEmail: text('case_manager_email'),
    caseManagerPhone: varchar('case_manager_phone', { length: 20 }),
    hasDisabilityBenefits: boolean('has_disability_benefits').notNull(),
    hasSocialSecurityBenefits: boolean('has_social_security_benefits').notNull(),
    monthlyDisabilityIncomeCents: integer('monthly_disability_income_cents'),
    monthlySocialSecurityIncomeCents: integer('monthly_social_security_income_cents'),
    totalVerifiedMonthlyIncomeCents: integer('total_verified_monthly_income_cents').notNull(),
    serviceBranch: text('service_branch', { enum: SERVICE_BRANCHES }).notNull(),
    preferredServiceEra: text('preferred_service_era', { enum: SERVICE_ERAS }).notNull(),
    socialLevel: text('social_level', { enum: SOCIAL_LEVELS }).notNull(),
    cleanliness: text('cleanliness', { enum: CLEANLINESS_LEVELS }).notNull(),
    smokingPreference: text('smoking_preference', { enum: SMOKING_PREFERENCES }).notNull(),
    drinkingPreference: text('drinking_preference', { enum: DRINKING_PREFERENCES }).notNull(),
    conflictResolutionStyle: text('conflict_resolution_style', { enum: CONFLICT_STYLES }).notNull(),
    maxRoomBudgetCents: integer('max_room_budget_cents').notNull(),
    preferredRoomType: text('preferred_room_type', { enum: CO_LIVING_ROOM_TYPES }).notNull(),
    accessibilityNeeds: boolean('accessibility_needs').notNull().default(false),
    hasServiceAnimal: boolean('has_service_animal').notNull().default(false),
    hasPets: boolean('has_pets').notNull().default(false),
    petDetails: text('pet_details'),
    interestInCommunityActivities: boolean('interest_in_community_activities').notNull().default(true),
    willingToOrganizeEvents: boolean('willing_to_organize_events').notNull().default(false),
    previousSharedLivingExperience: boolean('previous_shared_living_experience').notNull().default(false),
    /** The quiet hours the veteran keeps, "HH:MM" 24-hour (10pm to 7am unless they say otherwise). */
    quietHoursStart: varchar('quiet_hours_start', { length: 5 }).notNull().default('22:00'),
    quietHoursEnd: varchar('quiet_hours_end', { length: 5 }).notNull().default('07:00'),
    additionalNotes: text('additional_notes'),
    /** Why the last formation run left the applicant waiting, in words staff read; null once proposed. */
    waitingReason: text('waiting_reason'),
    status: text('status', { enum: CO_LIVING_APPLICATION_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('co_living_applications_status_check', isOneOf(t.status, CO_LIVING_APPLICATION_STATUSES)),
    check('co_living_applications_branch_check', isOneOf(t.serviceBranch, SERVICE_BRANCHES)),
    check('co_living_applications_era_check', isOneOf(t.preferredServiceEra, SERVICE_ERAS)),
    check('co_living_applications_social_check', isOneOf(t.socialLevel, SOCIAL_LEVELS)),
    check('co_living_applications_cleanliness_check', isOneOf(t.cleanliness, CLEANLINESS_LEVELS)),
    check('co_living_applications_smoking_check', isOneOf(t.smokingPreference, SMOKING_PREFERENCES)),
    check('co_living_applications_drinking_check', isOneOf(t.drinkingPreference, DRINKING_PREFERENCES)),
    check('co_living_applications_conflict_check', isOneOf(t.conflictResolutionStyle, CONFLICT_STYLES)),
    check('co_living_applications_room_type_check', isOneOf(t.preferredRoomType, CO_LIVING_ROOM_TYPES)),
    check(
      'co_living_applications_money_check',
      sql`${t.totalVerifiedMonthlyIncomeCents} >= 0 and ${t.maxRoomBudgetCents} >= 0 and coalesce(${t.monthlyDisabilityIncomeCents}, 0) >= 0 and coalesce(${t.monthlySocialSecurityIncomeCents}, 0) >= 0`,
    ),
    check(
      'co_living_applications_case_manager_check',
      sql`(${t.caseManagerName} is null) = (${t.caseManagerEmail} is null) and (${t.caseManagerEmail} is null) = (${t.caseManagerPhone} is null)`,
    ),
    check(
      'co_living_applications_quiet_hours_check',
      sql`${t.quietHoursStart} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.quietHoursEnd} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    uniqueIndex('co_living_applications_reference_idx').on(t.reference),
    // one open application per veteran
    uniqueIndex('co_living_applications_open_idx')
      .on(t.veteranId)
      .where(sql`${t.status} in ('pending', 'proposed')`),
    index('co_living_applications_status_idx').on(t.status, t.createdAt),
  ],
);
