import { describe, expect, it } from 'vitest';
import {
  canMoveListing,
  LISTING_STATUS_MOVES,
  listingMoveRefusal,
  PROPERTY_STATUSES,
  type PropertyStatus,
} from './inventory';

describe("a landlord's listing moves", () => {
  const allowed: [PropertyStatus, string][] = [
    ['available', 'paused'],
    ['available', 'filled'],
    ['paused', 'available'],
    ['paused', 'filled'],
    ['filled', 'available'],
    ['matched', 'filled'],
  ];

  it('allows exactly the moves of the brief, and nothing from review or a decline', () => {
    const moves = PROPERTY_STATUSES.flatMap((from) =>
      LISTING_STATUS_MOVES.filter((to) => canMoveListing(from, to)).map((to) => [from, to]),
    );
    expect(moves.sort()).toEqual(allowed.sort());
  });

  it('says why a move is refused, in words the landlord can act on', () => {
    expect(listingMoveRefusal('paused', 'paused')).toBe('This listing is already paused.');
    expect(listingMoveRefusal('pending_review', 'available')).toBe(
      'This listing is waiting for our review. You can change its status once we approve it.',
    );
    expect(listingMoveRefusal('declined', 'filled')).toBe(
      'This listing was declined in review. Edit it to send it for review again.',
    );
    expect(listingMoveRefusal('matched', 'paused')).toBe("A matched listing can't be marked paused.");
  });
});
