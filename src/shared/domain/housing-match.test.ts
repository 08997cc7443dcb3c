import {
  estimatedMonthlyIncomeCents,
  hardRuleFailure,
  MATCH_RADIUS_MILES,
  type MatchCandidate,
  type MatchSeeker,
  sameZip,
  scoreMatch,
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

describe('hardRuleFailure', () => {
  it('passes a home that meets every rule', () => {
    expect(hardRuleFailure(seeker(), home())).toBeNull();
  });

  it.each([
    ['matched', 1],
    ['filled', 1],
    ['available', 0],
  ])('refuses a home that is %s with %i units free', (status, unitsAvailable) => {
    expect(hardRuleFailure(seeker(), home({ status, unitsAvailable }))).toBe('not available');
  });

  it('refuses homes beyond the radius and keeps the one exactly on it', () => {
    expect(hardRuleFailure(seeker(), home({ distanceMiles: MATCH_RADIUS_MILES }))).toBeNull();
    expect(hardRuleFailure(seeker(), home({ distanceMiles: MATCH_RADIUS_MILES + 0.1 }))).toBe(
      'more than 50 miles away',
    );
  });

  it('with no coordinates, keeps only homes in the same ZIP (ZIP+4 included)', () => {
    expect(hardRuleFailure(seeker(), home({ distanceMiles: null, zipCode: '12345' }))).toBeNull();
    expect(
      hardRuleFailure(seeker({ zipCode: '12345-0001' }), home({ distanceMiles: null, zipCode: '12345' })),
    ).toBeNull();
    expect(hardRuleFailure(seeker(), home({ distanceMiles: null }))).toBe('more than 50 miles away');
  });

  it('sends a HUD-VASH voucher holder only to homes that accept vouchers', () => {
    const holder = seeker({ benefits: { ...noBenefits, vash: true } });
    expect(hardRuleFailure(holder, home())).toBe('does not accept HUD-VASH vouchers');
    expect(hardRuleFailure(holder, home({ acceptsVouchers: true }))).toBeNull();
  });

  it('needs an accessible home for accessibility needs and a pet-friendly one for pets', () => {
    expect(hardRuleFailure(seeker({ requiresAccessibility: true }), home())).toBe('not accessible');
    expect(hardRuleFailure(seeker({ requiresAccessibility: true }), home({ accessible: true }))).toBeNull();
    expect(hardRuleFailure(seeker({ hasPet: true }), home())).toBe('no pets allowed');
    expect(hardRuleFailure(seeker({ hasPet: true }), home({ allowsPets: true }))).toBeNull();
  });
});

describe('scoreMatch', () => {
  // employment only: 15 benefit points; income $2,500 so $800 rent is within budget (20 points)
  const worker = seeker({ benefits: { ...noBenefits, employment: true } });

  it('gives up to 40 distance points, falling linearly to 0 at the radius', () => {
    const at = (distanceMiles: number) => scoreMatch(worker, home({ distanceMiles })).score - 35;
    expect(at(0)).toBe(40);
    expect(at(MATCH_RADIUS_MILES / 2)).toBe(20);
    expect(at(MATCH_RADIUS_MILES)).toBe(0);
  });

  it('gives 25 benefit points when a VA benefit meets a home that accepts it, 15 for employment only', () => {
    const far = { distanceMiles: MATCH_RADIUS_MILES, rentCents: null };
    expect(scoreMatch(seeker(), home({ ...far, acceptsVouchers: true })).score).toBe(25);
    expect(scoreMatch(seeker(), home(far)).score).toBe(0);
    expect(scoreMatch(worker, home(far)).score).toBe(15);
    expect(scoreMatch(seeker({ benefits: noBenefits }), home(far)).score).toBe(0);
  });

  it('gives 20 affordability points for a voucher, else by rent against estimated income', () => {
    const far = { distanceMiles: MATCH_RADIUS_MILES };
    const holder = seeker({ benefits: { ...noBenefits, vash: true } });
    // voucher: 25 benefit + 20 affordability
    expect(scoreMatch(holder, home({ ...far, acceptsVouchers: true, rentCents: 500_000 })).score).toBe(45);
    // employment income is estimated at $2,500: 50% is $1,250, 60% is $1,500
    const rent = (rentCents: number) => scoreMatch(worker, home({ ...far, rentCents })).score - 15;
    expect(rent(125_000)).toBe(20);
    expect(rent(150_000)).toBe(10);
    expect(rent(150_100)).toBe(0);
    // stated income wins over the estimate
    expect(
      scoreMatch(seeker({ monthlyIncomeCents: 100_000 }), home({ ...far, rentCents: 50_000 })).score,
    ).toBe(20);
    // no income at all: any rent is above budget
    expect(scoreMatch(seeker({ benefits: noBenefits }), home({ ...far, rentCents: 100 })).score).toBe(0);
  });

  it('gives 10 quality points for inspected and 5 for furnished', () => {
    const base = { distanceMiles: MATCH_RADIUS_MILES, rentCents: null };
    const none = seeker({ benefits: noBenefits });
    expect(scoreMatch(none, home({ ...base, inspected: true })).score).toBe(10);
    expect(scoreMatch(none, home({ ...base, furnished: true })).score).toBe(5);
    expect(scoreMatch(none, home({ ...base, inspected: true, furnished: true })).score).toBe(15);
  });

  it('stays within 0-100: the best home scores 100, the worst 0', () => {
    const holder = seeker({ benefits: { ...noBenefits, vash: true } });
    const best = home({ distanceMiles: 0, acceptsVouchers: true, inspected: true, furnished: true });
    expect(scoreMatch(holder, best).score).toBe(100);
    const worst = home({ distanceMiles: MATCH_RADIUS_MILES * 3, rentCents: 10_000_000 });
    expect(scoreMatch(seeker({ benefits: noBenefits }), worst).score).toBe(0);
  });

  it('explains itself in plain words', () => {
    const holder = seeker({ benefits: { ...noBenefits, vash: true } });
    expect(
      scoreMatch(
        holder,
        home({ zipCode: '12345', distanceMiles: 0, acceptsVouchers: true, inspected: true, furnished: true }),
      ).reasons,
    ).toEqual(['in your ZIP code', 'accepts HUD-VASH', 'inspected', 'furnished']);
    expect(scoreMatch(seeker(), home({ acceptsVouchers: true })).reasons).toEqual([
      '10.0 miles away',
      'accepts VA benefits',
      'rent $800 within budget',
    ]);
    expect(scoreMatch(seeker(), home({ distanceMiles: 0, rentCents: 900_000 })).reasons).toEqual([
      'less than 0.1 miles away',
      'rent $9,000 may be above budget',
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
