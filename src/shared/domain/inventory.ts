/**
 * A home's listing status: waiting for an admin's review, open to matching, held by a match, with no unit
 * left, or declined by the review (the landlord sees why). Only `available` homes reach veterans.
 */
export const PROPERTY_STATUSES = ['pending_review', 'available', 'matched', 'filled', 'declined'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const UNIT_TYPES = ['apartment', 'house', 'condo', 'other'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** A partner's placement record: completed, or cancelled when it fell through. */
export const PLACEMENT_STATUSES = ['completed', 'cancelled'] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];

/** A review decision is taken once: only a listing still waiting can be approved or declined. */
export const REVIEWABLE_PROPERTY_STATUS = 'pending_review' satisfies PropertyStatus;
export const LISTING_DECLINE_REASON_MAX = 1000;
