import {
  DECLINE_REASON_MAX,
  DECLINE_REASON_REQUIRED_MESSAGE,
  HOUSING_MATCH_MOVES,
  HOUSING_MATCH_STATUSES,
  MATCH_ORIGINS,
} from '@shared/domain/housing-match-status';
import { LANDLORD_TIERS } from '@shared/domain/match-engine/landlord-tiers';
import { UNMATCHED_REASONS } from '@shared/domain/match-engine/unmatched-reasons';
import { URGENCY_LEVELS } from '@shared/domain/urgency';
import { z } from 'zod';
import {
  dollars,
  isCalendarDate,
  longText,
  longTextRule,
  optionalEmail,
  optionalPhone,
  requiredEmail,
  requiredText,
  textRule,
  zipCode,
} from './common';
import { ZHousingStatusFields } from './housing-status';
import { ZMatchFollowUpView } from './match-follow-ups';
import { ZPersonStatus } from './person-timeline';
import { ignoredLandlordId } from './properties';

export const VETERANS_HOUSING_PATH = '/api/veterans-housing';
export const PROPERTIES_HOUSING_PATH = '/api/properties-housing';
export const HOUSING_MATCHES_PATH = '/api/housing-matches';
export const HOUSING_MATCHES_RUN_PATH = '/api/housing-matches/run';
export const HOUSING_MATCHES_ANALYTICS_PATH = '/api/housing-matches/analytics';
export const HOUSING_MATCH_PATH = '/api/housing-matches/:id';
export const housingMatchPath = (id: string) => `/api/housing-matches/${encodeURIComponent(id)}`;

export const VETERAN_REGISTERED_MESSAGE = 'Veteran housing profile created';
export const PROPERTY_LISTED_MESSAGE = 'Property listed successfully';

export { UNIT_TYPES, type UnitType } from '@shared/domain/inventory';

import { PROPERTY_STATUSES, UNIT_TYPES, type UnitType } from '@shared/domain/inventory';
export const UNIT_TYPE_LABELS: Record<UnitType, string> = {
  apartment: 'Apartment',
  house: 'House',
  condo: 'Condo',
  other: 'Other',
};

export { LANDLORD_TIER_LABELS } from '@shared/domain/match-engine/landlord-tiers';

const optionalNotes = longText(2000).optional();
const flag = (label: string) => z.boolean({ error: `${label}: answer yes or no` }).default(false);

/** POST /api/veterans-housing: the /veteran-intake form (a case manager or a signed-in partner). */
export const ZVeteranHousingInput = z.strictObject({
  name: requiredText("Enter the veteran's name", 120),
  phone: optionalPhone(),
  email: optionalEmail,
  caseManagerEmail: requiredEmail("Enter the case manager's email address"),
  zipCode: zipCode('Enter a ZIP code'),
  hasVoucher: flag('Has a housing voucher'),
  requiresAccessibility: flag('Needs an accessible home'),
  hasPet: flag('Has a pet'),
  urgencyLevel: z.enum(URGENCY_LEVELS, { error: 'Choose an urgency level' }).default('normal'),
  additionalNotes: optionalNotes,
  /** What the veteran can pay a month, in dollars; the engine's budget. Null or missing = unknown. */
  maxMonthlyRent: dollars('most the veteran can pay a month').nullable().optional(),
  /**
   * The organisation this placement starts with (its page's "Start Housing Placement"): the veteran is referred
   * to it for housing. Ignored for a signed-in partner, whose own organisation holds the veteran.
   */
  organizationId: z.uuid({ error: 'Choose the organization from the directory' }).optional(),
  ...ZHousingStatusFields,
});
export type VeteranHousingInput = z.input<typeof ZVeteranHousingInput>;
export type VeteranHousingData = z.output<typeof ZVeteranHousingInput>;

/** The answer to POST /api/veterans-housing: the spec's message, and whether the veteran was already on record. */
export const ZVeteranRegisteredResult = z.object({
  message: z.string(),
  /**
   * Signed-in partners only: the intake was one of the organisation's own people (the same name and phone or
   * email), whose record was updated; false for anyone else (decision 0030: nobody learns who is on record).
   */
  existingVeteran: z.boolean(),
  /** The veteran's id in the signed-in partner's caseload (the organisation owns the record); else null. */
  caseloadVeteranId: z.string().nullable(),
  /** The housing referral to the organisation the placement started with, for the case manager to quote. */
  referral: z.object({ organizationName: z.string(), reference: z.string() }).nullable(),
});
export type VeteranRegisteredResult = z.infer<typeof ZVeteranRegisteredResult>;

const count = (label: string, max: number) =>
  z
    .number({ error: `Enter the number of ${label}` })
    .int({ error: `Enter a whole number of ${label}` })
    .min(1, { error: `Enter at least 1 for ${label}` })
    .max(max, { error: `Enter at most ${max} for ${label}` });

/**
 * POST /api/properties-housing: the /landlord-listing form. The tier is kept only when an admin posts it. The
 * spec's `landlordId` is accepted and ignored, as on POST /api/properties: the owner is the signed-in landlord,
 * or the landlord named by the email (found or created), never an id from the body.
 */
export const ZPropertyHousingInput = z.strictObject({
  landlordId: ignoredLandlordId,
  landlordName: requiredText("Enter the landlord's name", 120),
  landlordEmail: requiredEmail("Enter the landlord's email address"),
  landlordPhone: optionalPhone(),
  landlordTier: z.enum(LANDLORD_TIERS, { error: 'Choose a landlord tier' }).default('bronze'),
  address: requiredText('Enter the property address', 200),
  zipCode: zipCode('Enter a ZIP code'),
  monthlyRent: dollars('monthly rent'),
  acceptsVouchers: flag('Accepts vouchers'),
  isAccessible: flag('Accessible'),
  allowsPets: flag('Allows pets'),
  isAvailable: z.boolean({ error: 'Available: answer yes or no' }).default(true),
  unitType: z.enum(UNIT_TYPES, { error: 'Choose a unit type' }).default('apartment'),
  bedrooms: count('bedrooms', 20),
  bathrooms: count('bathrooms', 20),
  /** YYYY-MM-DD; '' or missing = available now. */
  availableDate: z
    .string()
    .trim()
    .check(textRule)
    .refine((value) => value === '' || isCalendarDate(value), {
      error: 'Enter the date as YYYY-MM-DD',
    })
    .optional(),
  additionalFeatures: optionalNotes,
  unitsAvailable: count('units available', 500).default(1),
});
export type PropertyHousingInput = z.input<typeof ZPropertyHousingInput>;
export type PropertyHousingData = z.output<typeof ZPropertyHousingInput>;

/**
 * The answer to POST /api/properties-housing: the spec's message and what happens to the listing now:
 * published (`available`, or `filled` when no unit is free) or waiting for an admin's review.
 */
export const ZPropertyListedResult = z.object({
  message: z.string(),
  status: z.enum(['pending_review', 'available', 'filled']),
});
export type PropertyListedResult = z.infer<typeof ZPropertyListedResult>;

/** GET lists: newest first, paginated. */
export const ZHousingListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type HousingListQuery = z.input<typeof ZHousingListQuery>;

/** One row of GET /api/veterans-housing (admins: every veteran; a partner: its own). */
export const ZHousingVeteranView = z.object({
  id: z.string(),
  name: z.string().nullable(),
  zipCode: z.string(),
  hasVoucher: z.boolean(),
  requiresAccessibility: z.boolean(),
  hasPet: z.boolean(),
  urgencyLevel: z.enum(URGENCY_LEVELS),
  /** Matched (the spec's badge): a home offered, accepted or moved into (housing-queue-status.ts). */
  isMatched: z.boolean(),
  /** The one person status every page shows (personStatus). */
  status: ZPersonStatus,
  /** Dollars a month, null when not stated. */
  maxMonthlyRent: z.number().nullable(),
  createdAt: z.string(),
});
export type HousingVeteranView = z.infer<typeof ZHousingVeteranView>;

/** One row of GET /api/properties-housing (admins). monthlyRent in dollars. */
export const ZHousingPropertyView = z.object({
  id: z.string(),
  landlordId: z.string().nullable(),
  landlordName: z.string().nullable(),
  landlordEmail: z.string().nullable(),
  landlordPhone: z.string().nullable(),
  landlordTier: z.enum(LANDLORD_TIERS),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string(),
  /** The listing's status (waiting for review, available, matched, filled, declined). */
  status: z.enum(PROPERTY_STATUSES),
  monthlyRent: z.number().nullable(),
  acceptsVouchers: z.boolean(),
  isAccessible: z.boolean(),
  allowsPets: z.boolean(),
  isAvailable: z.boolean(),
  unitType: z.enum(UNIT_TYPES),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  unitsAvailable: z.number().int(),
  availableDate: z.string().nullable(),
  additionalFeatures: z.string(),
  createdAt: z.string(),
});
export type HousingPropertyView = z.infer<typeof ZHousingPropertyView>;

/** One row of GET /api/housing-matches (admins), newest first. Timestamps are ISO strings or null. */
export const ZHousingMatchView = z.object({
  id: z.string(),
  veteranId: z.string(),
  propertyId: z.string(),
  veteranName: z.string().nullable(),
  propertyAddress: z.string(),
  propertyCity: z.string().nullable(),
  /** The reference a veteran who asked for the match can quote; null for the engine's proposals. */
  reference: z.string().nullable(),
  /** 0-100, shown as a percent. */
  matchScore: z.number().int(),
  matchReason: z.string(),
  status: z.enum(HOUSING_MATCH_STATUSES),
  origin: z.enum(MATCH_ORIGINS),
  declineReason: z.string().nullable(),
  adminNotes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  veteranNotifiedAt: z.string().nullable(),
  landlordNotifiedAt: z.string().nullable(),
  contactedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  placedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  /** Whole days since the last step (status change or follow-up) of an open match that has stalled; else null. */
  stalledDays: z.number().int().nullable(),
  /** What an admin last recorded about the match (a stalled response), or null. */
  latestFollowUp: ZMatchFollowUpView.omit({ matchId: true }).nullable(),
});
export type HousingMatchView = z.infer<typeof ZHousingMatchView>;

/** PATCH /api/housing-matches/{id}: move a match; answers the updated ZHousingMatchView. */
export const ZMatchStatusUpdate = z
  .strictObject({
    status: z.enum(HOUSING_MATCH_MOVES, { error: 'Choose a match status' }),
    declineReason: z
      .string()
      .trim()
      .max(DECLINE_REASON_MAX, { error: `Use at most ${DECLINE_REASON_MAX} characters` })
      .check(longTextRule)
      .optional(),
    adminNotes: longText(1000).optional(),
    /** Who said no to a home that was offered (HMIS 4.20.D): the provider unless the veteran did. */
    declinedBy: z.enum(['veteran', 'provider']).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'declined' && !value.declineReason) {
      ctx.addIssue({ code: 'custom', path: ['declineReason'], message: DECLINE_REASON_REQUIRED_MESSAGE });
    }
  });
export type MatchStatusUpdate = z.input<typeof ZMatchStatusUpdate>;

/** POST /api/housing-matches/run: body `{}`. */
export const ZRunMatchesInput = z.strictObject({});
/** `unmatched`: the veterans the run left waiting, counted by the first reason (UNMATCHED_REASONS order). */
export const ZRunMatchesResult = z.object({
  matchesCreated: z.number().int(),
  unmatched: z.array(z.object({ reason: z.enum(UNMATCHED_REASONS), count: z.number().int() })),
});
export type RunMatchesResult = z.infer<typeof ZRunMatchesResult>;

/** GET /api/housing-matches/analytics: the four summary cards and the Analytics tab. */
export const ZHousingAnalytics = z.object({
  unmatchedVeterans: z.number().int(),
  availableProperties: z.number().int(),
  pendingMatches: z.number().int(),
  successfulPlacements: z.number().int(),
  totalMatches: z.number().int(),
  matchesByStatus: z.record(z.enum(HOUSING_MATCH_STATUSES), z.number().int()),
  /** Placed matches / all matches, rounded whole percent; 0 when there are no matches. */
  successRate: z.number().int(),
  /** Median minutes from a veteran's intake to their first match; null when nobody is matched yet. */
  medianMinutesToMatch: z.number().nullable(),
  /** Veterans notified of a match (the outbox holds the message). */
  notificationsSent: z.number().int(),
});
export type HousingAnalytics = z.infer<typeof ZHousingAnalytics>;
