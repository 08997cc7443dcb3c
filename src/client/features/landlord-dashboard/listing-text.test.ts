import { describe, expect, it } from 'vitest';
import { LISTING } from './landlord-dashboard.fixtures';
import { unitsText } from './listing-text';

describe("a listing's units in words", () => {
  it('counts the available units only while veterans can find the listing', () => {
    const listing = { ...LISTING, unitCount: 3, availableUnits: 3 };
    expect(unitsText({ ...listing, status: 'available' })).toBe('3 of 3 available');
    expect(unitsText({ ...listing, status: 'matched', availableUnits: 2 })).toBe('2 of 3 available');
    // a filled home never reads "3 of 3 available"
    expect(unitsText({ ...listing, status: 'filled' })).toBe('3 units, all filled');
    expect(unitsText({ ...listing, status: 'paused' })).toBe('3 units, paused');
    expect(unitsText({ ...listing, status: 'pending_review' })).toBe('3 of 3 available once approved');
    expect(unitsText({ ...listing, status: 'declined', unitCount: 1 })).toBe('1 unit, not listed');
  });
});
