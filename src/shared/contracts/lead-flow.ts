import { LANDLORD_TIERS } from '@shared/domain/match-engine/landlord-tiers';
import { TIME_WINDOWS } from '@shared/domain/time-windows';
import { z } from 'zod';

export const FLOW_METRICS_PATH = '/api/dashboard/flow-metrics';
export const DRILL_DOWN_PATH = '/api/dashboard/drill-down';
export const DASHBOARD_EXPORT_PATH = '/api/dashboard/export';

/** Lead flow filters (spec 2, section 9): default month. The periods are the time windows of shared/domain. */
export {
  TIME_WINDOW_DAYS as FLOW_PERIOD_DAYS,
  TIME_WINDOW_LABELS as FLOW_PERIOD_LABELS,
  TIME_WINDOWS as FLOW_PERIODS,
  type TimeWindow as FlowPeriod,
} from '@shared/domain/time-windows';

export const FLOW_TIER_FILTERS = ['all', ...LANDLORD_TIERS] as const;
export type FlowTierFilter = (typeof FLOW_TIER_FILTERS)[number];

/** GET /api/dashboard/flow-metrics and /export query. */
export const ZFlowQuery = z.strictObject({
  period: z.enum(TIME_WINDOWS, { error: 'Choose a period: week, month, quarter or year' }).default('month'),
  tier: z.enum(FLOW_TIER_FILTERS, { error: 'Choose a landlord tier' }).default('all'),
});
export type FlowQuery = z.input<typeof ZFlowQuery>;

/**
 * The spec's "Flow metrics" shape. Counts are records created within the period (landlord-side counts
 * only for landlords of the chosen tier); conversion rates are fractions 0..1 (the page shows percent, one decimal).
 */
export const ZFlowMetrics = z.object({
  period: z.enum(TIME_WINDOWS),
  tier: z.enum(FLOW_TIER_FILTERS),
  /** Start of the period (ISO). */
  since: z.string(),
  landlords: z.object({ total: z.number().int() }),
  listings: z.object({ total: z.number().int(), matched: z.number().int(), available: z.number().int() }),
  matches: z.object({
    total: z.number().int(),
    thisMonth: z.number().int(),
    successfulPlacements: z.number().int(),
    /** Open matches whose veteran has not been notified yet. */
    pendingNotifications: z.number().int(),
  }),
  veterans: z.object({ total: z.number().int(), activeIntake: z.number().int() }),
  conversionRates: z.object({
    landlordSignupToListing: z.number(),
    listingToFirstMatch: z.number(),
    veteranIntakeToMatch: z.number(),
    matchToPlacement: z.number(),
  }),
  /**
   * The two funnels, each counting one kind of thing at every stage: the landlords who signed up in the period
   * (listed, had a listing matched, moved above the first tier) and the veterans who registered in it (finished
   * intake, were told of a match, were placed). So a stage never holds more than the one before it (decision 0024).
   */
  funnel: z.object({
    landlords: z.object({
      signedUp: z.number().int(),
      listed: z.number().int(),
      matched: z.number().int(),
      upgraded: z.number().int(),
    }),
    veterans: z.object({
      registered: z.number().int(),
      intakeComplete: z.number().int(),
      notified: z.number().int(),
      placed: z.number().int(),
    }),
  }),
  /** Landlords per tier (key impactChampion for the top tier). */
  tierUpgrades: z.object({
    bronze: z.number().int(),
    green: z.number().int(),
    teal: z.number().int(),
    plum: z.number().int(),
    impactChampion: z.number().int(),
  }),
});
export type FlowMetrics = z.infer<typeof ZFlowMetrics>;

/** Pipeline nodes of the lead flow dashboard, landlord side then veteran side. */
export const DRILL_DOWN_NODES = [
  'landlords',
  'listings',
  'matched-properties',
  'tier-upgrades',
  'veterans',
  'intake-complete',
  'match-notifications',
  'placements',
] as const;
export type DrillDownNode = (typeof DRILL_DOWN_NODES)[number];
export const DRILL_DOWN_NODE_LABELS: Record<DrillDownNode, string> = {
  landlords: 'Landlords',
  listings: 'Property Listings',
  'matched-properties': 'Matched Properties',
  'tier-upgrades': 'Tier Upgrades',
  veterans: 'Veterans',
  'intake-complete': 'Intake Complete',
  'match-notifications': 'Match Notifications',
  placements: 'Housing Placements',
};
/** Most rows one drill-down answers; `total` still counts them all. */
export const DRILL_DOWN_MAX_ROWS = 50;

/** GET /api/dashboard/drill-down query. */
export const ZDrillDownQuery = ZFlowQuery.extend({
  node: z.enum(DRILL_DOWN_NODES, { error: 'Choose a pipeline step' }),
});
export type DrillDownQuery = z.input<typeof ZDrillDownQuery>;

/** The records behind a node, as a person reads them: no contact details, veterans by first name and ZIP only. */
export const ZDrillDownRow = z.object({
  id: z.string(),
  label: z.string(),
  detail: z.string(),
  /** ISO timestamp or null. */
  date: z.string().nullable(),
});
export type DrillDownRow = z.infer<typeof ZDrillDownRow>;

export const ZDrillDown = z.object({
  node: z.enum(DRILL_DOWN_NODES),
  title: z.string(),
  total: z.number().int(),
  rows: z.array(ZDrillDownRow),
});
export type DrillDown = z.infer<typeof ZDrillDown>;
