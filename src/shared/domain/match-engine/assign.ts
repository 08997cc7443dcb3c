import { URGENCY_LEVELS } from '../urgency';
import { auctionSolver, type LevelSolver } from './auction';
import { CandidateLists } from './candidate-lists';
import { PropertyIndex, topCandidates } from './candidates';
import { nearbyFirst } from './grid';
import { MATCH_RADIUS_MILES } from './rules';
import { scorePair } from './score';
import type { EngineProperty, EngineVeteran, ProposedMatch } from './types';

/** Homes kept per veteran for the assignment: short lists keep the auction sparse and fast. */
export const CANDIDATES_PER_VETERAN = 12;
/**
 * What serving a veteran is worth on top of the match score when choosing the assignment: the engine never
 * leaves a veteran of a level without a home just to raise the others' scores by less than this.
 */
export const SERVE_BONUS = 100;
/** Extra rounds for veterans whose whole short list was taken by others: they get fresh lists of free homes. */
const MAX_ROUNDS = 4;
/**
 * The taken homes leave the index before a round once they are at least 1/DROP_TAKEN_SHARE of those it
 * holds: every search of a later level would otherwise read past them (a pass over the index costs about
 * as much as a few hundred searches).
 */
const DROP_TAKEN_SHARE = 16;

export interface AssignOptions {
  now: Date;
  radiusMiles?: number;
  /** default CANDIDATES_PER_VETERAN; the benchmark's exact solver passes Infinity */
  candidatesPerVeteran?: number;
  /** default the auction; the benchmark passes an exact min-cost-flow solver */
  solveLevel?: LevelSolver;
  /** pairs never to propose, e.g. a home this veteran (or its landlord) already declined */
  isExcluded?: (veteran: EngineVeteran, property: EngineProperty) => boolean;
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The global assignment of one engine run. Urgency levels are served in order (critical, high, normal, low);
 * each level gets the homes the levels before it left, and within a level the assignment maximises the total
 * of (score + SERVE_BONUS): as many veterans as possible, then the highest total score. Each veteran gets at
 * most one home, each home at most unitsAvailable veterans, and every pair passes the hard rules.
 * Deterministic: the answer depends on the set of veterans and properties, not on their order.
 */
export function assignMatches(
  veterans: EngineVeteran[],
  properties: EngineProperty[],
  options: AssignOptions,
): ProposedMatch[] {
  const radiusMiles = options.radiusMiles ?? MATCH_RADIUS_MILES;
  const limit = options.candidatesPerVeteran ?? CANDIDATES_PER_VETERAN;
  const solveLevel = options.solveLevel ?? auctionSolver;
  const homes = properties.filter((home) => home.available && home.unitsAvailable >= 1).sort(byId);
  const index = new PropertyIndex(homes);
  const remaining = Int32Array.from(homes, (home) => home.unitsAvailable);
  const since = Float64Array.from(veterans, (veteran) => veteran.waitingSince.getTime());
  const people = Array.from(veterans, (_, i) => i)
    .sort(
      (a, b) =>
        (since[a] as number) - (since[b] as number) ||
        byId(veterans[a] as EngineVeteran, veterans[b] as EngineVeteran),
    )
    .map((i) => veterans[i] as EngineVeteran);

  const search = { index, remaining, limit, now: options.now, radiusMiles, isExcluded: options.isExcluded };
  const proposals: ProposedMatch[] = [];
  let listed = homes.length;
  let takenSinceDrop = 0;
  for (const level of URGENCY_LEVELS) {
    let pending = people.filter((veteran) => veteran.urgency === level);
    for (let round = 0; round < MAX_ROUNDS && pending.length > 0; round++) {
      if (takenSinceDrop * DROP_TAKEN_SHARE >= listed) {
        listed = index.dropTaken(remaining);
        takenSinceDrop = 0;
      }
      // searched neighbours after neighbours (the same cells stay in cache), kept in the pending order
      const lists = new CandidateLists(pending.length, pending.length * Math.min(limit, 64));
      let bidders = 0;
      for (const person of nearbyFirst(pending)) {
        if (topCandidates(pending[person] as EngineVeteran, search, lists, person) > 0) bidders++;
      }
      const won = solveLevel(lists, remaining, SERVE_BONUS);
      const unplaced: EngineVeteran[] = [];
      pending.forEach((veteran, person) => {
        if (lists.size[person] === 0) return; // nothing free in reach: no later round can help
        const property = won[person] as number;
        if (property < 0) {
          unplaced.push(veteran);
          return;
        }
        remaining[property] = (remaining[property] as number) - 1;
        if (remaining[property] === 0) takenSinceDrop++;
        const home = homes[property] as EngineProperty;
        const miles = lists.milesTo(person, property);
        proposals.push(propose(veteran, home, miles, options.now, radiusMiles));
      });
      if (unplaced.length === bidders) break;
      pending = unplaced;
    }
  }
  return proposals;
}

function propose(
  veteran: EngineVeteran,
  home: EngineProperty,
  miles: number,
  now: Date,
  radiusMiles: number,
): ProposedMatch {
  const scored = scorePair(veteran, home, miles, now, radiusMiles);
  return { veteranId: veteran.id, propertyId: home.id, score: scored.score, reason: scored.reason };
}
