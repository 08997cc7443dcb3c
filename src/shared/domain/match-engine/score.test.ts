import { DAY_MS, milesNorth, NOW, property, TEN_MILES_NORTH, veteran } from './instances.fixtures';
import { SCORE_WEIGHTS, scoreMatch } from './score';

/** The far edge of the radius, no budget, bronze, normal urgency, no waiting: 0 + 10 + 8 + 0 + 0. */
const baseline = () => ({
  veteran: veteran({ latitude: null, longitude: null }),
  home: property(),
});

const partsOf = (v = veteran(), p = property()) => scoreMatch(v, p, NOW)?.parts;
const scoreOf = (v = veteran(), p = property()) => scoreMatch(v, p, NOW)?.score;

describe('scoreMatch', () => {
  it('has weights that add up to 100', () => {
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('answers null when a hard rule fails', () => {
    expect(scoreMatch(veteran({ hasPet: true }), property(), NOW)).toBeNull();
    expect(
      scoreMatch(veteran({ zipCode: '99999', latitude: null, longitude: null }), property(), NOW),
    ).toBeNull();
  });

  it('gives distance up to 35 points, falling linearly to 0 at the radius', () => {
    expect(partsOf()?.distance).toBe(35);
    expect(partsOf(veteran(), property(TEN_MILES_NORTH))?.distance).toBeCloseTo(28, 1);
    expect(partsOf(veteran(), property(milesNorth(25)))?.distance).toBeCloseTo(17.5, 5);
    expect(partsOf(veteran(), property(milesNorth(49.999)))?.distance).toBeCloseTo(0, 2);
    // the same ZIP without coordinates counts as distance 0
    expect(partsOf(baseline().veteran)?.distance).toBe(35);
  });

  it('gives rent fit 20 up to 70% of the budget, 5 at the budget, 10 when unknown', () => {
    const budget = veteran({ maxRentCents: 100_000 });
    expect(partsOf(budget, property({ rentCents: 70_000 }))?.rentFit).toBe(20);
    expect(partsOf(budget, property({ rentCents: 85_000 }))?.rentFit).toBeCloseTo(12.5);
    expect(partsOf(budget, property({ rentCents: 100_000 }))?.rentFit).toBe(5);
    expect(partsOf(budget, property({ rentCents: null }))?.rentFit).toBe(10);
    expect(partsOf(veteran(), property({ rentCents: 100_000 }))?.rentFit).toBe(10);
    expect(partsOf(veteran({ maxRentCents: 0 }), property({ rentCents: 0 }))?.rentFit).toBe(20);
  });

  it('puts critical first: urgency 25, 16, 8, 0', () => {
    expect(partsOf(veteran({ urgency: 'critical' }))?.urgency).toBe(25);
    expect(partsOf(veteran({ urgency: 'high' }))?.urgency).toBe(16);
    expect(partsOf(veteran({ urgency: 'normal' }))?.urgency).toBe(8);
    expect(partsOf(veteran({ urgency: 'low' }))?.urgency).toBe(0);
  });

  it('ranks landlord tiers bronze < green < teal < plum < impact-champion, up to 10', () => {
    const tiers = (['bronze', 'green', 'teal', 'plum', 'impact-champion'] as const).map(
      (landlordTier) => partsOf(veteran(), property({ landlordTier }))?.landlordTier,
    );
    expect(tiers).toEqual([0, 2.5, 5, 7.5, 10]);
  });

  it('gives waiting up to 10 points, full after 90 days', () => {
    const waited = (days: number) =>
      partsOf(veteran({ waitingSince: new Date(NOW.getTime() - days * DAY_MS) }))?.waiting;
    expect(waited(0)).toBe(0);
    expect(waited(45)).toBe(5);
    expect(waited(90)).toBe(10);
    expect(waited(400)).toBe(10);
    // a future intake time (clock skew) never takes points away
    expect(waited(-3)).toBe(0);
  });

  it('adds the parts into an integer 0-100: the best pair scores 100', () => {
    expect(scoreOf()).toBe(53); // 35 + 10 + 8
    const best = scoreOf(
      veteran({
        urgency: 'critical',
        maxRentCents: 100_000,
        waitingSince: new Date(NOW.getTime() - 90 * DAY_MS),
      }),
      property({ rentCents: 50_000, landlordTier: 'impact-champion' }),
    );
    expect(best).toBe(100);
    const worst = scoreOf(
      veteran({ urgency: 'low', maxRentCents: 100_000 }),
      property({ ...milesNorth(49.99), rentCents: 100_000 }),
    );
    expect(worst).toBe(5);
  });

  it('explains the match in words a person can read', () => {
    const scored = scoreMatch(
      veteran({ hasVoucher: true, urgency: 'critical', maxRentCents: 100_000 }),
      property({ ...milesNorth(3.2), acceptsVouchers: true, rentCents: 95_000 }),
      NOW,
    );
    expect(scored?.reason).toBe('accepts HUD-VASH; 3.2 miles; rent $950 within budget; critical urgency');
    const all = scoreMatch(
      veteran({
        requiresAccessibility: true,
        hasPet: true,
        waitingSince: new Date(NOW.getTime() - 12 * DAY_MS),
      }),
      property({ accessible: true, allowsPets: true, landlordTier: 'plum', rentCents: 80_000 }),
      NOW,
    );
    expect(all?.reasons).toEqual([
      'same ZIP code',
      'rent $800',
      'accessible',
      'pets allowed',
      'Plum Landlord',
      'waiting 12 days',
    ]);
  });
});
