import {
  CO_LIVING_APPLICATION_STATUSES,
  CO_LIVING_MATCH_STATUSES,
  CO_LIVING_ROOM_TYPES,
  DECLINED_BY,
  FORMATION_TRIGGERS,
  HOUSEHOLD_STATUSES,
  SERVICE_BRANCHES,
  SERVICE_ERAS,
  SHARED_SPACES,
  SMOKING_PREFERENCES,
} from '@shared/domain/co-living/vocabulary';
import { z } from 'zod';
import { ZQuietHours } from './co-living';
import { dollars, longText, requiredLongText, requiredText, zipCode } from './common';
import { ZPersonStatus } from './person-timeline';

// Co-living homes, households, formation runs and the placement workflow (issue 13). Money is in dollars.

export const CO_LIVING_HOMES_PATH = '/api/co-living/homes';
export const CO_LIVING_RUN_PATH = '/api/co-living/households/run';
export const CO_LIVING_HOUSEHOLDS_PATH = '/api/co-living/households';
export const CO_LIVING_HOUSEHOLD_PATH = '/api/co-living/households/:id';
export const coLivingHouseholdPath = (id: string) => `/api/co-living/households/${id}`;
export const CO_LIVING_MATCH_ADVANCE_PATH = '/api/co-living/matches/:id/advance';
export const coLivingMatchAdvancePath = (id: string) => `/api/co-living/matches/${id}/advance`;
/** GET: the messages "Send proposal" would send, as they would go. */
export const CO_LIVING_PROPOSAL_PREVIEW_PATH = '/api/co-living/matches/:id/proposal-preview';
export const coLivingProposalPreviewPath = (id: string) => `/api/co-living/matches/${id}/proposal-preview`;
export const CO_LIVING_MATCH_DECLINE_PATH = '/api/co-living/matches/:id/decline';
export const coLivingMatchDeclinePath = (id: string) => `/api/co-living/matches/${id}/decline`;
export const CO_LIVING_DASHBOARD_PATH = '/api/co-living/dashboard';
/** A partner's own applicants and their proposals. */
export const PARTNER_CO_LIVING_PATH = '/api/partner/co-living';

/** POST /api/co-living/homes: a landlord (their own home) or an admin lists a shared home. */
export const ZCoLivingHomeInput = z
  .strictObject({
    address: requiredText('Enter the street address of the shared home', 200),
    zipCode: zipCode('Enter the ZIP code of the shared home'),
    totalRooms: z
      .number({ error: 'Enter the number of rooms' })
      .int({ error: 'Enter a whole number of rooms' })
      .min(3, { error: 'A co-living home has at least 3 rooms' })
      .max(12, { error: 'Use at most 12 rooms' }),
    availableRooms: z
      .number({ error: 'Enter the rooms open to veterans' })
      .int({ error: 'Enter a whole number of rooms' })
      .min(1, { error: 'Open at least 1 room to veterans' })
      .max(12, { error: 'Use at most 12 rooms' }),
    bathrooms: z
      .number({ error: 'Enter the number of bathrooms' })
      .int({ error: 'Enter a whole number of bathrooms' })
      .min(1, { error: 'A home has at least 1 bathroom' })
      .max(12, { error: 'Use at most 12 bathrooms' }),
    roomTypes: z
      .array(z.enum(CO_LIVING_ROOM_TYPES), { error: 'Choose the kinds of room the home offers' })
      .min(1, { error: 'Choose the kinds of room the home offers' }),
    sharedSpaces: z.array(z.enum(SHARED_SPACES)).default([]),
    baseRoomRate: dollars('base room rate', { min: 1, max: 10_000 }),
    utilitiesIncluded: z.boolean().default(false),
    wifiIncluded: z.boolean().default(false),
    parkingIncluded: z.boolean().default(false),
    accessible: z.boolean().default(false),
    allowsPets: z.boolean().default(false),
    smokingPolicy: z.enum(SMOKING_PREFERENCES, { error: 'Choose a smoking policy' }).default('non_smoking'),
    quietHours: ZQuietHours,
    hasYard: z.boolean().default(false),
    hasGarage: z.boolean().default(false),
    managementFeeMonthly: dollars('management fee', { max: 10_000 }).default(0),
    description: longText(2000).default(''),
  })
  .refine((home) => home.availableRooms <= home.totalRooms, {
    path: ['availableRooms'],
    error: 'Open at most as many rooms as the home has',
  });
export type CoLivingHomeInput = z.input<typeof ZCoLivingHomeInput>;

/** A co-living home as staff and its landlord see it. */
export const ZCoLivingHomeView = z.object({
  propertyId: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string(),
  /** the listing's review status (PROPERTY_STATUSES) */
  status: z.string(),
  totalRooms: z.number(),
  availableRooms: z.number(),
  /** available rooms minus the places household members hold */
  freeRooms: z.number(),
  bathrooms: z.number(),
  roomTypes: z.array(z.enum(CO_LIVING_ROOM_TYPES)),
  sharedSpaces: z.array(z.enum(SHARED_SPACES)),
  baseRoomRate: z.number(),
  utilitiesIncluded: z.boolean(),
  wifiIncluded: z.boolean(),
  parkingIncluded: z.boolean(),
  accessible: z.boolean(),
  allowsPets: z.boolean(),
  smokingPolicy: z.enum(SMOKING_PREFERENCES),
  quietHours: z.object({ start: z.string(), end: z.string() }),
  hasYard: z.boolean(),
  hasGarage: z.boolean(),
  managementFeeMonthly: z.number(),
  households: z.number(),
});
export type CoLivingHomeView = z.infer<typeof ZCoLivingHomeView>;

/** POST /api/co-living/households/run: the figures of one formation run. */
export const ZFormationRunResult = z.object({
  runId: z.string(),
  trigger: z.enum(FORMATION_TRIGGERS),
  applicantsConsidered: z.number(),
  householdsFormed: z.number(),
  veteransPlaced: z.number(),
  totalCompatibility: z.number(),
  upperBound: z.number(),
  /** totalCompatibility / upperBound (1 when the bound is 0) */
  ratioToBound: z.number(),
  durationMs: z.number(),
  createdAt: z.string(),
});
export type FormationRunResult = z.infer<typeof ZFormationRunResult>;

const ZScores = {
  overall: z.number(),
  serviceEra: z.number(),
  social: z.number(),
  lifestyle: z.number(),
  financial: z.number(),
};

/**
 * One proposed member. A partner sees the name of their own applicants only; other members read as
 * "Housemate" with what compatibility uses (branch, era), never contact details.
 */
export const ZHouseholdMember = z.object({
  matchId: z.string(),
  applicationId: z.string(),
  reference: z.string(),
  /** null when the caller may not see this member's name */
  veteranName: z.string().nullable(),
  serviceBranch: z.enum(SERVICE_BRANCHES),
  preferredServiceEra: z.enum(SERVICE_ERAS),
  status: z.enum(CO_LIVING_MATCH_STATUSES),
  roomType: z.enum(CO_LIVING_ROOM_TYPES),
  rentShare: z.number(),
  scores: z.object(ZScores),
  matchReason: z.string(),
  potentialConcerns: z.array(z.string()),
  recommendedTrialPeriod: z.number(),
  notifiedAt: z.string().nullable(),
  interviewAt: z.string().nullable(),
  trialStartedAt: z.string().nullable(),
  placedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declinedBy: z.enum(DECLINED_BY).nullable(),
  declineReason: z.string().nullable(),
  /** the workflow steps this caller may take now */
  nextSteps: z.array(z.enum(CO_LIVING_MATCH_STATUSES)),
  canDecline: z.boolean(),
});
export type HouseholdMember = z.infer<typeof ZHouseholdMember>;

/** One pair of current members, explained. */
export const ZHouseholdPair = z.object({
  aApplicationId: z.string(),
  bApplicationId: z.string(),
  ...ZScores,
  reasons: z.array(z.string()),
  potentialConcerns: z.array(z.string()),
  compatible: z.boolean(),
});
export type HouseholdPairView = z.infer<typeof ZHouseholdPair>;

export const ZHouseholdView = z.object({
  id: z.string(),
  householdName: z.string(),
  status: z.enum(HOUSEHOLD_STATUSES),
  maxOccupants: z.number(),
  /** members living there: on trial or placed */
  currentOccupants: z.number(),
  home: ZCoLivingHomeView.pick({
    propertyId: true,
    address: true,
    city: true,
    state: true,
    zipCode: true,
    baseRoomRate: true,
    accessible: true,
    allowsPets: true,
    smokingPolicy: true,
    quietHours: true,
    utilitiesIncluded: true,
    wifiIncluded: true,
    parkingIncluded: true,
  }),
  /** every proposal, declined ones last */
  members: z.array(ZHouseholdMember),
  /** every pair of non-declined members */
  pairs: z.array(ZHouseholdPair),
  /** the household's mean pair score; null with fewer than two members */
  score: z.number().nullable(),
  recommendedTrialPeriod: z.number().nullable(),
  potentialConcerns: z.array(z.string()),
  monthlyRent: z.number(),
  securityDeposit: z.number(),
  trialEndsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type HouseholdView = z.infer<typeof ZHouseholdView>;

export const ZHouseholdListQuery = z.strictObject({
  status: z.enum(HOUSEHOLD_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** POST /api/co-living/matches/:id/advance: the next step of the workflow. */
export const ZMatchAdvanceInput = z.strictObject({
  to: z.enum(['notified', 'interview', 'trial', 'placed'], { error: 'Choose the next step' }),
});

export const DECLINE_REASON_MAX = 1000;
/** POST /api/co-living/matches/:id/decline: who said no, and why. */
export const ZMatchDeclineInput = z.strictObject({
  declinedBy: z.enum(DECLINED_BY, { error: 'Choose who declined' }),
  reason: requiredLongText('Say why the proposal was declined', DECLINE_REASON_MAX),
});

/** GET /api/co-living/dashboard: what the admin's co-living page shows. */
export const ZCoLivingDashboard = z.object({
  waiting: z.array(
    z.object({
      applicationId: z.string(),
      reference: z.string(),
      veteranName: z.string().nullable(),
      zipCode: z.string(),
      appliedAt: z.string(),
      /** why the last run left them waiting; null before any run */
      waitingReason: z.string().nullable(),
    }),
  ),
  homes: z.array(ZCoLivingHomeView),
  householdsByStatus: z.record(z.enum(HOUSEHOLD_STATUSES), z.number()),
  lastRun: ZFormationRunResult.nullable(),
  /** applications at each stage: applied counts every application ever made */
  funnel: z.object({
    applied: z.number(),
    waiting: z.number(),
    proposed: z.number(),
    notified: z.number(),
    interview: z.number(),
    trial: z.number(),
    placed: z.number(),
    declined: z.number(),
  }),
});
export type CoLivingDashboard = z.infer<typeof ZCoLivingDashboard>;

/** GET /api/partner/co-living: the partner's applicants, where each stands, and their household. */
export const ZPartnerCoLivingApplicant = z.object({
  applicationId: z.string(),
  reference: z.string(),
  veteranName: z.string().nullable(),
  status: z.enum(CO_LIVING_APPLICATION_STATUSES),
  /** The person's one status, from their timeline (personStatus): the same as on the caseload. */
  personStatus: ZPersonStatus,
  appliedAt: z.string(),
  waitingReason: z.string().nullable(),
  householdId: z.string().nullable(),
  matchStatus: z.enum(CO_LIVING_MATCH_STATUSES).nullable(),
});
export type PartnerCoLivingApplicant = z.infer<typeof ZPartnerCoLivingApplicant>;

/** The landlord's co-living households: each household on their homes once every member said yes. */
export const LANDLORD_CO_LIVING_PATH = '/api/landlord/co-living-households';
export const ZLandlordHousehold = z.object({
  id: z.string(),
  householdName: z.string(),
  address: z.string(),
  status: z.enum(HOUSEHOLD_STATUSES),
  trialStartedAt: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  /** The members' first names: whom the landlord meets. */
  firstNames: z.array(z.string()),
});
export type LandlordHousehold = z.infer<typeof ZLandlordHousehold>;
