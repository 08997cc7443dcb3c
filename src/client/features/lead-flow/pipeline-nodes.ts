import type { DrillDownNode, FlowMetrics } from '@shared/contracts/lead-flow';

export interface PipelineNode {
  node: DrillDownNode;
  label: string;
  /** How many of the funnel's people (landlords, or veterans) reached this stage. */
  count: number;
  /** Who the count counts, in words: "landlords listed". */
  countText: string;
  /** Fraction 0..1 of the stage before (the first stage is the whole funnel: 1). */
  conversion: number;
  /** What the rate means, in words. */
  conversionText: string;
  /** A figure that helps read the stage but counts something else (listings, not landlords). */
  detail?: string;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * Landlords who signed up in the period → listed a home → had a listing matched → moved above the first tier.
 * Every stage counts landlords (decision 0024); the listings are a detail, never a stage of their own.
 */
export function landlordPipeline(metrics: FlowMetrics): PipelineNode[] {
  const { signedUp, listed, matched, upgraded } = metrics.funnel.landlords;
  const { listings } = metrics;
  return [
    {
      node: 'landlords',
      label: 'Landlords',
      count: signedUp,
      countText: 'signed up',
      conversion: 1,
      conversionText: 'start of the funnel',
    },
    {
      node: 'listings',
      label: 'Property Listings',
      count: listed,
      countText: 'landlords listed',
      conversion: ratio(listed, signedUp),
      conversionText: 'of landlords listed a property',
      detail: `${plural(listings.total, 'listing')} in the period`,
    },
    {
      node: 'matched-properties',
      label: 'Matched Properties',
      count: matched,
      countText: 'landlords matched',
      conversion: ratio(matched, listed),
      conversionText: 'of listing landlords got a first match',
      detail: `${plural(listings.matched, 'listing')} matched`,
    },
    {
      node: 'tier-upgrades',
      label: 'Tier Upgrades',
      count: upgraded,
      countText: 'landlords upgraded',
      conversion: ratio(upgraded, signedUp),
      conversionText: 'of landlords above the first tier',
    },
  ];
}

/** Veterans who registered in the period → finished intake → were told of a match → were placed. */
export function veteranPipeline(metrics: FlowMetrics): PipelineNode[] {
  const { registered, intakeComplete, notified, placed } = metrics.funnel.veterans;
  return [
    {
      node: 'veterans',
      label: 'Veterans',
      count: registered,
      countText: 'registered',
      conversion: 1,
      conversionText: 'start of the funnel',
    },
    {
      node: 'intake-complete',
      label: 'Intake Complete',
      count: intakeComplete,
      countText: 'veterans',
      conversion: ratio(intakeComplete, registered),
      conversionText: 'of veterans finished intake',
    },
    {
      node: 'match-notifications',
      label: 'Match Notifications',
      count: notified,
      countText: 'veterans told',
      conversion: ratio(notified, intakeComplete),
      conversionText: 'of veterans in intake were told of a match',
    },
    {
      node: 'placements',
      label: 'Housing Placements',
      count: placed,
      countText: 'veterans placed',
      conversion: ratio(placed, notified),
      conversionText: 'of veterans told of a match were placed',
    },
  ];
}

/** A fraction as a percent with one decimal (spec 2, section 9): 0.4567 → "45.7%". */
export function formatConversion(fraction: number): string {
  const safe = Number.isFinite(fraction) ? fraction : 0;
  return `${(safe * 100).toFixed(1)}%`;
}
