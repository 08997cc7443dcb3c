import { PLACEMENT_STATUSES } from '@shared/domain/inventory';
import { SERVICE_CATEGORIES } from '@shared/domain/partner-tiers';
import { PLACEMENT_TIERS } from '@shared/domain/placement-tiers';
import { REFERRAL_STATUSES } from '@shared/domain/referral-status';
import { z } from 'zod';
import { EMAIL_MESSAGE, isCalendarDate, longText, optionalPhone, requiredText, textRule } from './common';

/**
 * The owner's side of the trusted network: placements, the profile edit and live impact
 * metrics. Every call here needs the partner's bearer token and works on its own organisation only.
 */

export const PLACEMENTS_PATH = '/api/placements';
export const PARTNER_IMPACT_PATH = '/api/partner/impact';
/** PATCH on the same path as GET /api/partner/profile (contracts/partner.ts). */
export const PARTNER_PROFILE_UPDATE_PATH = '/api/partner/profile';

export const placementsPath = (vsoId: string, limit?: number) =>
  `/api/placements?vsoId=${encodeURIComponent(vsoId)}${limit ? `&limit=${limit}` : ''}`;

export const PLACEMENTS_PAGE_DEFAULT = 50;
export const PLACEMENTS_PAGE_MAX = 200;
export const PLACEMENT_RENT_MAX_DOLLARS = 100_000;
export const PLACEMENT_FAILED_MESSAGE = 'Failed to record placement';
export const PLACEMENT_RECORDED_MESSAGE = 'Placement recorded successfully';
export const NOT_YOUR_ORGANIZATION_MESSAGE = 'You can only see and change your own organization';

/** The latest time zone is 14 hours ahead of UTC: a date up to that far ahead is still "today" somewhere. */
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/** A placement date as 'YYYY-MM-DD' (an ISO date-time is cut to its date), not in the future. */
export const ZPlacementDate = z
  .string({ error: 'Placement date is required' })
  .trim()
  .min(1, { error: 'Placement date is required', abort: true })
  .check(textRule)
  .transform((value) => value.slice(0, 10))
  .refine((value) => isCalendarDate(value), {
    error: 'Enter a valid date',
    abort: true,
  })
  .refine((value) => Date.parse(`${value}T00:00:00Z`) <= Date.now() + LATEST_OFFSET_MS, {
    error: 'Placement date cannot be in the future',
  });

export const VETERAN_NAME_REQUIRED = 'Veteran name is required';
export const PROPERTY_ADDRESS_REQUIRED = 'Property address is required';
export const ONE_COMPLETION_MESSAGE = 'Record the placement from the referral or from the match, not both';

/**
 * POST /api/placements ('Record New Placement'). monthlyRent is in dollars; stored as cents. A placement that
 * completes a referral (`referralId`) or a match (`matchId`) takes the person from it, and the home from the match
 * or `propertyId`: no name or address is typed then. The spec's free-text body stays for a person we never referred.
 */
export const ZPlacementInput = z
  .strictObject({
    veteranName: requiredText(VETERAN_NAME_REQUIRED, 120).optional(),
    propertyAddress: requiredText(PROPERTY_ADDRESS_REQUIRED, 300).optional(),
    /** The referral to this organisation the placement completes. */
    referralId: z.uuid({ error: 'Unknown referral' }).optional(),
    /** The housing match the placement completes (its veteran and home). */
    matchId: z.uuid({ error: 'Unknown match' }).optional(),
    placementDate: ZPlacementDate,
    monthlyRent: z
      .number({ error: 'Monthly rent must be greater than 0' })
      .min(1, { error: 'Monthly rent must be greater than 0' })
      .max(PLACEMENT_RENT_MAX_DOLLARS, { error: 'Enter a monthly rent under $100,000' }),
    isVABenefitBased: z.boolean().default(false),
    notes: longText(1000).default(''),
    /**
     * The organisation placing. A partner's own (the default); an admin's placement is recorded for the
     * organisation of the referral or match it completes (decision 0034), so an admin may leave it out.
     */
    vsoId: z.uuid({ error: 'Unknown organization' }).optional(),
    /**
     * The veteran and the home on the platform, when the placement is theirs: the home then loses a unit and
     * the placement counts in the funnel. Leave both out for a placement outside the platform.
     */
    veteranId: z.uuid({ error: 'Unknown veteran' }).optional(),
    propertyId: z.uuid({ error: 'Unknown home' }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.referralId && input.matchId)
      ctx.addIssue({ code: 'custom', path: ['matchId'], message: ONE_COMPLETION_MESSAGE });
    const completes = Boolean(input.referralId || input.matchId);
    if (!completes && !input.veteranName)
      ctx.addIssue({ code: 'custom', path: ['veteranName'], message: VETERAN_NAME_REQUIRED });
    if (!input.matchId && !input.propertyId && !input.propertyAddress)
      ctx.addIssue({ code: 'custom', path: ['propertyAddress'], message: PROPERTY_ADDRESS_REQUIRED });
  });
export type PlacementInput = z.input<typeof ZPlacementInput>;

/**
 * One placement. monthlyRent in dollars; placementDate 'YYYY-MM-DD'. `id` and `vsoId` are null only for an admin's
 * move-in of a person no organisation works with: the match is placed and the timeline says so, but no
 * organisation's placement is recorded (it counts in no organisation's funnel or tier).
 */
export const ZPlacementView = z.object({
  id: z.string().nullable(),
  vsoId: z.string().nullable(),
  veteranName: z.string(),
  propertyAddress: z.string(),
  placementDate: z.string(),
  monthlyRent: z.number(),
  isVABenefitBased: z.boolean(),
  notes: z.string(),
  status: z.enum(PLACEMENT_STATUSES),
  veteranId: z.string().nullable(),
  propertyId: z.string().nullable(),
  createdAt: z.string(),
});
export type PlacementView = z.infer<typeof ZPlacementView>;

/** GET /api/placements?vsoId=: newest placement date first; the total is in the X-Total-Count header. */
export const ZPlacementListQuery = z.strictObject({
  vsoId: z.uuid({ error: 'Unknown organization' }),
  limit: z.coerce.number().int().min(1).max(PLACEMENTS_PAGE_MAX).default(PLACEMENTS_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const ZPlacementList = z.array(ZPlacementView);

/** PATCH /api/partner/profile: the owner's 'Edit Profile'. Send only what changes; null clears. */
export const ZPartnerProfileUpdate = z
  .strictObject({
    description: longText(2000).optional(),
    mission: longText(1000).nullable().optional(),
    website: z
      .url({ error: 'Enter a full web address, like https://example.org', protocol: /^https?$/ })
      .max(300)
      .nullable()
      .optional(),
    phone: optionalPhone('Enter a valid phone number').nullable(),
    email: z.email({ error: EMAIL_MESSAGE }).nullable().optional(),
    logoUrl: z
      .url({ error: 'Enter a full image address, like https://example.org/logo.png', protocol: /^https?$/ })
      .max(500)
      .nullable()
      .optional(),
    brandColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use a colour like #1e3a5f' })
      .nullable()
      .optional(),
    serviceCategories: z
      .array(z.enum(SERVICE_CATEGORIES, { error: 'Choose services from the list' }))
      .min(1, { error: 'Choose at least one service' })
      .optional(),
    allowsDirectReferrals: z.boolean().optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: 'Send at least one field to change',
  });
export type PartnerProfileUpdate = z.input<typeof ZPartnerProfileUpdate>;
export const PROFILE_SAVED_MESSAGE = 'Profile saved';

/** GET /api/partner/impact: the owner's live impact metrics (all computed from referrals and placements). */
export const ZImpactMetrics = z.object({
  totalReferrals: z.number().int(),
  referralsByStatus: z.object(
    Object.fromEntries(REFERRAL_STATUSES.map((status) => [status, z.number().int()])) as Record<
      (typeof REFERRAL_STATUSES)[number],
      z.ZodNumber
    >,
  ),
  placementsTotal: z.number().int(),
  placementsThisMonth: z.number().int(),
  placementsThisYear: z.number().int(),
  /** Average hours from a referral's arrival to its first contact; null when none was contacted. */
  averageResponseHours: z.number().nullable(),
  placementTier: z.enum(PLACEMENT_TIERS),
  /** Placements still needed for the next tier; null at the top or while unverified. */
  placementsToNextTier: z.number().int().nullable(),
});
export type ImpactMetrics = z.infer<typeof ZImpactMetrics>;

/** GET /api/vsos/{id}/report answers application/pdf named "<slug>-impact-report.pdf". */
export const impactReportFilename = (slug: string) => `${slug}-impact-report.pdf`;
export const REPORT_DOWNLOADED_MESSAGE = 'Impact report downloaded successfully';
export const REPORT_FAILED_MESSAGE = 'Failed to generate report';
