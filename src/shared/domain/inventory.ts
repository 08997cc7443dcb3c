/**
 * A home's listing status: waiting for an admin's review, open to matching, paused by its landlord (not
 * taking veterans for now), held by a match, with no unit left, or declined by the review (the landlord sees
 * why). Only `available` homes reach veterans, the search and the engine.
 */
export const PROPERTY_STATUSES = [
  'pending_review',
  'available',
  'paused',
  'matched',
  'filled',
  'declined',
] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const UNIT_TYPES = ['apartment', 'house', 'condo', 'other'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const UNIT_TYPE_LABELS: Record<UnitType, string> = {
  apartment: 'Apartment',
  house: 'House',
  condo: 'Condo',
  other: 'Other',
};

/** A partner's placement record: completed, or cancelled when it fell through. */
export const PLACEMENT_STATUSES = ['completed', 'cancelled'] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];

/** A review decision is taken once: only a listing still waiting can be approved or declined. */
export const REVIEWABLE_PROPERTY_STATUS = 'pending_review' satisfies PropertyStatus;
export const LISTING_DECLINE_REASON_MAX = 1000;

/** Published: through the review. A listing waiting for it or declined by it is named by no other record. */
export const isPublishedListing = (status: PropertyStatus): boolean =>
  status !== 'pending_review' && status !== 'declined';

/** The statuses a landlord (or an admin) sets on a listing from the dashboard. */
export const LISTING_STATUS_MOVES = ['available', 'paused', 'filled'] as const;
export type ListingStatusMove = (typeof LISTING_STATUS_MOVES)[number];

/**
 * A landlord's moves: pause or fill an available home, resume or fill a paused one, reopen a filled one,
 * fill a matched one. A listing waiting for review or declined by it moves only through the review.
 */
export const LISTING_STATUS_TRANSITIONS: Record<PropertyStatus, readonly ListingStatusMove[]> = {
  pending_review: [],
  available: ['paused', 'filled'],
  paused: ['available', 'filled'],
  matched: ['filled'],
  filled: ['available'],
  declined: [],
};

export const canMoveListing = (from: PropertyStatus, to: ListingStatusMove): boolean =>
  LISTING_STATUS_TRANSITIONS[from].includes(to);

const LISTING_STATUS_WORDS: Record<PropertyStatus, string> = {
  pending_review: 'waiting for review',
  available: 'available',
  paused: 'paused',
  matched: 'matched',
  filled: 'filled',
  declined: 'declined',
};

/** Why a move is refused (409), in words the landlord can act on. */
export function listingMoveRefusal(from: PropertyStatus, to: ListingStatusMove): string {
  if (from === to) return `This listing is already ${LISTING_STATUS_WORDS[from]}.`;
  if (from === 'pending_review') {
    return 'This listing is waiting for our review. You can change its status once we approve it.';
  }
  if (from === 'declined') return 'This listing was declined in review. Edit it to send it for review again.';
  return `A ${LISTING_STATUS_WORDS[from]} listing can't be marked ${LISTING_STATUS_WORDS[to]}.`;
}

/**
 * The reason on each open match closed when a home leaves matching (paused, filled, or an edit that sends it
 * back to review): the veteran who asked, the partner and the housing team read it.
 */
export const LISTING_CLOSED_MATCH_REASON: Record<'paused' | 'filled' | 'pending_review', string> = {
  paused: 'The landlord is no longer taking requests for this home',
  filled: 'The landlord marked this home as filled',
  pending_review: 'The landlord changed this listing and it is back in review',
};
