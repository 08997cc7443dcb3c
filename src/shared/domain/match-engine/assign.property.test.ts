import fc from 'fast-check';
import { exactSolver } from '../../../../bench/exact-assignment';
import { assignMatches, SERVE_BONUS } from './assign';
import { AUCTION_EPSILON } from './auction';
import { instanceArb, NOW } from './instances.fixtures';
import { hardRuleFailure, pairDistanceMiles } from './rules';
import { scoreMatch } from './score';
import type { EngineProperty, EngineVeteran, ProposedMatch } from './types';

const RUNS = { numRuns: 300 };
const objective = (matches: ProposedMatch[]) =>
  matches.reduce((sum, match) => sum + match.score + SERVE_BONUS, 0);
const sorted = (matches: ProposedMatch[]) =>
  [...matches].sort((a, b) => a.veteranId.localeCompare(b.veteranId));

describe('assignMatches, on any instance', () => {
  it('breaks no hard rule and stores the pair score and reason', () => {
    fc.assert(
      fc.property(instanceArb(12, 8), ({ veterans, properties }) => {
        for (const match of assignMatches(veterans, properties, { now: NOW })) {
          const v = veterans.find((x) => x.id === match.veteranId) as EngineVeteran;
          const p = properties.find((x) => x.id === match.propertyId) as EngineProperty;
          expect(hardRuleFailure(v, p, pairDistanceMiles(v, p))).toBeNull();
          const scored = scoreMatch(v, p, NOW);
          expect(match).toEqual({
            veteranId: v.id,
            propertyId: p.id,
            score: scored?.score,
            reason: scored?.reason,
          });
        }
      }),
      RUNS,
    );
  });

  it('never gives a veteran two homes nor a home more veterans than its units', () => {
    fc.assert(
      fc.property(instanceArb(16, 6), ({ veterans, properties }) => {
        const matches = assignMatches(veterans, properties, { now: NOW });
        expect(new Set(matches.map((m) => m.veteranId)).size).toBe(matches.length);
        for (const p of properties) {
          expect(matches.filter((m) => m.propertyId === p.id).length).toBeLessThanOrEqual(p.unitsAvailable);
        }
      }),
      RUNS,
    );
  });

  it('leaves no veteran waiting while a home they may have still has a unit free', () => {
    fc.assert(
      fc.property(instanceArb(12, 8), ({ veterans, properties }) => {
        const matches = assignMatches(veterans, properties, { now: NOW });
        const served = new Set(matches.map((m) => m.veteranId));
        for (const v of veterans.filter((x) => !served.has(x.id))) {
          for (const p of properties) {
            const used = matches.filter((m) => m.propertyId === p.id).length;
            if (used < p.unitsAvailable) expect(scoreMatch(v, p, NOW)).toBeNull();
          }
        }
      }),
      RUNS,
    );
  });

  it('is deterministic: the same answer for the same instance in any order', () => {
    fc.assert(
      fc.property(instanceArb(12, 8), fc.integer(), ({ veterans, properties }, seed) => {
        const shuffle = <T>(items: T[]) =>
          items
            .map((item, i) => ({ item, key: Math.sin(seed + i) }))
            .sort((a, b) => a.key - b.key)
            .map(({ item }) => item);
        const once = assignMatches(veterans, properties, { now: NOW });
        expect(assignMatches(shuffle(veterans), shuffle(properties), { now: NOW })).toEqual(once);
        expect(assignMatches(veterans, properties, { now: NOW })).toEqual(once);
      }),
      RUNS,
    );
  });

  it('is within served x epsilon of the exact optimum on one urgency level', () => {
    fc.assert(
      fc.property(instanceArb(12, 8), ({ veterans, properties }) => {
        const level = veterans.map((v) => ({ ...v, urgency: 'high' as const }));
        const engine = assignMatches(level, properties, { now: NOW });
        const exact = assignMatches(level, properties, {
          now: NOW,
          candidatesPerVeteran: Number.POSITIVE_INFINITY,
          solveLevel: exactSolver,
        });
        expect(objective(engine)).toBeLessThanOrEqual(objective(exact));
        expect(objective(engine)).toBeGreaterThanOrEqual(objective(exact) - engine.length * AUCTION_EPSILON);
      }),
      RUNS,
    );
  });
});

/** Every way to give each veteran one home or none, within the units: the true optimum of a tiny level. */
function bruteForce(veterans: EngineVeteran[], properties: EngineProperty[]): number {
  const left = properties.map((p) => p.unitsAvailable);
  const best = (i: number): number => {
    if (i === veterans.length) return 0;
    let top = best(i + 1);
    properties.forEach((p, j) => {
      const scored = scoreMatch(veterans[i] as EngineVeteran, p, NOW);
      if (!scored || (left[j] as number) < 1) return;
      left[j] = (left[j] as number) - 1;
      top = Math.max(top, scored.score + SERVE_BONUS + best(i + 1));
      left[j] = (left[j] as number) + 1;
    });
    return top;
  };
  return best(0);
}

describe('the exact solver of the benchmark', () => {
  it('finds the true optimum of small single-level instances', () => {
    fc.assert(
      fc.property(instanceArb(6, 4), ({ veterans, properties }) => {
        const level = veterans.map((v) => ({ ...v, urgency: 'normal' as const }));
        const exact = assignMatches(level, properties, {
          now: NOW,
          candidatesPerVeteran: Number.POSITIVE_INFINITY,
          solveLevel: exactSolver,
        });
        expect(objective(exact)).toBe(bruteForce(level, properties));
        expect(sorted(exact).length).toBe(new Set(exact.map((m) => m.veteranId)).size);
      }),
      RUNS,
    );
  });
});
