import { solveExactly } from './exact';
import { sortedHas } from './grid';
import type { PartnerLists } from './partners';
import type { Plan } from './plan';

/** Applicants in one improvement window: an exhaustive search over 9 stays in the milliseconds. */
export const WINDOW_APPLICANTS = 9;
/** New households dissolved and re-formed in one window. */
const WINDOW_HOUSEHOLDS = 2;
/** Free homes offered to a window. */
const WINDOW_FREE_HOMES = 4;

/** Windows tried around one waiting applicant: pairs of the households holding its partners. */
const WINDOWS_PER_APPLICANT = 6;

/** u's feasible partners (compatible, never declined, sharing a home), waiting ones and the households of the others. */
function around(plan: Plan, partners: PartnerLists, u: number) {
  const homes = plan.instance.homesOf[u] as Int32Array;
  const found: { j: number; score: number }[] = [];
  plan.homeMarks.set(homes);
  partners.scan(u, (j, score) => {
    if (plan.homeMarks.meets(plan.instance.homesOf[j] as Int32Array)) found.push({ j, score });
  });
  found.sort((x, y) => y.score - x.score || x.j - y.j);
  const waiting = found.filter(({ j }) => plan.groupOf[j] === -1).map(({ j }) => j);
  const groups: number[] = [];
  for (const { j } of found) {
    const g = plan.groupOf[j] as number;
    if (g >= 0 && (plan.household[g] as number) < 0 && !groups.includes(g)) groups.push(g);
  }
  // households on a home u may live in first: re-forming them can make room for u
  const onMyHomes = groups.filter((g) => sortedHas(homes, plan.home[g] as number));
  const others = groups.filter((g) => !sortedHas(homes, plan.home[g] as number));
  return { waiting, groups: [...onMyHomes, ...others].slice(0, WINDOW_HOUSEHOLDS + 2) };
}

/** The pairs (and singles) of candidate households a window takes, pairs first. */
function combinations(groups: number[]): number[][] {
  const pairs: number[][] = [];
  for (let x = 0; x < groups.length; x++) {
    for (let y = x + 1; y < groups.length; y++) pairs.push([groups[x] as number, groups[y] as number]);
  }
  return [...pairs, ...groups.map((g) => [g])].slice(0, WINDOWS_PER_APPLICANT);
}

/** Solve one window exactly; apply it when it places more, or as many with a higher total. */
function tryWindow(plan: Plan, u: number, waiting: number[], groups: number[]): boolean {
  const { instance } = plan;
  const people = new Set([u]);
  for (const g of groups) for (const m of plan.members[g] as number[]) people.add(m);
  for (const j of waiting) if (people.size < WINDOW_APPLICANTS) people.add(j);
  if (people.size < 3) return false;
  const slots = new Map<number, number>();
  for (const g of groups) {
    const h = plan.home[g] as number;
    slots.set(h, (slots.get(h) ?? (plan.slotsLeft[h] as number)) + 1);
  }
  // the free homes most of the window may live in (where a dissolved household can go)
  const fitting = new Map<number, number>();
  for (const i of people) {
    for (const h of instance.homesOf[i] as Int32Array) {
      if ((plan.slotsLeft[h] as number) > 0 && !slots.has(h)) fitting.set(h, (fitting.get(h) ?? 0) + 1);
    }
  }
  const best = [...fitting].filter(([, count]) => count >= 3).sort((x, y) => y[1] - x[1] || x[0] - y[0]);
  for (const [h] of best.slice(0, WINDOW_FREE_HOMES)) slots.set(h, plan.slotsLeft[h] as number);
  let total = 0;
  for (const g of groups) {
    const [a, b, c] = plan.members[g] as [number, number, number];
    total += plan.tripleValue(a, b, c);
  }
  const solution = solveExactly(
    instance,
    [...people].sort((x, y) => x - y),
    [],
    slots,
  );
  let newTotal = 0;
  for (const t of solution.triples) {
    const [a, b, c] = t.members as [number, number, number];
    newTotal += plan.tripleValue(a, b, c);
  }
  const more = solution.triples.length > groups.length;
  if (!more && (solution.triples.length < groups.length || newTotal <= total)) return false;
  for (const g of groups) plan.removeGroup(g);
  for (const t of solution.triples) plan.addGroup(t.members, t.home, -1);
  return true;
}

/**
 * Large-neighbourhood search for the count: around an applicant left waiting, take its feasible partners who
 * wait too and one or two new households holding its other partners (those on a home it may live in first),
 * and solve that window exactly on the homes those households hold plus a few free homes. The window's
 * answer replaces the old one only when it places more, or as many with a higher total, so the plan never
 * gets worse. This is where ejection chains come from: a member leaves a household for a new one, a waiting
 * applicant takes the place. At most `maxWindows` windows; returns how many were tried and improved the plan.
 */
export function improveByWindows(
  plan: Plan,
  partners: PartnerLists,
  waiting: number[],
  maxWindows: number,
): { improved: number; windows: number } {
  let windows = 0;
  let improved = 0;
  for (const u of waiting) {
    if (windows >= maxWindows) break;
    if (plan.groupOf[u] !== -1 || !partners.mayHaveTwo(u)) continue;
    const near = around(plan, partners, u);
    if (near.waiting.length + 3 * near.groups.length < 2) continue;
    for (const groups of near.groups.length > 0 ? combinations(near.groups) : [[]]) {
      windows++;
      if (tryWindow(plan, u, near.waiting, groups)) {
        improved++;
        break;
      }
      if (windows >= maxWindows) break;
    }
  }
  return { improved, windows };
}
