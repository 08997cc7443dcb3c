import {
  estimatedMonthlyIncomeCents,
  MATCH_RADIUS_MILES,
  type MatchCandidate,
  type MatchSeeker,
  sameZip,
  scoreMatch,
  seekerRuleFailure,
} from './housing-match';

const noBenefits = { vash: false, giBill: false, disability: false, employment: false };

const seeker = (change: Partial<MatchSeeker> = {}): MatchSeeker => ({
  zipCode: '12345',
  benefits: { ...noBenefits, disability: true },
  ...change,
});

/** A plain home: available, 10 miles away, no features, $800 a month. */
const home = (change: Partial<MatchCandidate> = {}): MatchCandidate => ({
  zipCode: '12309',
  status: 'available',
  unitsAvailable: 1,
  acceptsVouchers: false,
  accessible: false,
  allowsPets: false,
  furnished: false,
  inspected: false,
  rentCents: 80_000,
  distanceMiles: 10,
  ...change,
});

describe('hardRuleFailure (the engine rules on the search form)', () => {
  it('passes a home that meets every rule', () => {
    expect(seekerRuleFailure(seeker(), home())).toBeNull();
  });

  it.each([
    ['matched', 1],
    ['filled', 1],
    ['available', 0],
  ])('refuses a home that is %s with %i units free', (status, unitsAvailable) => {
    expect(seekerRuleFailure(seeker(), home({ status, unitsAvailable }))).toBe('not available');
  });

  it('refuses homes beyond the radius and keeps the one exactly on it', () => {
    expect(seekerRuleFailure(seeker(), home({ distanceMiles: MATCH_RADIUS_MILES }))).toBeNull();
    expect(seekerRuleFailure(seeker(), home({ distanceMiles: MATCH_RADIUS_MILES + 0.1 }))).toBe(
      'more than 50 miles away',
    );
  });

  it('with no coordinates, keeps only homes in the same ZIP (ZIP+4 included)', () => {
    expect(seekerRuleFailure(seeker(), home({ distanceMiles: null, zipCode: '12345' }))).toBeNull();
    expect(
      seekerRuleFailure(seeker({ zipCode: '12345-0001' }), home({ distanceMiles: null, zipCode: '12345' })),
    ).toBeNull();
    expect(seekerRuleFailure(seeker(), home({ distanceMiles: null }))).toBe('more than 50 miles away');
  });

  it('sends a HUD-VASH voucher holder only to homes that accept vouchers', () => {
    const holder = seeker({ benefits: { ...noBenefits, vash: true } });
    expect(seekerRuleFailure(holder, home())).toBe('does not accept HUD-VASH vouchers');
    expect(seekerRuleFailure(holder, home({ acceptsVouchers: true }))).toBeNull();
  });

  it('needs an accessible home for accessibility needs and a pet-friendly one for pets', () => {
    expect(seekerRuleFailure(seeker({ requiresAccessibility: true }), home())).toBe('not accessible');
    expect(seekerRuleFailure(seeker({ requiresAccessibility: true }), home({ accessible: true }))).toBeNull();
    expect(seekerRuleFailure(seeker({ hasPet: true }), home())).toBe('no pets allowed');
    expect(seekerRuleFailure(seeker({ hasPet: true }), home({ allowsPets: true }))).toBeNull();
  });

  it('keeps rent within a stated budget or half a stated income, never within a guessed one', () => {
    expect(seekerRuleFailure(seeker({ maxRentCents: 79_999 }), home())).toMatch(/^rent \$800 above budget/);
    expect(seekerRuleFailure(seeker({ maxRentCents: 80_000 }), home())).toBeNull();
    expect(seekerRuleFailure(seeker({ monthlyIncomeCents: 150_000 }), home())).toBe(
      'rent $800 above budget $750',
    );
    expect(seekerRuleFailure(seeker({ monthlyIncomeCents: 160_000 }), home())).toBeNull();
    // benefits alone say nothing certain about income: no cut
    expect(seekerRuleFailure(seeker({ benefits: noBenefits }), home({ rentCents: 900_000 }))).toBeNull();
    // a voucher pays the rent above the veteran's share: no cut from income
    const holder = seeker({ benefits: { ...noBenefits, vash: true }, monthlyIncomeCents: 50_000 });
    expect(seekerRuleFailure(holder, home({ acceptsVouchers: true }))).toBeNull();
  });
});

describe('scoreMatch (the engine score on the search form)', () => {
  const now = new Date('2025-06-01T00:00:00Z');

  it('gives up to 35 distance points, falling linearly to 0 at the radius', () => {
    // no budget: rent fit 10; normal urgency 8; bronze 0; no waiting
    const at = (distanceMiles: number) => scoreMatch(seeker(), home({ distanceMiles }), now).score - 18;
    expect(at(0)).toBe(35);
    expect(at(MATCH_RADIUS_MILES / 2)).toBe(18); // 17.5 rounds up
    expect(at(MATCH_RADIUS_MILES)).toBe(0);
  });

  it('adds urgency, landlord tier and waiting time when the form knows them', () => {
    const far = home({ distanceMiles: MATCH_RADIUS_MILES });
    expect(scoreMatch(seeker({ urgency: 'critical' }), far, now).score).toBe(35);
    expect(
      scoreMatch(seeker(), home({ distanceMiles: MATCH_RADIUS_MILES, landlordTier: 'plum' }), now).score,
    ).toBe(
      26, // 10 + 8 + 7.5 rounds up
    );
    const waited = seeker({ waitingSince: new Date('2025-03-03T00:00:00Z') }); // 90 days
    expect(scoreMatch(waited, far, now).score).toBe(28);
  });

  it('explains itself in the engine words', () => {
    const holder = seeker({ benefits: { ...noBenefits, vash: true }, urgency: 'critical' });
    expect(
      scoreMatch(holder, home({ zipCode: '12345', distanceMiles: 0, acceptsVouchers: true }), now).reasons,
    ).toEqual(['accepts HUD-VASH', 'same ZIP code', 'rent $800', 'critical urgency']);
    expect(scoreMatch(seeker({ maxRentCents: 100_000 }), home(), now).reasons).toEqual([
      '10.0 miles',
      'rent $800 within budget',
    ]);
  });
});

describe('helpers', () => {
  it('adds up the estimated income of each benefit the veteran has', () => {
    expect(
      estimatedMonthlyIncomeCents(seeker({ benefits: { ...noBenefits, giBill: true, disability: true } })),
    ).toBe(350_000);
    expect(estimatedMonthlyIncomeCents(seeker({ benefits: { ...noBenefits, vash: true } }))).toBe(0);
  });

  it('compares ZIP codes on their first five digits', () => {
    expect(sameZip('12345', '12345-6789')).toBe(true);
    expect(sameZip(' 12345', '123456789')).toBe(true);
    expect(sameZip('12345', '12346')).toBe(false);
  });
});
