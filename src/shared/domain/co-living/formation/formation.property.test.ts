import fc from 'fast-check';
import { homeFit } from '../home-fit';
import { homeArb, profileArb } from '../profiles.fixtures';
import { bruteForce } from './brute-force.fixtures';
import { checkFormation, formationInputArb } from './formation.fixtures';
import { formHouseholds } from './index';
import { fitsHome } from './instance';
import type { FormationInput } from './types';

/** A seeded shuffle (the input order the database happened to give). */
function shuffled<T>(list: readonly T[], seed: number): T[] {
  const copy = [...list];
  let state = seed >>> 0 || 1;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const reorder = (input: FormationInput, seed: number): FormationInput => ({
  applicants: shuffled(input.applicants, seed),
  homes: shuffled(input.homes, seed + 1),
  formingHouseholds: shuffled(input.formingHouseholds, seed + 2),
  blockedPairs: shuffled(input.blockedPairs, seed + 3).map(([x, y]): [string, string] =>
    seed % 2 ? [y, x] : [x, y],
  ),
  blockedHomes: shuffled(input.blockedHomes, seed + 4),
});

// CPU-bound: on a loaded 2-core machine (the API fuzz runs beside it) a property can take most of a minute
describe('formHouseholds, on random instances', { timeout: 120_000 }, () => {
  it('keeps every rule: compatible pairs only, no one twice, at most 3, homes that fit and have room, never above the bound', () => {
    fc.assert(
      fc.property(formationInputArb(40, 6), (input) => {
        checkFormation(input, formHouseholds(input));
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same answer in any input order', () => {
    fc.assert(
      fc.property(formationInputArb(30, 5), fc.nat(), (input, seed) => {
        expect(formHouseholds(reorder(input, seed))).toEqual(formHouseholds(input));
      }),
      { numRuns: 30 },
    );
  });

  it('equals exhaustive search on tiny instances (filled places, veterans placed, total compatibility)', () => {
    fc.assert(
      fc.property(formationInputArb(7, 2), (input) => {
        const result = formHouseholds(input);
        const total = checkFormation(input, result);
        const filled = result.groups
          .filter((group) => group.householdId !== null)
          .reduce((sum, group) => sum + group.memberIds.length, 0);
        expect([filled, result.veteransPlaced, total]).toEqual(bruteForce(input));
      }),
      { numRuns: 150 },
    );
  });

  it('reads a home the way homeFit does', () => {
    fc.assert(
      fc.property(profileArb, homeArb, (a, home) => {
        expect(fitsHome(a, home)).toBe(homeFit(a, home) === null);
      }),
      { numRuns: 1000 },
    );
  });
});
