import type { DrillDownNode, FlowMetrics } from '@shared/contracts/lead-flow';

export interface PipelineNode {
  node: DrillDownNode;
  label: string;
  count: number;
  /** Fraction 0..1 from the step before (the first step is the whole funnel: 1). */
  conversion: number;
  /** What the rate means, in words. */
  conversionText: string;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** Landlords → listings → matched properties → tier upgrades, with the server's conversion rates. */
export function landlordPipeline(metrics: FlowMetrics): PipelineNode[] {
  const { landlords, listings, conversionRates, tierUpgrades } = metrics;
  const upgraded = tierUpgrades.green + tierUpgrades.teal + tierUpgrades.plum + tierUpgrades.impactChampion;
  return [
    {
      node: 'landlords',
      label: 'Landlords',
      count: landlords.total,
      conversion: 1,
      conversionText: 'start of the funnel',
    },
    {
      node: 'listings',
      label: 'Property Listings',
      count: listings.total,
      conversion: conversionRates.landlordSignupToListing,
      conversionText: 'of landlords listed a property',
    },
    {
      node: 'matched-properties',
      label: 'Matched Properties',
      count: listings.matched,
      conversion: conversionRates.listingToFirstMatch,
      conversionText: 'of listings got a first match',
    },
    {
      node: 'tier-upgrades',
      label: 'Tier Upgrades',
      count: upgraded,
      conversion: ratio(upgraded, landlords.total),
      conversionText: 'of landlords above Bronze',
    },
  ];
}

/** Veterans → intake complete → match notifications → housing placements. */
export function veteranPipeline(metrics: FlowMetrics): PipelineNode[] {
  const { veterans, matches, conversionRates } = metrics;
  const notified = Math.max(0, matches.total - matches.pendingNotifications);
  return [
    {
      node: 'veterans',
      label: 'Veterans',
      count: veterans.total,
      conversion: 1,
      conversionText: 'start of the funnel',
    },
    {
      node: 'intake-complete',
      label: 'Intake Complete',
      count: veterans.activeIntake,
      conversion: ratio(veterans.activeIntake, veterans.total),
      conversionText: 'of veterans finished intake',
    },
    {
      node: 'match-notifications',
      label: 'Match Notifications',
      count: notified,
      conversion: conversionRates.veteranIntakeToMatch,
      conversionText: 'of veterans in intake got a match',
    },
    {
      node: 'placements',
      label: 'Housing Placements',
      count: matches.successfulPlacements,
      conversion: conversionRates.matchToPlacement,
      conversionText: 'of matches ended in a placement',
    },
  ];
}

/** A fraction as a percent with one decimal (spec 2, section 9): 0.4567 → "45.7%". */
export function formatConversion(fraction: number): string {
  const safe = Number.isFinite(fraction) ? fraction : 0;
  return `${(safe * 100).toFixed(1)}%`;
}
