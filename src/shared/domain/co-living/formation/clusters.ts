import { BRANCH_MAX_APPLICANTS, type Budget, branchAndBound } from './branch';
import type { Plan } from './plan';

/** Work units for the branch and bound over all components of a run (deterministic: counted, not timed). */
export const BRANCH_WORK = 9_000_000;
/** Work units one component may spend at most. */
const BRANCH_WORK_PER_COMPONENT = 3_000_000;

/**
 * The new households of each component of up to BRANCH_MAX_APPLICANTS applicants, re-solved by branch and
 * bound with the plan's answer as the incumbent; a component's households are replaced only by a better
 * answer (more placed, or as many with a higher total). Filled places of forming households stay.
 */
export function improveByBranching(plan: Plan, components: Map<number, number[]>, skip: Set<number>) {
  const budget: Budget = { left: BRANCH_WORK };
  const roots = [...components.keys()].sort((x, y) => x - y);
  for (const root of roots) {
    const all = components.get(root) as number[];
    if (skip.has(root) || all.length < 3 || all.length > BRANCH_MAX_APPLICANTS || budget.left <= 0) continue;
    const { idRank } = plan.instance;
    // in id order: the search breaks its ties by position, and spreads them as the greedy does
    const people = all
      .filter((i) => {
        const g = plan.groupOf[i] as number;
        return g < 0 || (plan.household[g] as number) < 0;
      })
      .sort((x, y) => (idRank[x] as number) - (idRank[y] as number));
    const groups = [...new Set(people.map((i) => plan.groupOf[i] as number).filter((g) => g >= 0))];
    const slots = new Map<number, number>();
    for (const i of people) {
      for (const h of plan.instance.homesOf[i] as Int32Array) slots.set(h, plan.slotsLeft[h] as number);
    }
    let total = 0;
    for (const g of groups) {
      const h = plan.home[g] as number;
      slots.set(h, (slots.get(h) as number) + 1);
      const [a, b, c] = plan.members[g] as [number, number, number];
      total += plan.tripleValue(a, b, c);
    }
    const mine: Budget = { left: Math.min(budget.left, BRANCH_WORK_PER_COMPONENT) };
    const found = branchAndBound(plan.instance, people, slots, { placed: 3 * groups.length, total }, mine);
    budget.left -= Math.min(budget.left, BRANCH_WORK_PER_COMPONENT) - Math.max(0, mine.left);
    if (!found) continue;
    for (const g of groups) plan.removeGroup(g);
    for (const household of found) plan.addGroup(household.members, household.home, -1);
  }
}
