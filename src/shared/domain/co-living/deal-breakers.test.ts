import { homeConcerns, homeDealBreakers, homeFit, ROOM_RATE_ABOVE_BUDGET } from './home-fit';
import { pairCompatibility, SMOKING_DEAL_BREAKER } from './pair';
import { home, profile } from './profiles.fixtures';

const b = (overrides: Parameters<typeof profile>[0] = {}) => profile({ id: 'b', ...overrides });

describe('deal-breakers between two people', () => {
  it('never pairs smoking with a non-smoking household, whatever else they share', () => {
    const result = pairCompatibility(profile({ smokingPreference: 'smoking_ok' }), b());
    expect(result).toMatchObject({ dealBreaker: SMOKING_DEAL_BREAKER, overall: 0, compatible: false });
    expect(result.serviceEra).toBe(100);
  });

  it('pairs outdoor-only smoking with both, as a concern', () => {
    for (const other of ['non_smoking', 'smoking_ok'] as const) {
      const result = pairCompatibility(
        profile({ smokingPreference: 'outdoor_only' }),
        b({ smokingPreference: other }),
      );
      expect(result.dealBreaker).toBeNull();
      expect(result.compatible).toBe(true);
      expect(result.potentialConcerns).toHaveLength(1);
    }
  });

  it('makes no alcohol with social drinking a concern, not a deal-breaker', () => {
    const result = pairCompatibility(
      profile({ drinkingPreference: 'no_alcohol' }),
      b({ drinkingPreference: 'social_drinking' }),
    );
    expect(result.dealBreaker).toBeNull();
    expect(result.compatible).toBe(true);
  });

  it('has no pet rule between people: pets are judged against the home', () => {
    const result = pairCompatibility(profile({ hasPets: true }), b({ hasServiceAnimal: true }));
    expect(result.dealBreaker).toBeNull();
    expect(result.compatible).toBe(true);
  });
});

describe('homeFit', () => {
  it('fits the home that was made for the applicant', () => {
    expect(homeFit(profile(), home())).toBeNull();
  });

  it('refuses a pet in a home that allows none, but never a service animal', () => {
    expect(homeFit(profile({ hasPets: true }), home())).toBe('this home allows no pets');
    expect(homeFit(profile({ hasPets: true }), home({ allowsPets: true }))).toBeNull();
    expect(homeFit(profile({ hasServiceAnimal: true }), home())).toBeNull();
  });

  it('refuses a room budget below the rent share of the room asked for (equal is fine)', () => {
    expect(homeFit(profile({ maxRoomBudgetCents: 64_999 }), home())).toBe(ROOM_RATE_ABOVE_BUDGET);
    expect(homeFit(profile({ maxRoomBudgetCents: 65_000 }), home())).toBeNull();
    // a private bath costs 1.2 times the base rate: $780 on a $650 base
    const privateBath = { preferredRoomType: 'private_bath' } as const;
    expect(homeFit(profile({ ...privateBath, maxRoomBudgetCents: 77_999 }), home())).toBe(
      ROOM_RATE_ABOVE_BUDGET,
    );
    expect(homeFit(profile({ ...privateBath, maxRoomBudgetCents: 78_000 }), home())).toBeNull();
  });

  it('refuses an accessibility need in a home that is not accessible', () => {
    expect(homeFit(profile({ accessibilityNeeds: true }), home())).toBe('this home is not accessible');
    expect(homeFit(profile({ accessibilityNeeds: true }), home({ accessible: true }))).toBeNull();
  });

  it('refuses a room type the home does not offer', () => {
    expect(homeFit(profile({ preferredRoomType: 'master_suite', maxRoomBudgetCents: 100_000 }), home())).toBe(
      'this home has no master suite',
    );
  });

  it('refuses smoking in a smoke-free home and a non-smoker in a home that allows smoking', () => {
    expect(homeFit(profile({ smokingPreference: 'smoking_ok' }), home())).toBe('this home is smoke-free');
    expect(homeFit(profile(), home({ smokingPolicy: 'smoking_ok' }))).toBe('this home allows smoking inside');
    expect(
      homeFit(profile({ smokingPreference: 'outdoor_only' }), home({ smokingPolicy: 'smoking_ok' })),
    ).toBeNull();
    expect(homeFit(profile(), home({ smokingPolicy: 'outdoor_only' }))).toBeNull();
  });

  it('lists every misfit in a fixed order and gives the first', () => {
    const everything = profile({
      hasPets: true,
      maxRoomBudgetCents: 1,
      accessibilityNeeds: true,
      preferredRoomType: 'master_suite',
      smokingPreference: 'smoking_ok',
    });
    expect(homeDealBreakers(everything, home())).toEqual([
      'this home allows no pets',
      ROOM_RATE_ABOVE_BUDGET,
      'this home is not accessible',
      'this home has no master suite',
      'this home is smoke-free',
    ]);
    expect(homeFit(everything, home())).toBe('this home allows no pets');
  });

  it('names what to agree with a home that fits: outdoor smoking and different quiet hours', () => {
    expect(homeConcerns(profile(), home())).toEqual([]);
    expect(
      homeConcerns(
        profile({ smokingPreference: 'smoking_ok', quietHours: { start: '01:00', end: '09:00' } }),
        home({ smokingPolicy: 'outdoor_only' }),
      ),
    ).toEqual([
      'this home allows smoking outdoors only',
      "the home keeps quiet from 10pm to 7am, one of you from 1am to 9am: agree the house's quiet hours",
    ]);
  });
});
