import { HOUSEHOLD_MAX_OCCUPANTS } from '../vocabulary';
import type { Instance } from './instance';

/** Components up to this many applicants are solved exactly (every partition is tried). */
export const EXACT_MAX_APPLICANTS = 9;

export interface ExactSolution {
  fills: { household: number; members: number[] }[];
  triples: { members: number[]; home: number }[];
}

interface Triple {
  members: number[];
  homes: number[];
}

/** Rank of a (filled places, placed, total) objective: lexicographic. */
const better = (x: number[], y: number[]) => {
  for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return (x[k] as number) > (y[k] as number);
  return false;
};

/** Homes for each triple, one household per slot (Kuhn's augmenting paths); null when they do not all fit. */
function houseTriples(triples: Triple[], capacity: Map<number, number>): number[] | null {
  const holders = new Map<number, number[]>();
  const homeOf = triples.map(() => -1);
  const tryPlace = (t: number, seen: Set<number>): boolean => {
    for (const h of (triples[t] as Triple).homes) {
      if (seen.has(h)) continue;
      seen.add(h);
      const list = holders.get(h) ?? [];
      if (list.length < (capacity.get(h) ?? 0)) {
        list.push(t);
        holders.set(h, list);
        homeOf[t] = h;
        return true;
      }
      for (let k = 0; k < list.length; k++) {
        if (tryPlace(list[k] as number, seen)) {
          list[k] = t;
          homeOf[t] = h;
          return true;
        }
      }
    }
    return false;
  };
  for (let t = 0; t < triples.length; t++) if (!tryPlace(t, new Set())) return null;
  return homeOf;
}

/**
 * The best formation of one small component (or, given `slots`, of a few applicants on those homes' new
 * households only: the improvement windows) by exhaustive search: each applicant in index order takes an
 * open place of a forming household, founds a new household with two later applicants, or waits. The
 * objective is the formation's: most filled places, then most placed, then the highest total.
 */
export function solveExactly(
  instance: Instance,
  people: number[],
  fills: Map<number, number>[],
  slots?: Map<number, number>,
): ExactSolution {
  const homeSet = new Set<number>();
  if (slots) for (const h of slots.keys()) homeSet.add(h);
  else for (const i of people) for (const h of instance.homesOf[i] as Int32Array) homeSet.add(h);
  const households = instance.households
    .map((household, f) => ({ household, f }))
    .filter(({ household }) => !slots && household.open > 0 && homeSet.has(household.home));
  const rooms = new Map(
    [...homeSet].map((h) => [
      h,
      slots ? HOUSEHOLD_MAX_OCCUPANTS * (slots.get(h) ?? 0) : Math.max(0, instance.homes[h]?.freeRooms ?? 0),
    ]),
  );
  const added = households.map(() => [] as number[]);
  const triples: Triple[] = [];
  const decided = new Uint8Array(people.length);
  const current: [number, number, number] = [0, 0, 0];
  let best: number[] = [-1, -1, -1];
  let bestSolution: ExactSolution = { fills: [], triples: [] };

  let slotsNow: Map<number, number> | null = null;
  /** New households each home takes with the places filled so far (kept until a fill changes the rooms). */
  const capacity = () => {
    if (slotsNow) return slotsNow;
    slotsNow = new Map<number, number>();
    for (const [h, r] of rooms) slotsNow.set(h, Math.floor(r / HOUSEHOLD_MAX_OCCUPANTS));
    return slotsNow;
  };
  // pair values and the homes a triple shares, by position in `people`: the search reads them many times
  const size = people.length;
  const pairValues = new Int32Array(size * size);
  for (let p = 0; p < size; p++)
    for (let q = p + 1; q < size; q++)
      pairValues[p * size + q] = instance.pairValue(people[p] as number, people[q] as number);
  const sharedHomes = new Map<number, number[]>();
  const homesOfTriple = (p: number, q: number, r: number) => {
    const key = (p * size + q) * size + r;
    let homes = sharedHomes.get(key);
    if (!homes) {
      const b = instance.homesOf[people[q] as number] as Int32Array;
      const c = instance.homesOf[people[r] as number] as Int32Array;
      homes = Array.from(instance.homesOf[people[p] as number] as Int32Array).filter(
        (h) => homeSet.has(h) && b.includes(h) && c.includes(h),
      );
      sharedHomes.set(key, homes);
    }
    return homes;
  };
  const record = () => {
    const homes = houseTriples(triples, capacity());
    if (!homes || !better(current, best)) return;
    best = [...current];
    bestSolution = {
      fills: households.flatMap(({ f }, k) =>
        (added[k] as number[]).length > 0 ? [{ household: f, members: [...(added[k] as number[])] }] : [],
      ),
      triples: triples.map((t, k) => ({ members: [...t.members], home: homes[k] as number })),
    };
  };

  const search = (from: number) => {
    let pos = from;
    while (pos < people.length && decided[pos]) pos++;
    if (pos === people.length) return record();
    const a = people[pos] as number;
    decided[pos] = 1;
    households.forEach(({ household, f }, k) => {
      const withMembers = (fills[f] as Map<number, number>).get(a);
      const list = added[k] as number[];
      if (withMembers === undefined || list.length >= household.open) return;
      if ((rooms.get(household.home) as number) < 1) return;
      let gain = withMembers;
      for (const other of list) {
        const score = instance.pairValue(a, other);
        if (score < 0) return;
        gain += score;
      }
      list.push(a);
      rooms.set(household.home, (rooms.get(household.home) as number) - 1);
      slotsNow = null;
      current[0]++;
      current[1]++;
      current[2] += gain;
      if (houseTriples(triples, capacity())) search(pos + 1);
      current[0]--;
      current[1]--;
      current[2] -= gain;
      rooms.set(household.home, (rooms.get(household.home) as number) + 1);
      slotsNow = null;
      list.pop();
    });
    for (let q = pos + 1; q < size; q++) {
      if (decided[q]) continue;
      const ab = pairValues[pos * size + q] as number;
      if (ab < 0) continue;
      decided[q] = 1;
      for (let r = q + 1; r < size; r++) {
        if (decided[r]) continue;
        const ac = pairValues[pos * size + r] as number;
        const bc = pairValues[q * size + r] as number;
        if (ac < 0 || bc < 0) continue;
        const homes = homesOfTriple(pos, q, r);
        if (homes.length === 0) continue;
        triples.push({ members: [a, people[q] as number, people[r] as number], homes });
        decided[r] = 1;
        const value = ab + ac + bc;
        current[1] += 3;
        current[2] += value;
        if (houseTriples(triples, capacity())) search(pos + 1);
        current[1] -= 3;
        current[2] -= value;
        decided[r] = 0;
        triples.pop();
      }
      decided[q] = 0;
    }
    search(pos + 1);
    decided[pos] = 0;
  };
  search(0);
  return bestSolution;
}
