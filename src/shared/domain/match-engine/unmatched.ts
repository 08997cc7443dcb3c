import { PropertyIndex } from './property-index';
import { MATCH_RADIUS_MILES, pairDistanceMiles } from './rules';
import type { EngineProperty, EngineVeteran } from './types';
import { UNMATCHED_REASONS, type UnmatchedReason } from './unmatched-reasons';

export interface UnmatchedCount {
  reason: UnmatchedReason;
  count: number;
}

export interface ExplainOptions {
  radiusMiles?: number;
  /** the same exclusion the run used (homes declined for the veteran before) */
  isExcluded?: (veteran: EngineVeteran, property: EngineProperty) => boolean;
}

type Rule = { reason: UnmatchedReason; fits: (veteran: EngineVeteran, home: EngineProperty) => boolean };

// each rule narrows the homes the previous ones left
const RULES: readonly Rule[] = [
  { reason: 'no_voucher_home', fits: (veteran, home) => !veteran.hasVoucher || home.acceptsVouchers },
  {
    reason: 'no_accessible_home',
    fits: (veteran, home) => !veteran.requiresAccessibility || home.accessible,
  },
  { reason: 'no_pet_friendly_home', fits: (veteran, home) => !veteran.hasPet || home.allowsPets },
  {
    reason: 'over_budget',
    fits: (veteran, home) =>
      veteran.maxRentCents == null || home.rentCents == null || home.rentCents <= veteran.maxRentCents,
  },
];

/** The homes with a free unit within the radius of the veteran (the same reach the run searches). */
function homesInReach(veteran: EngineVeteran, index: PropertyIndex, radiusMiles: number): EngineProperty[] {
  const inReach = (property: number) => {
    const home = index.properties[property] as EngineProperty;
    const miles = pairDistanceMiles(veteran, home);
    return miles !== null && miles <= radiusMiles;
  };
  const found = new Set<number>(index.sameZip(veteran.zipCode).filter(inReach));
  if (veteran.latitude != null && veteran.longitude != null) {
    const origin = { latitude: veteran.latitude, longitude: veteran.longitude };
    for (const property of index.membersNear(origin, radiusMiles)) if (inReach(property)) found.add(property);
  }
  return [...found].map((property) => index.properties[property] as EngineProperty);
}

/** The first reason, in UNMATCHED_REASONS order, that no home of `homes` was proposed to the veteran. */
export function unmatchedReason(
  veteran: EngineVeteran,
  homes: readonly EngineProperty[],
  isExcluded?: ExplainOptions['isExcluded'],
): UnmatchedReason {
  if (homes.length === 0) return 'no_home_in_reach';
  let left = homes;
  for (const rule of RULES) {
    left = left.filter((home) => rule.fits(veteran, home));
    if (left.length === 0) return rule.reason;
  }
  if (isExcluded && left.every((home) => isExcluded(veteran, home))) return 'declined_before';
  return 'taken_by_others';
}

/**
 * For the veterans of a run that got no proposal, why not, counted by reason (in UNMATCHED_REASONS order,
 * reasons nobody had left out). `properties` are the homes the run started with.
 */
export function explainUnmatched(
  veterans: readonly EngineVeteran[],
  properties: readonly EngineProperty[],
  proposals: readonly { veteranId: string }[],
  options: ExplainOptions = {},
): UnmatchedCount[] {
  const radiusMiles = options.radiusMiles ?? MATCH_RADIUS_MILES;
  const matched = new Set(proposals.map((proposal) => proposal.veteranId));
  const index = new PropertyIndex(properties.filter((home) => home.available && home.unitsAvailable >= 1));
  const counts = new Map<UnmatchedReason, number>();
  for (const veteran of veterans) {
    if (matched.has(veteran.id)) continue;
    const reason = unmatchedReason(veteran, homesInReach(veteran, index, radiusMiles), options.isExcluded);
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return UNMATCHED_REASONS.filter((reason) => counts.has(reason)).map((reason) => ({
    reason,
    count: counts.get(reason) as number,
  }));
}
