import { MAX_INTEGRATION_TIER, MIN_INTEGRATION_TIER } from '@shared/domain/partner-tiers';
import { PLACEMENT_TIERS } from '@shared/domain/placement-tiers';
import { TIME_FRAMES, type TimeFrame } from '@shared/domain/time-windows';
import { z } from 'zod';
import { isoDateTime, textRule } from './common';
import { ZContinuum, ZContinuumChange } from './continuums';

// Admin oversight (issue 14): the network map, network management and the audit log. Admin only.
export const ADMIN_OVERVIEW_PATH = '/api/admin/overview';
export const ADMIN_MAP_DATA_PATH = '/api/admin/map-data';
export const ADMIN_EXPORT_PATH = '/api/admin/export';
export const ADMIN_ORGANIZATIONS_PATH = '/api/admin/organizations';
export const ADMIN_ORGANIZATION_PATH = '/api/admin/organizations/:id';
export const ADMIN_AUDIT_EVENTS_PATH = '/api/admin/audit-events';

/** The map view's time frame (spec 2): days back, or all; 30 by default (shared/domain/time-windows.ts). */
export { TIME_FRAME_LABELS, TIME_FRAMES, type TimeFrame } from '@shared/domain/time-windows';
export const DEFAULT_TIME_FRAME: TimeFrame = '30';
export const TIME_FRAME_MESSAGE = `Choose a time frame: ${TIME_FRAMES.join(', ')}`;

/** What the map shades and the export holds. */
export const MAP_DATA_TYPES = ['all', 'veterans', 'landlords', 'matches'] as const;
export type MapDataType = (typeof MAP_DATA_TYPES)[number];
export const MAP_DATA_TYPE_LABELS: Record<MapDataType, string> = {
  all: 'All activity',
  veterans: 'Veterans',
  landlords: 'Landlords',
  matches: 'Matches',
};
export const MAP_DATA_TYPE_MESSAGE = `Choose a data type: ${MAP_DATA_TYPES.join(', ')}`;

const timeFrame = z.enum(TIME_FRAMES, { error: TIME_FRAME_MESSAGE }).default(DEFAULT_TIME_FRAME);
const dataType = z.enum(MAP_DATA_TYPES, { error: MAP_DATA_TYPE_MESSAGE }).default('all');

export const ZOverviewQuery = z.strictObject({ timeFrame });
export const ZMapDataQuery = z.strictObject({ timeFrame, type: dataType });
export type MapDataQuery = z.input<typeof ZMapDataQuery>;

export const ZTopMarket = z.object({
  city: z.string(),
  state: z.string(),
  veteranReferrals: z.number().int(),
  landlordLeads: z.number().int(),
  matchPotential: z.number().int(),
});

/**
 * The spec's admin overview. Counts are records created within the time frame; conversionRate is the one
 * "placement success rate" (placements / match opportunities, 0..1, src/shared/domain/network-figures.ts).
 */
export const ZOverview = z.object({
  timeFrame: z.enum(TIME_FRAMES),
  /** Start of the time frame (ISO), null for all. */
  since: z.string().nullable(),
  totalReferrals: z.number().int(),
  totalLandlordLeads: z.number().int(),
  totalMatchOpportunities: z.number().int(),
  totalPlacements: z.number().int(),
  conversionRate: z.number(),
  geographicCoverage: z.object({
    statesActive: z.number().int(),
    citiesActive: z.number().int(),
    /** the 5 cities with the most activity */
    topMarkets: z.array(ZTopMarket),
  }),
});
export type Overview = z.infer<typeof ZOverview>;

/** One ZIP code's activity (the spec's map data row), with its centroid and where that is on the map. */
export const ZMapRow = z.object({
  /** the ZIP code: one row per ZIP */
  id: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /**
   * The centroid on the map (src/shared/domain/us-map.ts), projected by the server; null without a centroid, or
   * where the map draws nothing (Puerto Rico, Guam...).
   */
  mapPoint: z.object({ x: z.number(), y: z.number() }).nullable(),
  metadata: z.object({
    veteranReferrals: z.number().int(),
    urgentReferrals: z.number().int(),
    landlordLeads: z.number().int(),
    availableUnits: z.number().int(),
    successfulMatches: z.number().int(),
  }),
});
export type MapRow = z.infer<typeof ZMapRow>;
export const ZMapData = z.object({
  timeFrame: z.enum(TIME_FRAMES),
  type: z.enum(MAP_DATA_TYPES),
  rows: z.array(ZMapRow),
});
export type MapData = z.infer<typeof ZMapData>;

/** Network management: every organisation with what an admin needs to act on it. */
export const ZAdminOrganizationQuery = z.strictObject({
  state: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'Use a two-letter state code' })
    .optional(),
  search: z
    .string()
    .trim()
    .max(100, { error: 'Search is at most 100 characters' })
    .check(textRule)
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrganizationQuery = z.input<typeof ZAdminOrganizationQuery>;

export const ZAdminOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  email: z.string().nullable(),
  integrationTier: z.number().int(),
  placementTier: z.enum(PLACEMENT_TIERS),
  verified: z.boolean(),
  allowsDirectReferrals: z.boolean(),
  /** a partner sign-in exists (set up through an invitation) */
  hasSignIn: z.boolean(),
  /** that sign-in may be used (false: deactivated) */
  signInActive: z.boolean(),
  /** referrals not yet completed or closed */
  referralsOpen: z.number().int(),
  /** median hours from a referral to its first contact, null when none was contacted */
  medianHoursToFirstContact: z.number().nullable(),
  placements: z.number().int(),
  /** its Continuum of Care (issue 35); null until an admin sets it */
  continuum: ZContinuum.nullable(),
});
export type AdminOrganization = z.infer<typeof ZAdminOrganization>;
export const ZAdminOrganizationPage = z.object({
  organizations: z.array(ZAdminOrganization),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrganizationPage = z.infer<typeof ZAdminOrganizationPage>;

/** One change at a time (each is audited): verify, integration tier, direct referrals, sign-in on or off. */
export const ZAdminOrganizationChange = z
  .strictObject({
    verified: z.boolean().optional(),
    integrationTier: z
      .number({ error: 'Choose a tier from 1 to 5' })
      .int({ error: 'Choose a tier from 1 to 5' })
      .min(MIN_INTEGRATION_TIER, { error: 'Choose a tier from 1 to 5' })
      .max(MAX_INTEGRATION_TIER, { error: 'Choose a tier from 1 to 5' })
      .optional(),
    allowsDirectReferrals: z.boolean().optional(),
    /** false: deactivate the sign-in (its sessions end at once); true: allow it again */
    signInActive: z.boolean().optional(),
    /** its Continuum of Care (created or renamed with it), or null to take it out of one */
    continuum: ZContinuumChange.nullable().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: 'Say what to change',
  });
export type AdminOrganizationChange = z.infer<typeof ZAdminOrganizationChange>;

/** The audit log viewer: newest first, filtered, paginated. */
export const AUDIT_ACTOR_TYPES = ['partner', 'admin', 'landlord', 'veteran', 'anonymous', 'system'] as const;
export const ZAuditQuery = z.strictObject({
  actorType: z
    .enum(AUDIT_ACTOR_TYPES, { error: `Choose an actor: ${AUDIT_ACTOR_TYPES.join(', ')}` })
    .optional(),
  actorId: z.uuid({ error: 'Unknown actor id' }).optional(),
  action: z
    .string()
    .trim()
    .max(100, { error: 'Action is at most 100 characters' })
    .check(textRule)
    .optional(),
  targetType: z
    .string()
    .trim()
    .max(50, { error: 'Record type is at most 50 characters' })
    .check(textRule)
    .optional(),
  targetId: z.uuid({ error: 'Unknown record id' }).optional(),
  from: isoDateTime('From must be a date and time').optional(),
  to: isoDateTime('To must be a date and time').optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditEvent = z.object({
  id: z.uuid(),
  action: z.string(),
  outcome: z.string(),
  actorType: z.string(),
  actorId: z.string().nullable(),
  /** the admin's or organisation's name when known */
  actorName: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** the record as staff name it: a match "Dana R. · 5944 Liberty Rd", a veteran "Dana R.", a home's address,
   * an organisation's name; null for other records (then the type and id say what it is) */
  targetName: z.string().nullable(),
  /** the account name tried at sign-in, masked (j***@example.com) */
  loginAccount: z.string().nullable(),
  /** masked to the network (203.0.113.x) */
  ip: z.string().nullable(),
  /** ids and statuses only; anything that looks like personal data is masked */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof ZAuditEvent>;
export const ZAuditPage = z.object({
  events: z.array(ZAuditEvent),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof ZAuditPage>;
