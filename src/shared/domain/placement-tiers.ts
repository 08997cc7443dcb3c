/**
 * Placement tiers (spec 2, section 4): earned by recorded placements, never stored by hand.
 * An organisation that is not verified stays 'unverified' whatever its count.
 */
export const PLACEMENT_TIERS = ['unverified', 'bronze', 'green', 'teal', 'plum'] as const;
export type PlacementTier = (typeof PLACEMENT_TIERS)[number];

export const PLACEMENT_TIER_LABELS: Record<PlacementTier, string> = {
  unverified: 'Unverified Partner',
  bronze: 'Onboarding Partner',
  green: 'Engaged Partner',
  teal: 'Housing Partner',
  plum: 'Impact Champion',
};

/** The fewest placements each verified tier needs. */
export const PLACEMENT_TIER_MINIMUMS = { bronze: 0, green: 1, teal: 10, plum: 50 } as const;

/** 'Top Referral Partner' recognition (spec 2, section 9). */
export const TOP_REFERRAL_PARTNER_MIN_PLACEMENTS = 10;
export const TOP_REFERRAL_PARTNER_LABEL = 'Top Referral Partner';

export function placementTier(placements: number, isVerified: boolean): PlacementTier {
  if (!isVerified) return 'unverified';
  if (placements >= PLACEMENT_TIER_MINIMUMS.plum) return 'plum';
  if (placements >= PLACEMENT_TIER_MINIMUMS.teal) return 'teal';
  if (placements >= PLACEMENT_TIER_MINIMUMS.green) return 'green';
  return 'bronze';
}

export const placementTierLabel = (tier: PlacementTier) => PLACEMENT_TIER_LABELS[tier];

export const isTopReferralPartner = (placements: number) => placements >= TOP_REFERRAL_PARTNER_MIN_PLACEMENTS;

/** How many placements the next tier needs, or null at the top (or when unverified: verification comes first). */
export function placementsToNextTier(placements: number, isVerified: boolean): number | null {
  const tier = placementTier(placements, isVerified);
  if (tier === 'unverified' || tier === 'plum') return null;
  const next = tier === 'bronze' ? 'green' : tier === 'green' ? 'teal' : 'plum';
  return PLACEMENT_TIER_MINIMUMS[next] - placements;
}
