/** Landlord tiers, matching priority low to high (spec 2: higher tiers get higher matching priority). */
export const LANDLORD_TIERS = ['bronze', 'green', 'teal', 'plum', 'impact-champion'] as const;
export type LandlordTier = (typeof LANDLORD_TIERS)[number];

export const LANDLORD_TIER_LABELS: Record<LandlordTier, string> = {
  bronze: 'Bronze',
  green: 'Green',
  teal: 'Teal',
  plum: 'Plum',
  'impact-champion': 'Impact Champion',
};

/** A stored tier as the engine reads it: anything unknown counts as the lowest tier. */
export const toLandlordTier = (tier: string | null | undefined): LandlordTier =>
  (LANDLORD_TIERS as readonly string[]).includes(tier ?? '') ? (tier as LandlordTier) : 'bronze';
