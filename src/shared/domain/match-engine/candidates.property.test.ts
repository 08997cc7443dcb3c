import fc from 'fast-check';
import { makeInstance } from '../../../../bench/engine';
import { CandidateLists } from './candidate-lists';
import { PropertyIndex, topCandidates } from './candidates';
import { instanceArb, NOW } from './instances.fixtures';
import { hardRuleFailure, MATCH_RADIUS_MILES, pairDistanceMiles } from './rules';
import { scoreParts, totalScore } from './score';
import type { EngineProperty, EngineVeteran } from './types';

/** Every home a veteran may have, scored one by one, best first (score, then nearer, then lower index). */
function bruteForce(
  veteran: EngineVeteran,
  homes: EngineProperty[],
  remaining: Int32Array,
  limit: number,
  isExcluded: (veteran: EngineVeteran, property: EngineProperty) => boolean,
) {
  const fits: { property: number; score: number; miles: number }[] = [];
  homes.forEach((home, property) => {
    const miles = pairDistanceMiles(veteran, home);
    if (miles === null || hardRuleFailure(veteran, home, miles) !== null) return;
    if ((remaining[property] as number) > 0 && !isExcluded(veteran, home))
      fits.push({ property, score: totalScore(scoreParts(veteran, home, miles, NOW)), miles });
  });
  fits.sort((a, b) => b.score - a.score || a.miles - b.miles || a.property - b.property);
  return fits.slice(0, limit);
}

describe('topCandidates', () => {
  it('finds exactly the best homes a one-by-one scan finds, with their scores and distances', () => {
    fc.assert(
      fc.property(
        instanceArb(4, 80),
        fc.constantFrom(1, 2, 3, 12, Number.POSITIVE_INFINITY),
        fc.integer(),
        ({ veterans, properties }, limit, seed) => {
          const homes = properties.filter((home) => home.available && home.unitsAvailable >= 1);
          const index = new PropertyIndex(homes);
          // some units already taken, some pairs declined before
          const remaining = Int32Array.from(homes, (home, i) =>
            (seed + i) % 5 === 0 ? 0 : home.unitsAvailable,
          );
          const isExcluded = (veteran: EngineVeteran, home: EngineProperty) =>
            (veteran.id.length + home.id.length + seed) % 7 === 0;
          const search = { index, remaining, limit, now: NOW, radiusMiles: MATCH_RADIUS_MILES, isExcluded };
          veterans.forEach((veteran) => {
            const lists = new CandidateLists(1, 4);
            topCandidates(veteran, search, lists, 0);
            const size = lists.size[0] as number;
            const expected = bruteForce(veteran, homes, remaining, limit, isExcluded);
            expect(Array.from(lists.properties.subarray(0, size))).toEqual(expected.map((e) => e.property));
            expect(Array.from(lists.scores.subarray(0, size))).toEqual(expected.map((e) => e.score));
            expect(Array.from(lists.miles.subarray(0, size))).toEqual(expected.map((e) => e.miles));
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds the same lists after the taken homes left the index, and the index keeps every other home', () => {
    fc.assert(
      fc.property(instanceArb(4, 80), fc.integer(), ({ veterans, properties }, seed) => {
        const homes = properties.filter((home) => home.available && home.unitsAvailable >= 1);
        const index = new PropertyIndex(homes);
        const remaining = Int32Array.from(homes, (home, i) =>
          (seed + i) % 3 === 0 ? 0 : home.unitsAvailable,
        );
        const listed = index.dropTaken(remaining);
        const free = homes.filter(
          (home, i) => (remaining[i] as number) > 0 && home.latitude != null && home.longitude != null,
        );
        expect(listed).toBe(free.length);
        const search = { index, remaining, limit: 12, now: NOW, radiusMiles: MATCH_RADIUS_MILES };
        veterans.forEach((veteran) => {
          const lists = new CandidateLists(1, 4);
          topCandidates(veteran, search, lists, 0);
          const found = Array.from(lists.properties.subarray(0, lists.size[0] as number));
          expect(found).toEqual(
            bruteForce(veteran, homes, remaining, 12, () => false).map((e) => e.property),
          );
        });
      }),
      { numRuns: 200 },
    );
  });

  it('finds the same lists on a national instance (real ZIP centroids, lists full, cells of every tier)', () => {
    const { veterans, properties } = makeInstance(300, 5000, 5000);
    const homes = properties.filter((home) => home.available && home.unitsAvailable >= 1);
    const remaining = Int32Array.from(homes, (home) => home.unitsAvailable);
    const index = new PropertyIndex(homes);
    const search = { index, remaining, limit: 12, now: NOW, radiusMiles: MATCH_RADIUS_MILES };
    const lists = new CandidateLists(veterans.length, 12 * veterans.length);
    veterans.forEach((veteran, person) => {
      topCandidates(veteran, search, lists, person);
      const start = lists.first[person] as number;
      const found = Array.from(lists.properties.subarray(start, start + (lists.size[person] as number)));
      const expected = bruteForce(veteran, homes, remaining, 12, () => false);
      expect(found).toEqual(expected.map((e) => e.property));
    });
  });
});
