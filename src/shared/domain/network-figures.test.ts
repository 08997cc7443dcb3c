import {
  fractionOf,
  OPEN_REFERRAL_STATUSES,
  placementSuccessRate,
  topMarkets,
  windowStart,
} from './network-figures';

describe('network figures', () => {
  it('starts a window the given days back, or never for all time', () => {
    const now = new Date('2025-01-31T12:00:00.000Z');
    expect(windowStart(30, now)?.toISOString()).toBe('2025-01-01T12:00:00.000Z');
    expect(windowStart(null, now)).toBeNull();
  });

  it('gives the placement success rate as a fraction with 4 decimals, at most 1, 0 without matches', () => {
    expect(placementSuccessRate(1, 3)).toBe(0.3333);
    expect(placementSuccessRate(2, 3)).toBe(0.6667);
    expect(placementSuccessRate(0, 0)).toBe(0);
    expect(placementSuccessRate(3, 1)).toBe(1);
    expect(fractionOf(1, 8)).toBe(0.125);
  });

  it('counts a referral as open until it is completed or closed', () => {
    expect(OPEN_REFERRAL_STATUSES).toEqual(['new', 'contacted', 'in_progress']);
  });

  it('ranks markets by referrals, landlord leads and match opportunities, leaving out quiet ones', () => {
    const market = (
      city: string,
      state: string,
      veteranReferrals: number,
      landlordLeads = 0,
      matchPotential = 0,
    ) => ({
      city,
      state,
      veteranReferrals,
      landlordLeads,
      matchPotential,
    });
    const ranked = topMarkets([
      market('Albany', 'NY', 1, 1),
      market('Austin', 'TX', 0, 0, 5),
      market('Boise', 'ID', 2),
      market('Quiet', 'VT', 0),
      market('Akron', 'OH', 2),
    ]);
    // ties by state: ID, NY, OH
    expect(ranked.map((m) => m.city)).toEqual(['Austin', 'Boise', 'Albany', 'Akron']);
    expect(topMarkets(Array.from({ length: 8 }, (_, i) => market(`C${i}`, 'NY', i + 1)))).toHaveLength(5);
  });
});
