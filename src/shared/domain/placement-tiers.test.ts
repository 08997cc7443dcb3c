import { describe, expect, it } from 'vitest';
import {
  isTopReferralPartner,
  PLACEMENT_TIER_LABELS,
  placementsToNextTier,
  placementTier,
  placementTierLabel,
} from './placement-tiers';

describe('placementTier', () => {
  it('keeps an unverified organisation unverified whatever its placements', () => {
    expect(placementTier(0, false)).toBe('unverified');
    expect(placementTier(120, false)).toBe('unverified');
  });

  it.each([
    [0, 'bronze'],
    [1, 'green'],
    [9, 'green'],
    [10, 'teal'],
    [49, 'teal'],
    [50, 'plum'],
    [400, 'plum'],
  ] as const)('gives %i placements the %s tier', (placements, tier) => {
    expect(placementTier(placements, true)).toBe(tier);
  });

  it('names the tiers as the spec does', () => {
    expect(placementTierLabel('bronze')).toBe('Onboarding Partner');
    expect(PLACEMENT_TIER_LABELS.green).toBe('Engaged Partner');
    expect(PLACEMENT_TIER_LABELS.teal).toBe('Housing Partner');
    expect(PLACEMENT_TIER_LABELS.plum).toBe('Impact Champion');
  });
});

describe('recognition and progress', () => {
  it('calls 10 or more placements a Top Referral Partner', () => {
    expect(isTopReferralPartner(9)).toBe(false);
    expect(isTopReferralPartner(10)).toBe(true);
  });

  it('counts the placements still needed for the next tier', () => {
    expect(placementsToNextTier(0, true)).toBe(1);
    expect(placementsToNextTier(4, true)).toBe(6);
    expect(placementsToNextTier(12, true)).toBe(38);
    expect(placementsToNextTier(50, true)).toBeNull();
    expect(placementsToNextTier(5, false)).toBeNull();
  });
});
