import { DISCHARGE_STATUSES } from '@shared/domain/constants';
import { HOUSING_MATCH_STATUSES } from '@shared/domain/housing-match-status';
import { INTAKE_PRIORITIES } from '@shared/domain/intake-priority';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { PERSON_STATUSES } from '@shared/domain/person-timeline';
import { REFERRAL_STATUSES } from '@shared/domain/referral-status';
import { URGENCY_LEVELS } from '@shared/domain/urgency';
import { z } from 'zod';
import { optionalText, ZPagination } from './common';
import { ZPersonStatus, ZTimelineEventView } from './person-timeline';

export const CASELOAD_PATH = '/api/partner/caseload';
export const CASELOAD_VETERAN_ROUTE = '/api/partner/caseload/:veteranId';
export const caseloadVeteranPath = (veteranId: string) =>
  `/api/partner/caseload/${encodeURIComponent(veteranId)}`;

/** The screens: the caseload and one veteran in it. */
export const CASELOAD_PAGE_ROUTE = PAGE_PATHS.partnerCaseload;
export const caseloadVeteranPage = (veteranId: string) =>
  `${PAGE_PATHS.partnerCaseload}/${encodeURIComponent(veteranId)}`;

export const CASELOAD_NOT_FOUND_MESSAGE = 'We could not find this veteran in your caseload.';

/** The one person status (decision 0034), or all of them. */
export const CASELOAD_FILTERS = ['all', ...PERSON_STATUSES] as const;
export type CaseloadFilter = (typeof CASELOAD_FILTERS)[number];

/** GET /api/partner/caseload: search by name or ZIP, a status filter, `limit` and `offset` like every list. */
export const ZCaseloadQuery = ZPagination.extend({
  search: optionalText(100),
  status: z.enum(CASELOAD_FILTERS, { error: 'Choose a status' }).default('all'),
});
export type CaseloadQuery = z.input<typeof ZCaseloadQuery>;
export type CaseloadOptions = z.output<typeof ZCaseloadQuery>;

/** The home next to the veteran: the match that sets their status (see currentMatch). */
export const ZCaseloadMatch = z.object({
  matchId: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string(),
  /** 0-100 from the match engine. */
  score: z.number().int(),
  status: z.enum(HOUSING_MATCH_STATUSES),
});
export type CaseloadMatch = z.infer<typeof ZCaseloadMatch>;

export const ZCaseloadItem = z.object({
  veteranId: z.string(),
  name: z.string().nullable(),
  zipCode: z.string(),
  /** The one status every page shows, derived from the person's timeline (personStatus). */
  status: ZPersonStatus,
  bestMatch: ZCaseloadMatch.nullable(),
  priority: z.enum(INTAKE_PRIORITIES),
  urgency: z.enum(URGENCY_LEVELS),
  /** ISO time of the latest of the veteran's intake, their matches' steps and a delivered waitlist notice. */
  lastChangeAt: z.string(),
});
export type CaseloadItem = z.infer<typeof ZCaseloadItem>;

/** Sorted most urgent first, then the oldest change first (compareCaseload). */
export const ZCaseloadList = z.object({
  items: z.array(ZCaseloadItem),
  /** Veterans matching the search and filter, over every page. */
  total: z.number().int(),
});
export type CaseloadList = z.infer<typeof ZCaseloadList>;

export const ZCaseloadVeteranParam = z.strictObject({ veteranId: z.uuid({ error: 'Unknown id' }) });

export const ZCaseloadMatchDetail = ZCaseloadMatch.extend({
  /** Why the engine (or the veteran) picked the home. */
  reason: z.string(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  /** The latest step of the match. */
  lastStepAt: z.string(),
  /** An offer still open for the veteran's decision (offered, none recorded): the case worker may record it. */
  awaitsDecision: z.boolean(),
});
export type CaseloadMatchDetail = z.infer<typeof ZCaseloadMatchDetail>;

export const ZCaseloadReferral = z.object({
  id: z.string(),
  reference: z.string().nullable(),
  status: z.enum(REFERRAL_STATUSES),
  needType: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/partner/caseload/{veteranId}: the veteran's record, every match, and their referral to the organisation. */
export const ZCaseloadVeteran = ZCaseloadItem.omit({ bestMatch: true }).extend({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  caseManagerEmail: z.string().nullable(),
  dischargeStatus: z.enum(DISCHARGE_STATUSES).nullable(),
  benefits: z.object({
    vash: z.boolean(),
    giBill: z.boolean(),
    disability: z.boolean(),
    employment: z.boolean(),
  }),
  needs: z.object({ requiresAccessibility: z.boolean(), hasPet: z.boolean() }),
  additionalNotes: z.string().nullable(),
  createdAt: z.string(),
  /** Newest first. */
  matches: z.array(ZCaseloadMatchDetail),
  referral: ZCaseloadReferral.nullable(),
  /** What happened to the person, oldest first, in plain words. */
  timeline: z.array(ZTimelineEventView),
});
export type CaseloadVeteran = z.infer<typeof ZCaseloadVeteran>;
