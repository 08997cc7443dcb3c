// The exact optimum of a small co-living instance, for bench/co-living.ts: a 0-1 programme solved by HiGHS
// (the `highs` package). One binary per feasible triple on each home it may live in; each applicant in at
// most one, each home at most floor(free rooms / 3) new households. Lexicographic as the formation: first the
// most veterans placed, then (with that count fixed) the highest total compatibility. No forming households.
import { homeFit, pairCompatibility } from '@shared/domain/co-living';
import type { FormationInput } from '@shared/domain/co-living/formation';
import { CO_LIVING_RADIUS_MILES } from '@shared/domain/co-living/vocabulary';
import { distanceMiles } from '@shared/domain/geo';

interface Column {
  name: string;
  members: number[];
  home: number;
  value: number;
}

/** The triples (on a home) the rules allow, from pairCompatibility, homeFit and the distance alone. */
function columns(input: FormationInput): Column[] {
  const radius = input.radiusMiles ?? CO_LIVING_RADIUS_MILES;
  const people = input.applicants;
  const blocked = new Set(input.blockedPairs.flatMap(([x, y]) => [`${x}|${y}`, `${y}|${x}`]));
  const score = people.map((a) =>
    people.map((b) => {
      const pair = pairCompatibility(a.profile, b.profile);
      return pair.compatible && !blocked.has(`${a.profile.id}|${b.profile.id}`) ? pair.overall : -1;
    }),
  );
  const lives = people.map((a) =>
    input.homes.map(
      (home) =>
        home.freeRooms >= 3 && distanceMiles(a, home) <= radius && homeFit(a.profile, home.profile) === null,
    ),
  );
  const found: Column[] = [];
  const at = (i: number, j: number) => score[i]?.[j] ?? -1;
  for (let i = 0; i < people.length; i++) {
    for (let j = i + 1; j < people.length; j++) {
      if (at(i, j) < 0) continue;
      for (let k = j + 1; k < people.length; k++) {
        if (at(i, k) < 0 || at(j, k) < 0) continue;
        input.homes.forEach((_, h) => {
          if (lives[i]?.[h] && lives[j]?.[h] && lives[k]?.[h]) {
            found.push({
              name: `x${found.length}`,
              members: [i, j, k],
              home: h,
              value: at(i, j) + at(i, k) + at(j, k),
            });
          }
        });
      }
    }
  }
  return found;
}

/** A linear expression over columns, broken into short lines (the LP format limits line length). */
const expression = (terms: string[]) =>
  terms.map((term, k) => `${k === 0 ? '' : k % 8 === 0 ? '\n +' : ' +'} ${term}`).join('');

function lp(cols: Column[], input: FormationInput, objective: 'placed' | 'total', placed = 0): string {
  const rows: string[] = [];
  input.applicants.forEach((_, i) => {
    const mine = cols.filter((c) => c.members.includes(i)).map((c) => c.name);
    if (mine.length > 1) rows.push(` a${i}: ${expression(mine)} <= 1`);
  });
  input.homes.forEach((home, h) => {
    const here = cols.filter((c) => c.home === h).map((c) => c.name);
    if (here.length > 0) rows.push(` h${h}: ${expression(here)} <= ${Math.floor(home.freeRooms / 3)}`);
  });
  if (objective === 'total') rows.push(` placed: ${expression(cols.map((c) => `3 ${c.name}`))} >= ${placed}`);
  const goal = cols.map((c) => (objective === 'placed' ? `3 ${c.name}` : `${c.value} ${c.name}`));
  return [
    'Maximize',
    ` obj: ${expression(goal)}`,
    'Subject To',
    ...rows,
    'Binary',
    ...cols.map((c) => ` ${c.name}`),
    'End',
  ].join('\n');
}

export interface Optimum {
  placed: number;
  total: number;
  triples: number;
  seconds: number;
  /** the optimum's households: member ids and home id */
  groups: { memberIds: string[]; homeId: string }[];
}

/** The proven optimum (placed, then total) of an instance without forming households. */
export async function exactOptimum(input: FormationInput): Promise<Optimum> {
  const highs = await (await import('highs')).default();
  const start = performance.now();
  const cols = columns(input);
  if (cols.length === 0) return { placed: 0, total: 0, triples: 0, seconds: 0, groups: [] };
  const options = { mip_rel_gap: 0, mip_abs_gap: 0, output_flag: false } as const;
  const first = highs.solve(lp(cols, input, 'placed'), options);
  if (first.Status !== 'Optimal') throw new Error(`HiGHS: ${first.Status}`);
  const placed = Math.round(first.ObjectiveValue);
  const second = highs.solve(lp(cols, input, 'total', placed), options);
  if (second.Status !== 'Optimal') throw new Error(`HiGHS: ${second.Status}`);
  return {
    placed,
    total: Math.round(second.ObjectiveValue),
    triples: cols.length,
    seconds: (performance.now() - start) / 1000,
    groups: cols
      .filter((c) => (second.Columns[c.name]?.Primal ?? 0) > 0.5)
      .map((c) => ({
        memberIds: c.members.map((i) => input.applicants[i]?.profile.id ?? ''),
        homeId: input.homes[c.home]?.id ?? '',
      })),
  };
}
