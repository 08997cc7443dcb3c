import fc from 'fast-check';
import { homeFit } from './home-fit';
import { householdCompatibility } from './household';
import { pairCompatibility } from './pair';
import { homeArb, profileArb } from './profiles.fixtures';
import { TRIAL_PERIODS } from './weights';

const RUNS = { numRuns: 500 };
const SCORE_KEYS = ['overall', 'serviceEra', 'social', 'lifestyle', 'financial'] as const;

describe('pairCompatibility, on any two applicants', () => {
  it('keeps every score an integer in 0..100', () => {
    fc.assert(
      fc.property(profileArb, profileArb, (a, b) => {
        const result = pairCompatibility(a, b);
        for (const key of SCORE_KEYS) {
          expect(Number.isInteger(result[key])).toBe(true);
          expect(result[key]).toBeGreaterThanOrEqual(0);
          expect(result[key]).toBeLessThanOrEqual(100);
        }
      }),
      RUNS,
    );
  });

  it('never scores a deal-breaker pair as compatible', () => {
    fc.assert(
      fc.property(profileArb, profileArb, (a, b) => {
        const result = pairCompatibility(a, b);
        if (result.dealBreaker !== null) {
          expect(result.compatible).toBe(false);
          expect(result.overall).toBe(0);
        }
        const smokingClash =
          [a.smokingPreference, b.smokingPreference].sort().join() === 'non_smoking,smoking_ok';
        expect(result.dealBreaker !== null).toBe(smokingClash);
      }),
      RUNS,
    );
  });

  it('is symmetric: (a, b) gives what (b, a) gives, words included', () => {
    fc.assert(
      fc.property(profileArb, profileArb, (a, b) => {
        expect(pairCompatibility(b, a)).toEqual(pairCompatibility(a, b));
      }),
      RUNS,
    );
  });

  it('is deterministic: the same answers always give the same result', () => {
    fc.assert(
      fc.property(profileArb, profileArb, (a, b) => {
        const copyA = structuredClone(a);
        const copyB = structuredClone(b);
        expect(pairCompatibility(copyA, copyB)).toEqual(pairCompatibility(a, b));
      }),
      RUNS,
    );
  });

  it('scores a pair of one applicant with a copy of themselves as compatible unless they smoke inside', () => {
    fc.assert(
      fc.property(profileArb, (a) => {
        const result = pairCompatibility(a, { ...a, id: `${a.id}-twin` });
        expect(result.dealBreaker).toBeNull();
        expect(result.potentialConcerns.every((c) => !c.startsWith('one '))).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('householdCompatibility, on any household', () => {
  const householdArb = fc.array(profileArb, { minLength: 0, maxLength: 4 });

  it('never recommends a household with a deal-breaker or a home that does not fit', () => {
    fc.assert(
      fc.property(householdArb, fc.option(homeArb, { nil: undefined }), (members, home) => {
        const result = householdCompatibility(members, home);
        const misfit = home ? members.some((m) => homeFit(m, home) !== null) : false;
        const pairBreaker = result.pairs.some((p) => p.result.dealBreaker !== null);
        if (misfit || pairBreaker || members.length > 3) {
          expect(result.dealBreaker).not.toBeNull();
          expect(result.compatible).toBe(false);
          expect(result.recommendedTrialPeriod).toBeNull();
        }
        if (result.compatible) expect(TRIAL_PERIODS).toContain(result.recommendedTrialPeriod);
        if (result.score !== null) {
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(100);
          expect(result.weakestPair?.result.overall).toBeLessThanOrEqual(result.score);
        }
      }),
      RUNS,
    );
  });

  it('gives the weakest pair the lowest overall score', () => {
    fc.assert(
      fc.property(fc.array(profileArb, { minLength: 2, maxLength: 3 }), (members) => {
        const result = householdCompatibility(members);
        const lowest = Math.min(...result.pairs.map((p) => p.result.overall));
        expect(result.weakestPair?.result.overall).toBe(lowest);
      }),
      RUNS,
    );
  });
});
