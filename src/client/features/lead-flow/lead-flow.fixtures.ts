import type { FlowMetrics } from '@shared/contracts/lead-flow';

/** Flow metrics for the component and unit tests of this feature. */
export const FLOW_METRICS: FlowMetrics = {
  period: 'month',
  tier: 'all',
  since: '2025-01-01T00:00:00.000Z',
  landlords: { total: 40 },
  listings: { total: 30, matched: 12, available: 25 },
  matches: { total: 20, thisMonth: 8, successfulPlacements: 5, pendingNotifications: 3 },
  veterans: { total: 60, activeIntake: 45 },
  conversionRates: {
    landlordSignupToListing: 0.75,
    listingToFirstMatch: 0.4,
    veteranIntakeToMatch: 0.4444,
    matchToPlacement: 0.25,
  },
  funnel: {
    landlords: { signedUp: 40, listed: 30, matched: 12, upgraded: 20 },
    veterans: { registered: 60, intakeComplete: 45, notified: 20, placed: 5 },
  },
  tierUpgrades: { bronze: 20, green: 10, teal: 5, plum: 3, impactChampion: 2 },
};
