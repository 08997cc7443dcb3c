import { DESTINATION_CODES } from '@shared/domain/hmis-codes';
import { INTERNAL_NOTES_MAX, REFERRAL_FILTERS, REFERRAL_STATUSES } from '@shared/domain/referral-status';
import { REFERRED_BY } from '@shared/domain/referrer';
import { URGENCY_LEVELS } from '@shared/domain/urgency';
import { z } from 'zod';
import { longTextRule, queryText, ZIdParam } from './common';
import { ZPersonStatus } from './person-timeline';

export const PARTNER_PROFILE_PATH = '/api/partner/profile';
export const PARTNER_REFERRALS_PATH = '/api/partner/referrals';
export const PARTNER_REFERRAL_PATH = '/api/partner/referrals/:id';
export const PARTNER_REFERRALS_EXPORT_PATH = '/api/partner/referrals/export';
export const PARTNER_STATS_PATH = '/api/partner/stats/:id';
export const PARTNER_ANALYTICS_PATH = '/api/partner/analytics';

export const partnerReferralPath = (id: string) => `/api/partner/referrals/${encodeURIComponent(id)}`;
export const partnerStatsPath = (id: string) => `/api/partner/stats/${encodeURIComponent(id)}`;

/** `urgency` (the default): open referrals first, the most urgent, nobody contacted yet, then the oldest at the top. */
export const REFERRAL_SORTS = ['urgency', 'date', 'status', 'zip'] as const;
export type ReferralSort = (typeof REFERRAL_SORTS)[number];
export const REFERRAL_SORT_LABELS: Record<ReferralSort, string> = {
  urgency: 'Most urgent first',
  date: 'Date Received',
  status: 'Status',
  zip: 'ZIP Code',
};

/** GET /api/partner/referrals query. */
export const ZReferralListQuery = z.strictObject({
  status: z.enum(REFERRAL_FILTERS).default('all'),
  sort: z.enum(REFERRAL_SORTS).default('urgency'),
  /** A veteran's name (any part), phone digits or ZIP code. */
  q: queryText(100),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ReferralListQuery = z.input<typeof ZReferralListQuery>;

export const ZPartnerReferral = z.object({
  id: z.string(),
  /** The short reference the referrer was given (RF-7K2Q9M); null for referrals older than references. */
  reference: z.string().nullable(),
  veteranName: z.string().nullable(),
  veteranPhone: z.string().nullable(),
  veteranEmail: z.string().nullable(),
  /** How the referrer said to reach the veteran (free text from the directory's referral modal). */
  contactMethod: z.string().nullable(),
  /** Who sent it; null for referrals from before it was asked (and from the site's own intakes). */
  referredBy: z.enum(REFERRED_BY).nullable(),
  caseManagerName: z.string().nullable(),
  caseManagerPhone: z.string().nullable(),
  caseManagerEmail: z.string().nullable(),
  zipCode: z.string(),
  urgencyLevel: z.enum(URGENCY_LEVELS),
  needsDescription: z.string().nullable(),
  serviceType: z.string().nullable(),
  status: z.enum(REFERRAL_STATUSES),
  /** The referred person's one status, from their timeline (personStatus): the same on every page. */
  personStatus: ZPersonStatus,
  /** The person's caseload entry (/partner/caseload/{id}, where a move-in is recorded); null when another brought them. */
  caseloadVeteranId: z.string().nullable(),
  notes: z.string(),
  createdAt: z.string(),
  contactedAt: z.string().nullable(),
});
export type PartnerReferral = z.infer<typeof ZPartnerReferral>;

/** The five stat cards and the spec's {total, pending, inProgress, completed, thisMonth}. */
export const ZReferralStats = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  thisMonth: z.number().int(),
  /** Whole percent of all referrals that were ever contacted / matched. */
  contactedPercent: z.number().int(),
  matchedPercent: z.number().int(),
  topZip: z.string().nullable(),
});
export type ReferralStats = z.infer<typeof ZReferralStats>;

export const ZPartnerReferralList = z.object({
  stats: ZReferralStats,
  /** For the status tabs: referrals of each filter that match the search (all of them without one). */
  statusCounts: z.object(
    Object.fromEntries(REFERRAL_FILTERS.map((f) => [f, z.number().int()])) as Record<
      (typeof REFERRAL_FILTERS)[number],
      z.ZodNumber
    >,
  ),
  referrals: z.array(ZPartnerReferral),
  /** How many referrals match the filter (the list is paginated). */
  total: z.number().int(),
});
export type PartnerReferralList = z.infer<typeof ZPartnerReferralList>;

/** PATCH /api/partner/referrals/{id}: a status move, a notes edit, or both. */
export const ZReferralPatch = z
  .strictObject({
    status: z.enum(REFERRAL_STATUSES, { error: 'Choose a valid status' }).optional(),
    notes: z
      .string({ error: 'Notes must be text' })
      .max(INTERNAL_NOTES_MAX, { error: `Notes can be at most ${INTERNAL_NOTES_MAX} characters` })
      .check(longTextRule)
      .optional(),
    /** Where the person went (HMIS 3.12), when the case worker closes the referral knowing it: an exit. */
    destination: z
      .number()
      .int()
      .refine((code) => DESTINATION_CODES.includes(code), { error: 'Choose a destination from the list' })
      .optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.notes !== undefined, {
    error: 'Send a status or notes to change',
  })
  .refine((patch) => patch.destination === undefined || patch.status === 'closed', {
    error: 'A destination is recorded only when the referral is closed',
    path: ['destination'],
  });
export type ReferralPatch = z.input<typeof ZReferralPatch>;

export const ZReferralIdParam = ZIdParam;

/** GET /api/partner/stats/{id}. avgResponseTime is in hours (24 when nothing was contacted yet). */
export const ZPartnerStats = z.object({
  totalReferrals: z.number().int(),
  placementRate: z.number().int(),
  avgResponseTime: z.number(),
});
export type PartnerStats = z.infer<typeof ZPartnerStats>;

/** GET /api/partner/analytics: this partner's real figures for the Analytics tab. */
export const ZPartnerAnalytics = z.object({
  byStatus: z.array(z.object({ status: z.enum(REFERRAL_STATUSES), count: z.number().int() })),
  /** The last 12 months, oldest first, as 'YYYY-MM' (UTC). */
  byMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  /** Median hours from a referral's arrival to its first contact; null when none was contacted. */
  medianHoursToFirstContact: z.number().nullable(),
  contactedCount: z.number().int(),
});
export type PartnerAnalytics = z.infer<typeof ZPartnerAnalytics>;
