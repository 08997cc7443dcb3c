import { describe, expect, it } from 'vitest';
import { LISTING } from './landlord-dashboard.fixtures';
import { roomsToLetText } from './listing-text';

describe("a listing's rooms in words", () => {
  it('counts the available rooms only while veterans can find the listing, and calls them rooms', () => {
    const listing = { ...LISTING, unitCount: 3, availableUnits: 3 };
    expect(roomsToLetText({ ...listing, status: 'available' })).toBe('3 of 3 rooms available');
    expect(roomsToLetText({ ...listing, status: 'matched', availableUnits: 2 })).toBe(
      '2 of 3 rooms available',
    );
    // a filled home never reads "3 of 3 available"
    expect(roomsToLetText({ ...listing, status: 'filled' })).toBe('3 rooms, all let');
    expect(roomsToLetText({ ...listing, status: 'paused' })).toBe('3 rooms, paused');
    expect(roomsToLetText({ ...listing, status: 'pending_review' })).toBe(
      '3 of 3 rooms available once approved',
    );
    expect(roomsToLetText({ ...listing, status: 'declined', unitCount: 1 })).toBe('1 room, not listed');
  });
});
