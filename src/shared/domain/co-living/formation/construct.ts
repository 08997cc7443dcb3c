import { Grid, sortedHas } from './grid';
import type { Instance, OpenHousehold } from './instance';
import type { PartnerLists } from './partners';
import type { Plan } from './plan';
import type { FormationApplicant } from './types';

/**
 * Who may take an open place of each forming household: lives near its home and may live there, and is
 * compatible with (and never declined by) every current member. Value: the scores with the members.
 */
export function fillCandidates(instance: Instance): Map<number, number>[] {
  const grid = new Grid(instance.applicants);
  return instance.households.map((household) => {
    const candidates = new Map<number, number>();
    if (household.home < 0 || household.open === 0) return candidates;
    const home = instance.homes[household.home];
    if (!home) return candidates;
    grid.near(home, instance.radius, (i) => {
      if (!sortedHas(instance.homesOf[i] as Int32Array, household.home)) return;
      const value = instance.memberValue(i, household);
      if (value >= 0) candidates.set(i, value);
    });
    return candidates;
  });
}

/**
 * Phase 1: the open places of forming households, the households with the fewest candidates first; each
 * place goes to the candidate who adds most with the members (current and just added), the one with the
 * fewest other households to go to on a tie, then the lower index.
 */
export function fillHouseholds(plan: Plan, candidates: Map<number, number>[]) {
  const { instance } = plan;
  const options = new Int32Array(instance.n);
  for (const map of candidates) for (const i of map.keys()) options[i] = (options[i] as number) + 1;
  const order = instance.households
    .map((household, f) => ({ household, f, count: (candidates[f] as Map<number, number>).size }))
    .filter(({ count }) => count > 0)
    .sort((x, y) => x.count - y.count || x.f - y.f);
  for (const { household, f } of order)
    fillOne(plan, household, f, candidates[f] as Map<number, number>, options);
}

function fillOne(
  plan: Plan,
  household: OpenHousehold,
  f: number,
  candidates: Map<number, number>,
  options: Int32Array,
) {
  const { instance } = plan;
  const added: number[] = [];
  while (added.length < Math.min(household.open, plan.roomsLeft[household.home] as number)) {
    let best = -1;
    let bestValue = -1;
    for (const [i, withMembers] of [...candidates].sort((x, y) => x[0] - y[0])) {
      if (plan.groupOf[i] !== -1) continue;
      let value = withMembers;
      for (const other of added) {
        const score = instance.pairValue(i, other);
        if (score < 0) {
          value = -1;
          break;
        }
        value += score;
      }
      if (value < 0) continue;
      const better =
        value > bestValue || (value === bestValue && (options[i] as number) < (options[best] as number));
      if (better) {
        best = i;
        bestValue = value;
      }
    }
    if (best < 0) break;
    added.push(best);
    plan.groupOf[best] = -2;
  }
  for (const i of added) plan.groupOf[i] = -1;
  if (added.length > 0) plan.addGroup(added, household.home, f);
}

/** Applicants by how hard they are to place: fewest compatible neighbours, then fewest homes, then id. */
export function constrainedOrder(instance: Instance, partners: PartnerLists): number[] {
  return Array.from({ length: instance.n }, (_, i) => i)
    .filter((i) => (partners.length[i] as number) >= 2)
    .sort(
      (x, y) =>
        (partners.degree[x] as number) - (partners.degree[y] as number) ||
        (instance.homesOf[x] as Int32Array).length - (instance.homesOf[y] as Int32Array).length ||
        (instance.idRank[x] as number) - (instance.idRank[y] as number),
    );
}

interface Triple {
  b: number;
  c: number;
  value: number;
}

/**
 * How a seed chooses its housemates: 'flexible' keeps the partners who can live in most homes for later
 * (the triple whose less mobile partner has the fewest homes first, then the highest value: more veterans
 * placed), 'best' takes the highest value first.
 */
export type PartnerChoice = 'flexible' | 'best';

/** The triples around `a` from a list of free partners (and their own lists), in the order `choice` tries them. */
function triplesAround(
  plan: Plan,
  partners: PartnerLists,
  a: number,
  around: number[],
  choice: PartnerChoice,
): Triple[] {
  const triples: Triple[] = [];
  const seen = new Set<number>();
  const n = plan.instance.n;
  for (const b of around) {
    if (plan.groupOf[b] !== -1) continue;
    for (const c of [...around, ...partners.partners(b)]) {
      if (c === a || c === b || plan.groupOf[c] !== -1) continue;
      const key = Math.min(b, c) * n + Math.max(b, c);
      if (seen.has(key)) continue;
      seen.add(key);
      const value = plan.tripleValue(a, b, c);
      if (value >= 0) triples.push({ b: Math.min(b, c), c: Math.max(b, c), value });
    }
  }
  const homes = (i: number) => (plan.instance.homesOf[i] as Int32Array).length;
  const flex = (t: Triple) => Math.min(homes(t.b), homes(t.c));
  const first = choice === 'flexible' ? (x: Triple, y: Triple) => flex(x) - flex(y) : () => 0;
  return triples.sort((x, y) => first(x, y) || y.value - x.value || x.b - y.b || x.c - y.c);
}

/** The free partners of `a` still unplaced, best first, sharing a home that can still take a household. */
export function freshPartners(plan: Plan, partners: PartnerLists, a: number): number[] {
  const found: { j: number; score: number }[] = [];
  const homes = (plan.instance.homesOf[a] as Int32Array).filter((h) => (plan.slotsLeft[h] as number) > 0);
  if (homes.length === 0) return [];
  const { instance, homeMarks } = plan;
  homeMarks.set(homes);
  partners.grid.near(instance.applicants[a] as FormationApplicant, 2 * instance.radius, (j) => {
    if (j === a || plan.groupOf[j] !== -1 || !homeMarks.meets(instance.homesOf[j] as Int32Array)) return;
    const score = instance.pairValue(a, j);
    if (score >= 0) found.push({ j, score });
  });
  found.sort((x, y) => y.score - x.score || x.j - y.j);
  return found.slice(0, 2 * partners.k).map((x) => x.j);
}

/** Place `a` in the best new household it can make with free applicants and a free home; true if placed. */
export function placeNew(
  plan: Plan,
  partners: PartnerLists,
  a: number,
  fresh: boolean,
  choice: PartnerChoice,
): boolean {
  const around = fresh ? freshPartners(plan, partners, a) : partners.partners(a);
  for (const { b, c } of triplesAround(plan, partners, a, around, choice)) {
    const home = plan.freeHomeFor(a, b, c);
    if (home >= 0) {
      plan.addGroup(
        [a, b, c].sort((x, y) => x - y),
        home,
        -1,
      );
      return true;
    }
  }
  return false;
}

/** Phase 2: most constrained first, each unplaced applicant seeds its best feasible new household. */
export function formGroups(plan: Plan, partners: PartnerLists, order: number[], choice: PartnerChoice) {
  for (const a of order) {
    if (plan.groupOf[a] !== -1) continue;
    if (!placeNew(plan, partners, a, false, choice)) placeNew(plan, partners, a, true, choice);
  }
}
