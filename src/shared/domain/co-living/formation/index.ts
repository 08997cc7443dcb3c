import { components, upperBound } from './bound';
import { improveByBranching } from './clusters';
import {
  constrainedOrder,
  fillCandidates,
  fillHouseholds,
  formGroups,
  type PartnerChoice,
} from './construct';
import { EXACT_MAX_APPLICANTS, type ExactSolution, solveExactly } from './exact';
import { improveBySwaps } from './improve';
import { Instance } from './instance';
import { PartnerLists } from './partners';
import { Plan } from './plan';
import { unplacedReasons } from './reasons';
import type { FormationInput, FormationResult, FormedGroup } from './types';
import { improveByWindows } from './windows';

export type * from './types';

/** Passes of the swap search on the large components. */
const SWAP_PASSES = 3;
/** Components up to this many applicants are also built a second way (best partners first); the better wins. */
const RESTART_MAX_APPLICANTS = 150;
/** Improvement windows per run, over all rounds and starts: enough for every waiting applicant of a city, bounded at scale. */
const WINDOW_BUDGET = 1500;
/** Rounds of improvement windows around the applicants still waiting. */
const WINDOW_ROUNDS = 3;

export interface FormationOptions {
  /** false: the greedy construction only (the benchmark's baseline) */
  improve?: boolean;
}

/**
 * Household formation (docs/decisions/0015-household-formation.md): fill the open places of forming
 * households, then form new households of three on homes with free rooms; most filled places first, then
 * most veterans placed, then the highest total pair compatibility. Small components are solved exactly,
 * large ones by a most-constrained-first greedy and a swap search. Pure and deterministic: the same set
 * of applicants, homes and households gives the same answer in any order.
 */
export function formHouseholds(input: FormationInput, options: FormationOptions = {}): FormationResult {
  const instance = new Instance(input);
  const partners = new PartnerLists(instance);
  const fills = fillCandidates(instance);
  const parts = components(instance);
  const members = new Map<number, number[]>();
  parts.ofApplicant.forEach((root, i) => {
    const list = members.get(root);
    if (list) list.push(i);
    else members.set(root, [i]);
  });
  const small = new Set<number>();
  const exact: ExactSolution[] = [];
  for (const [root, people] of members) {
    if (people.length > EXACT_MAX_APPLICANTS || (instance.homesOf[root] as Int32Array).length === 0) continue;
    small.add(root);
    exact.push(solveExactly(instance, people, fills));
  }

  const largeFills = fills.map((candidates, f) => {
    const home = instance.households[f]?.home ?? -1;
    return home >= 0 && small.has(parts.ofHome[home] as number) ? new Map<number, number>() : candidates;
  });
  const base = () => {
    const plan = new Plan(instance);
    fillHouseholds(plan, largeFills);
    for (const solution of exact) {
      for (const { household, members: added } of solution.fills) {
        plan.addGroup(added, instance.households[household]?.home as number, household);
      }
    }
    plan.openSlots();
    for (const solution of exact) for (const t of solution.triples) plan.addGroup(t.members, t.home, -1);
    return plan;
  };
  const order = constrainedOrder(instance, partners).filter(
    (i) => !small.has(parts.ofApplicant[i] as number),
  );
  const improve = options.improve !== false;
  const first = search(base(), partners, order, 'flexible', improve);
  const restart = order.filter(
    (i) => (members.get(parts.ofApplicant[i] as number)?.length ?? 0) <= RESTART_MAX_APPLICANTS,
  );
  if (!improve || restart.length === 0) {
    if (improve) improveByBranching(first, members, small);
    return result(first, partners, upperBound(instance, partners, fills, parts), fills);
  }
  const plans = [first, search(base(), partners, restart, 'best', improve)];
  const results = plans.map((p) => byComponent(p, parts.ofApplicant, small));
  const plan = base();
  for (const root of (results[0] as ReturnType<typeof byComponent>).keys()) {
    let pick = 0;
    results.forEach((found, k) => {
      const [mine, best] = [found.get(root), (results[pick] as ReturnType<typeof byComponent>).get(root)];
      if (
        mine &&
        best &&
        (mine.placed > best.placed || (mine.placed === best.placed && mine.total > best.total))
      )
        pick = k;
    });
    const from = plans[pick] as Plan;
    for (const g of (results[pick] as ReturnType<typeof byComponent>).get(root)?.groups ?? []) {
      plan.addGroup([...(from.members[g] as number[])], from.home[g] as number, -1);
    }
  }
  improveByBranching(plan, members, small);
  return result(plan, partners, upperBound(instance, partners, fills, parts), fills);
}

/** Greedy construction, then (unless only the baseline is asked) windows around the waiting, then swaps. */
function search(
  plan: Plan,
  partners: PartnerLists,
  order: number[],
  choice: PartnerChoice,
  improve: boolean,
) {
  formGroups(plan, partners, order, choice);
  if (!improve) return plan;
  let budget = WINDOW_BUDGET / 2;
  for (let round = 0; round < WINDOW_ROUNDS && budget > 0; round++) {
    const waiting = order.filter((i) => plan.groupOf[i] === -1);
    const { improved, windows } = improveByWindows(plan, partners, waiting, budget);
    budget -= windows;
    if (improved === 0) break;
  }
  improveBySwaps(plan, partners, SWAP_PASSES);
  return plan;
}

/** Each large component's new households in a plan, with how many they place and their total. */
function byComponent(plan: Plan, ofApplicant: Int32Array, exact: Set<number>) {
  const found = new Map<number, { placed: number; total: number; groups: number[] }>();
  plan.members.forEach((list, g) => {
    if (list.length === 0 || (plan.household[g] as number) >= 0) return;
    const root = ofApplicant[list[0] as number] as number;
    if (exact.has(root)) return;
    const entry = found.get(root) ?? { placed: 0, total: 0, groups: [] };
    const [a, b, c] = list as [number, number, number];
    entry.placed += 3;
    entry.total += plan.tripleValue(a, b, c);
    entry.groups.push(g);
    found.set(root, entry);
  });
  return found;
}

function result(
  plan: Plan,
  partners: PartnerLists,
  bound: number,
  fills: Map<number, number>[],
): FormationResult {
  const { instance } = plan;
  const groups: FormedGroup[] = [];
  let total = 0;
  let placed = 0;
  plan.members.forEach((list, g) => {
    if (list.length === 0) return;
    const sorted = [...list].sort((x, y) => x - y);
    const f = plan.household[g] as number;
    if (f >= 0) for (const i of sorted) total += (fills[f] as Map<number, number>).get(i) ?? 0;
    sorted.forEach((a, k) => {
      for (const b of sorted.slice(k + 1)) total += instance.score(a, b);
    });
    placed += sorted.length;
    groups.push({
      householdId: f >= 0 ? (instance.households[f]?.id ?? null) : null,
      homeId: instance.homes[plan.home[g] as number]?.id as string,
      memberIds: sorted.map((i) => instance.id(i)),
    });
  });
  groups.sort((x, y) => ((x.memberIds[0] as string) < (y.memberIds[0] as string) ? -1 : 1));
  const canFill = new Uint8Array(instance.n);
  for (const candidates of fills) for (const i of candidates.keys()) canFill[i] = 1;
  const waiting = Array.from({ length: instance.n }, (_, i) => i).filter((i) => plan.groupOf[i] === -1);
  return {
    groups,
    householdsFormed: groups.filter((group) => group.householdId === null).length,
    veteransPlaced: placed,
    totalCompatibility: total,
    upperBound: bound,
    unplaced: unplacedReasons(instance, partners, canFill, waiting),
  };
}
