import { ALBANY, property, TEN_MILES_NORTH, veteran } from './instances.fixtures';
import { budgetCents, hardRuleFailure, MATCH_RADIUS_MILES, pairDistanceMiles, sameZip } from './rules';

describe('hardRuleFailure', () => {
  it('passes a pair that meets every rule', () => {
    expect(hardRuleFailure(veteran(), property(), 0)).toBeNull();
  });

  it('proposes only available homes with a unit left', () => {
    expect(hardRuleFailure(veteran(), property({ available: false }), 0)).toBe('not available');
    expect(hardRuleFailure(veteran(), property({ unitsAvailable: 0 }), 0)).toBe('not available');
  });

  it('keeps homes within the radius, the edge included, and refuses an unknown distance', () => {
    expect(MATCH_RADIUS_MILES).toBe(50);
    expect(hardRuleFailure(veteran(), property(), 50)).toBeNull();
    expect(hardRuleFailure(veteran(), property(), 50.01)).toBe('more than 50 miles away');
    expect(hardRuleFailure(veteran(), property(), null)).toBe('more than 50 miles away');
    expect(hardRuleFailure(veteran(), property(), 20, 15)).toBe('more than 15 miles away');
  });

  it('sends a voucher holder only to homes that accept vouchers', () => {
    expect(hardRuleFailure(veteran({ hasVoucher: true }), property(), 0)).toBe(
      'does not accept HUD-VASH vouchers',
    );
    expect(hardRuleFailure(veteran({ hasVoucher: true }), property({ acceptsVouchers: true }), 0)).toBeNull();
    // a home that accepts vouchers is fine for anyone
    expect(hardRuleFailure(veteran(), property({ acceptsVouchers: true }), 0)).toBeNull();
  });

  it('sends accessibility needs only to accessible homes and pets only where allowed', () => {
    expect(hardRuleFailure(veteran({ requiresAccessibility: true }), property(), 0)).toBe('not accessible');
    expect(
      hardRuleFailure(veteran({ requiresAccessibility: true }), property({ accessible: true }), 0),
    ).toBeNull();
    expect(hardRuleFailure(veteran({ hasPet: true }), property(), 0)).toBe('no pets allowed');
    expect(hardRuleFailure(veteran({ hasPet: true }), property({ allowsPets: true }), 0)).toBeNull();
  });

  it('keeps rent within what the veteran can pay, when both are known', () => {
    const budget = veteran({ maxRentCents: 95_000 });
    expect(hardRuleFailure(budget, property({ rentCents: 95_000 }), 0)).toBeNull();
    expect(hardRuleFailure(budget, property({ rentCents: 120_000 }), 0)).toBe(
      'rent $1,200 above budget $950',
    );
    expect(hardRuleFailure(budget, property({ rentCents: null }), 0)).toBeNull();
    expect(hardRuleFailure(veteran(), property({ rentCents: 900_000 }), 0)).toBeNull();
  });
});

describe('budgetCents', () => {
  it('takes the stated maximum first', () => {
    expect(budgetCents({ maxRentCents: 90_000, monthlyIncomeCents: 500_000, hasVoucher: true })).toBe(90_000);
  });
  it('gives a voucher holder without one no cap', () => {
    expect(budgetCents({ monthlyIncomeCents: 100_000, hasVoucher: true })).toBeNull();
  });
  it('else allows half a stated income, and nothing is known without one', () => {
    expect(budgetCents({ monthlyIncomeCents: 180_001 })).toBe(90_001);
    expect(budgetCents({})).toBeNull();
  });
});

describe('pairDistanceMiles', () => {
  it('measures between ZIP centroids', () => {
    expect(pairDistanceMiles(ALBANY, TEN_MILES_NORTH)).toBeCloseTo(10, 1);
  });
  it('without coordinates, is 0 in the same ZIP and unknown elsewhere', () => {
    const nowhere = { latitude: null, longitude: null };
    expect(pairDistanceMiles({ ...ALBANY, ...nowhere }, { ...ALBANY, zipCode: '12207-1234' })).toBe(0);
    expect(pairDistanceMiles({ ...ALBANY, ...nowhere }, TEN_MILES_NORTH)).toBeNull();
  });
  it('compares ZIP codes on their first five digits', () => {
    expect(sameZip('12345', '12345-6789')).toBe(true);
    expect(sameZip('12345', '12346')).toBe(false);
  });
});
