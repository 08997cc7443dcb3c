import type { Instance } from './instance';

/** Components up to this many applicants get a branch-and-bound search after the heuristic. */
export const BRANCH_MAX_APPLICANTS = 200;
/** Feasible triples a component may have for the search to start (memory and time stay small). */
const BRANCH_MAX_TRIPLES = 100_000;

export interface Household {
  members: number[];
  home: number;
}

/**
 * Work units a search may spend (applicants looked at by the bound, and a sixteenth of the triples looked at
 * when an applicant is decided): counted, never timed, so the answer is deterministic.
 */
export interface Budget {
  left: number;
}

/**
 * The new households of one component by branch and bound (docs/decisions/0015-household-formation.md):
 * the most constrained applicant left (fewest feasible triples) that still has a live triple (all three
 * undecided) either founds one of its live triples, or waits; triples get homes by augmenting paths, so a
 * home is never chosen greedily. The bound at each node: only applicants with a live triple can still be
 * placed, at most 3 per free household slot, each adding at most half its two best scores with undecided
 * partners. The count is searched first (a limited discrepancy search, then depth first), then the total
 * with that count. Returns the households when they beat `incumbent` (placed, then total), else null; stops
 * when the budget runs out.
 */
export function branchAndBound(
  instance: Instance,
  people: number[],
  slots: Map<number, number>,
  incumbent: { placed: number; total: number },
  budget: Budget,
): Household[] | null {
  const m = people.length;
  const homes = [...slots.keys()].filter((h) => (slots.get(h) as number) > 0).sort((x, y) => x - y);
  const local = new Map(homes.map((h, k) => [h, k]));
  const capacity = homes.map((h) => slots.get(h) as number);
  const totalSlots = capacity.reduce((x, y) => x + y, 0);
  const homesOf = people.map((i) =>
    Array.from(instance.homesOf[i] as Int32Array).flatMap((h) =>
      local.has(h) ? [local.get(h) as number] : [],
    ),
  );
  const score = new Int32Array(m * m).fill(-1);
  const partners: number[][] = people.map(() => []);
  for (let p = 0; p < m; p++) {
    for (let q = p + 1; q < m; q++) {
      if (!(homesOf[p] as number[]).some((h) => (homesOf[q] as number[]).includes(h))) continue;
      const value = instance.pairValue(people[p] as number, people[q] as number);
      if (value < 0) continue;
      score[p * m + q] = value;
      score[q * m + p] = value;
      (partners[p] as number[]).push(q);
      (partners[q] as number[]).push(p);
    }
  }
  for (let p = 0; p < m; p++) {
    (partners[p] as number[]).sort(
      (x, y) => (score[p * m + y] as number) - (score[p * m + x] as number) || x - y,
    );
  }
  // every feasible triple, with the homes all three may live in
  const members: [number, number, number][] = [];
  const value: number[] = [];
  const tripleHomes: number[][] = [];
  const triplesOf: number[][] = people.map(() => []);
  for (let a = 0; a < m; a++) {
    for (const b of partners[a] as number[]) {
      if (b <= a) continue;
      for (const c of partners[b] as number[]) {
        if (c <= b || (score[a * m + c] as number) < 0) continue;
        const shared = (homesOf[a] as number[]).filter(
          (h) => (homesOf[b] as number[]).includes(h) && (homesOf[c] as number[]).includes(h),
        );
        if (shared.length === 0) continue;
        const t = members.length;
        if (t >= BRANCH_MAX_TRIPLES) return null;
        members.push([a, b, c]);
        value.push(
          (score[a * m + b] as number) + (score[a * m + c] as number) + (score[b * m + c] as number),
        );
        tripleHomes.push(shared);
        for (const x of [a, b, c]) (triplesOf[x] as number[]).push(t);
      }
    }
  }
  const hardness = (t: number) =>
    (members[t] as number[]).reduce((sum, x) => sum + (triplesOf[x] as number[]).length, 0);
  const byCount = triplesOf.map((list) =>
    [...list].sort(
      (x, y) => hardness(x) - hardness(y) || (value[y] as number) - (value[x] as number) || x - y,
    ),
  );
  for (const list of triplesOf) list.sort((x, y) => (value[y] as number) - (value[x] as number) || x - y);
  const order = Array.from({ length: m }, (_, p) => p)
    .filter((p) => (triplesOf[p] as number[]).length > 0)
    .sort((x, y) => (triplesOf[x] as number[]).length - (triplesOf[y] as number[]).length || x - y);

  const decided = new Uint8Array(m);
  const stack: number[] = [];
  const homeOf: number[] = [];
  const holders: number[][] = homes.map(() => []);
  const seen = new Int32Array(homes.length);
  let stamp = 0;
  let placed = 0;
  let total = 0;
  let best = { ...incumbent };
  // first the count alone (an equal count is pruned), then the total with the best count found
  let countOnly = true;
  let bestHouseholds: Household[] | null = null;
  const values: number[] = [];

  const augment = (d: number): boolean => {
    for (const h of tripleHomes[stack[d] as number] as number[]) {
      if (seen[h] === stamp) continue;
      seen[h] = stamp;
      const list = holders[h] as number[];
      if (list.length < (capacity[h] as number)) {
        list.push(d);
        homeOf[d] = h;
        return true;
      }
      for (let k = 0; k < list.length; k++) {
        if (augment(list[k] as number)) {
          list[k] = d;
          homeOf[d] = h;
          return true;
        }
      }
    }
    return false;
  };
  // triples of each applicant whose three members are all undecided (Knuth's "column size"), kept as
  // applicants are decided and undecided, in reverse order
  const liveCount = Int32Array.from(triplesOf, (list) => list.length);
  const setDecided = (x: number, on: boolean) => {
    if (on) decided[x] = 1;
    for (const t of triplesOf[x] as number[]) {
      const [a, b, c] = members[t] as [number, number, number];
      if ((a !== x && decided[a]) || (b !== x && decided[b]) || (c !== x && decided[c])) continue;
      for (const y of [a, b, c]) if (y !== x) liveCount[y] = (liveCount[y] as number) + (on ? -1 : 1);
    }
    if (!on) decided[x] = 0;
    budget.left -= (triplesOf[x] as number[]).length >> 4;
  };
  /** The first undecided applicant of `order` with a live triple (-1: nobody can still be placed), and how many have one. */
  const choose = (): [number, number] => {
    let chosen = -1;
    let live = 0;
    for (const p of order) {
      if (decided[p] || (liveCount[p] as number) === 0) continue;
      live++;
      if (chosen < 0) chosen = p;
    }
    return [chosen, live];
  };
  /**
   * Only applicants with a live triple can still be placed, at most 3 per free slot; what they add is at
   * most half their two best scores with undecided partners (the split of the upper bound's proof).
   */
  const bound = (live: number): [number, number] => {
    values.length = 0;
    for (const p of order) {
      if (decided[p] || (liveCount[p] as number) === 0) continue;
      let first = -1;
      for (const q of partners[p] as number[]) {
        if (decided[q]) continue;
        const s = score[p * m + q] as number;
        if (first < 0) first = s;
        else {
          values.push((first + s) / 2);
          break;
        }
      }
    }
    budget.left -= m;
    const free = totalSlots - stack.length;
    const households = Math.min(free, Math.floor(live / 3));
    let add = 0;
    if (values.length > 3 * free) values.sort((x, y) => y - x);
    for (let k = 0; k < Math.min(values.length, 3 * free); k++) add += values[k] as number;
    return [placed + 3 * households, total + add];
  };
  const search = (slack: number) => {
    if (placed > best.placed || (!countOnly && placed === best.placed && total > best.total)) {
      best = { placed, total };
      bestHouseholds = stack.map((t, d) => ({
        members: (members[t] as number[]).map((p) => people[p] as number).sort((x, y) => x - y),
        home: homes[homeOf[d] as number] as number,
      }));
    }
    const [p, live] = choose();
    if (p < 0 || budget.left <= 0) return;
    const [placedBound, totalBound] = countOnly
      ? [placed + 3 * Math.min(totalSlots - stack.length, Math.floor(live / 3)), 0]
      : bound(live);
    if (placedBound < best.placed || (placedBound === best.placed && (countOnly || totalBound <= best.total)))
      return;
    setDecided(p, true);
    let child = 0;
    for (const t of (countOnly ? byCount : triplesOf)[p] as number[]) {
      const [a, b, c] = members[t] as [number, number, number];
      if ((a !== p && decided[a]) || (b !== p && decided[b]) || (c !== p && decided[c])) continue;
      if (child > 0 && slack === 0) break;
      stack.push(t);
      stamp++;
      if (augment(stack.length - 1)) {
        const mates = [a, b, c].filter((x) => x !== p);
        for (const x of mates) setDecided(x, true);
        placed += 3;
        total += value[t] as number;
        search(child > 0 ? slack - 1 : slack);
        child++;
        placed -= 3;
        total -= value[t] as number;
        for (const x of mates.reverse()) setDecided(x, false);
        const list = holders[homeOf[stack.length - 1] as number] as number[];
        list.splice(list.indexOf(stack.length - 1), 1);
      }
      stack.pop();
      if (budget.left <= 0) break;
    }
    // p waits
    if (child === 0 || slack > 0) search(child > 0 ? slack - 1 : slack);
    setDecided(p, false);
  };
  // the count, a third of the budget each: a limited discrepancy search (paths that leave the first choice k
  // times, k = 0, 1, ...: depth first alone spends its budget under its first choices), then depth first;
  // then the total with the best count, on the rest
  const third = Math.floor(budget.left / 3);
  const rest = budget.left - 2 * third;
  budget.left = third;
  for (let k = 0; budget.left > 0 && k < m; k++) search(k);
  budget.left = Math.max(0, budget.left) + third;
  search(Number.POSITIVE_INFINITY);
  budget.left = Math.max(0, budget.left) + rest;
  countOnly = false;
  if (bestHouseholds) best.total = -1;
  search(Number.POSITIVE_INFINITY);
  return bestHouseholds;
}
