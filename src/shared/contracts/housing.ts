import {
  DECLINE_REASON_MAX,
  DECLINE_REASON_REQUIRED_MESSAGE,
  HOUSING_MATCH_MOVES,
  HOUSING_MATCH_STATUSES,
  MATCH_ORIGINS,
} from '@shared/domain/housing-match-status';
import { PROPERTY_STATUSES, UNIT_TYPES } from '@shared/domain/inventory';
import { LANDLORD_TIERS } from '@shared/domain/match-engine/landlord-tiers';
import { UNMATCHED_REASONS } from '@shared/domain/match-engine/unmatched-reasons';
import { URGENCY_LEVELS } from '@shared/domain/urgency';
import { z } from 'zod';
import { longText, longTextRule } from './common';
import { ZMatchFollowUpView } from './match-follow-ups';
import { ZPersonStatus } from './person-timeline';

export * from './housing-paths';

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
