/** Landlord tiers, matching priority low to high (spec 2: higher tiers get higher matching priority). */
export const LANDLORD_TIERS = ['bronze', 'green', 'teal', 'plum', 'impact-champion'] as const;
export type LandlordTier = (typeof LANDLORD_TIERS)[number];

/**
 * Every landlord tier's name says "Landlord", and no partner tier uses these words, so a landlord's tier and a
 * partner's are never confused (decision 0024). Veterans see neither.
 */
export const LANDLORD_TIER_LABELS: Record<LandlordTier, string> = {
  bronze: 'Bronze Landlord',
  green: 'Green Landlord',
  teal: 'Teal Landlord',
  plum: 'Plum Landlord',
  'impact-champion': 'Champion Landlord',
};

/** A stored tier as the engine reads it: anything unknown counts as the lowest tier. */
export const toLandlordTier = (tier: string | null | undefined): LandlordTier =>
  (LANDLORD_TIERS as readonly string[]).includes(tier ?? '') ? (tier as LandlordTier) : 'bronze';

/**
 * A match's reason ("accepts HUD-VASH; same ZIP code; Plum Landlord") as case workers and veterans read it: tiers
 * are internal to the platform (issue 37), so only admins (and the landlord, of their own tier) see them.
 */
export const reasonWithoutLandlordTier = (reason: string): string =>
  reason
    .split('; ')
    .filter((part) => !(Object.values(LANDLORD_TIER_LABELS) as string[]).includes(part))
    .join('; ');
