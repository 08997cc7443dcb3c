/** A home's listing status: open to matching, held by a match, or with no unit left. */
export const PROPERTY_STATUSES = ['available', 'matched', 'filled'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const UNIT_TYPES = ['apartment', 'house', 'condo', 'other'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** A partner's placement record: completed, or cancelled when it fell through. */
export const PLACEMENT_STATUSES = ['completed', 'cancelled'] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];
