import { householdCompatibility, recommendedTrialPeriod, TOO_MANY_MEMBERS } from './household';
import { SMOKING_DEAL_BREAKER } from './pair';
import { home, profile } from './profiles.fixtures';

describe('recommendedTrialPeriod', () => {
  it('gives 90 days below a weakest pair of 60 or from 5 concerns', () => {
    expect(recommendedTrialPeriod(59, 0)).toBe(90);
    expect(recommendedTrialPeriod(100, 5)).toBe(90);
  });

  it('gives 60 days below a weakest pair of 75 or from 2 concerns', () => {
    expect(recommendedTrialPeriod(60, 0)).toBe(60);
    expect(recommendedTrialPeriod(74, 1)).toBe(60);
    expect(recommendedTrialPeriod(100, 2)).toBe(60);
    expect(recommendedTrialPeriod(100, 4)).toBe(60);
  });

  it('gives 30 days to a strong weakest pair with at most one concern', () => {
    expect(recommendedTrialPeriod(75, 1)).toBe(30);
    expect(recommendedTrialPeriod(100, 0)).toBe(30);
  });
});

describe('householdCompatibility', () => {
  const a = profile({ id: 'a' });
  const b = profile({ id: 'b' });
  const c = profile({ id: 'c', hasPets: true, conflictResolutionStyle: 'avoidant' });

  it('judges a household of one against the home only', () => {
    expect(householdCompatibility([a], home())).toMatchObject({
      pairs: [],
      scores: null,
      score: null,
      weakestPair: null,
      dealBreaker: null,
      compatible: true,
      recommendedTrialPeriod: 30,
    });
    expect(householdCompatibility([profile({ hasPets: true })], home())).toMatchObject({
      dealBreaker: { memberIds: ['a'], reason: 'this home allows no pets' },
      compatible: false,
      recommendedTrialPeriod: null,
    });
  });

  it('gives a pair its own scores and a short trial', () => {
    const result = householdCompatibility([a, b]);
    expect(result.pairs).toHaveLength(1);
    expect(result.score).toBe(99);
    expect(result.scores).toEqual({
      overall: 99,
      serviceEra: 100,
      social: 100,
      lifestyle: 98,
      financial: 100,
    });
    expect(result.recommendedTrialPeriod).toBe(30);
  });

  it('averages three pairs, finds the weakest and lengthens the trial with its concerns', () => {
    const result = householdCompatibility([a, b, c], home({ allowsPets: true }));
    expect(result.pairs.map((p) => [p.aId, p.bId])).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    const overalls = result.pairs.map((p) => p.result.overall);
    expect(result.score).toBe(Math.round(overalls.reduce((s, v) => s + v, 0) / 3));
    expect(result.weakestPair).toMatchObject({ aId: 'a', bId: 'c' });
    // a-c and b-c raise the same two concerns: counted once
    expect(result.potentialConcerns).toHaveLength(2);
    expect(result.recommendedTrialPeriod).toBe(60);
  });

  it('asks 90 days of a weak but workable household', () => {
    const weak = profile({
      id: 'w',
      preferredServiceEra: 'vietnam',
      socialLevel: 'introverted',
      conflictResolutionStyle: 'avoidant',
      smokingPreference: 'outdoor_only',
      quietHours: { start: '20:00', end: '06:00' },
      hasPets: true,
    });
    const result = householdCompatibility([profile({ socialLevel: 'extroverted' }), weak]);
    expect(result.compatible).toBe(true);
    expect(result.potentialConcerns.length).toBeGreaterThanOrEqual(5);
    expect(result.recommendedTrialPeriod).toBe(90);
  });

  it('never forms with a deal-breaker pair and names the pair', () => {
    const smoker = profile({ id: 's', smokingPreference: 'smoking_ok' });
    const result = householdCompatibility([a, b, smoker]);
    expect(result.dealBreaker).toEqual({ memberIds: ['a', 's'], reason: SMOKING_DEAL_BREAKER });
    expect(result.compatible).toBe(false);
    expect(result.recommendedTrialPeriod).toBeNull();
    expect(result.weakestPair?.result.overall).toBe(0);
  });

  it('checks the home before the pairs, member by member', () => {
    const result = householdCompatibility(
      [
        a,
        profile({ id: 'x', accessibilityNeeds: true }),
        profile({ id: 's', smokingPreference: 'smoking_ok' }),
      ],
      home(),
    );
    expect(result.dealBreaker).toEqual({ memberIds: ['x'], reason: 'this home is not accessible' });
  });

  it(`holds at most three veterans`, () => {
    const result = householdCompatibility(['a', 'b', 'c', 'd'].map((id) => profile({ id })));
    expect(result.dealBreaker).toEqual({ memberIds: ['a', 'b', 'c', 'd'], reason: TOO_MANY_MEMBERS });
    expect(result.compatible).toBe(false);
  });

  it('is not compatible when a pair scores below the compatible line, even without a deal-breaker', () => {
    const apart = profile({
      id: 'p',
      preferredServiceEra: 'vietnam',
      socialLevel: 'introverted',
      cleanliness: 'very_clean',
      smokingPreference: 'outdoor_only',
      drinkingPreference: 'no_alcohol',
      quietHours: { start: '20:00', end: '04:00' },
      hasPets: true,
      maxRoomBudgetCents: 100_000,
      totalVerifiedMonthlyIncomeCents: 150_000,
      interestInCommunityActivities: false,
      previousSharedLivingExperience: false,
    });
    const other = profile({
      id: 'q',
      serviceBranch: 'navy',
      socialLevel: 'extroverted',
      cleanliness: 'relaxed',
      smokingPreference: 'smoking_ok',
      drinkingPreference: 'social_drinking',
      conflictResolutionStyle: 'avoidant',
      quietHours: { start: '08:00', end: '16:00' },
      maxRoomBudgetCents: 40_000,
      totalVerifiedMonthlyIncomeCents: 60_000,
      previousSharedLivingExperience: false,
    });
    const result = householdCompatibility([apart, other]);
    expect(result.score).toBe(35);
    expect(result.potentialConcerns).toHaveLength(12);
    expect(result).toMatchObject({ dealBreaker: null, compatible: false, recommendedTrialPeriod: null });
  });

  it('has nobody to place in an empty household', () => {
    expect(householdCompatibility([])).toMatchObject({
      pairs: [],
      compatible: false,
      recommendedTrialPeriod: null,
    });
  });
});
