// Household formation in memory: time, veterans placed, total compatibility and the ratio to the proven bound
// at 1k, 10k and 50k applicants (greedy construction alone as the baseline, then the full algorithm), and the
// ratio to the exact optimum (HiGHS) on instances of up to 90 applicants. Checks every household it forms.
// Run: npx tsx bench/co-living.ts   (BENCH_COLIVING_SIZES=1000,10000 to choose the sizes)
import { pathToFileURL } from 'node:url';
import { homeFit, pairCompatibility } from '@shared/domain/co-living';
import {
  type FormationInput,
  type FormationResult,
  formHouseholds,
} from '@shared/domain/co-living/formation';
import { CO_LIVING_RADIUS_MILES } from '@shared/domain/co-living/vocabulary';
import { distanceMiles } from '@shared/domain/geo';
import { exactOptimum } from './co-living-exact';
import { makeInstance } from './co-living-instances';

/** Wall time and this process's CPU time: on a shared 2-core machine the first includes waiting. */
function timed<T>(run: () => T): [T, number, number] {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = run();
  const used = process.cpuUsage(cpu);
  return [result, performance.now() - start, (used.user + used.system) / 1000];
}
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const percent = (x: number, y: number) => `${((100 * x) / Math.max(1, y)).toFixed(2)}%`;

/** Problems with the households formed, from the rules themselves (never from the solver's own tables). */
export function violations(input: FormationInput, result: FormationResult): string[] {
  const applicants = new Map(input.applicants.map((a) => [a.profile.id, a]));
  const homes = new Map(input.homes.map((h) => [h.id, h]));
  const households = new Map(input.formingHouseholds.map((h) => [h.id, h]));
  const problems: string[] = [];
  const seen = new Set<string>();
  const load = new Map<string, number>();
  for (const group of result.groups) {
    const home = homes.get(group.homeId);
    const current = group.householdId ? (households.get(group.householdId)?.members ?? []) : [];
    const members = group.memberIds.map((id) => applicants.get(id));
    if (!home || members.some((m) => !m)) problems.push(`unknown home or applicant in ${group.homeId}`);
    if (current.length + members.length > 3) problems.push(`more than 3 in ${group.homeId}`);
    load.set(group.homeId, (load.get(group.homeId) ?? 0) + (group.householdId ? members.length : 3));
    members.forEach((m, k) => {
      if (!m || !home) return;
      if (seen.has(m.profile.id)) problems.push(`${m.profile.id} in two households`);
      seen.add(m.profile.id);
      const misfit = homeFit(m.profile, home.profile);
      if (misfit) problems.push(`${m.profile.id} in ${home.id}: ${misfit}`);
      if (distanceMiles(m, home) > CO_LIVING_RADIUS_MILES)
        problems.push(`${m.profile.id} too far from ${home.id}`);
      const others = [...current, ...members.slice(k + 1).flatMap((o) => (o ? [o.profile] : []))];
      for (const other of others) {
        const pair = pairCompatibility(m.profile, other);
        if (!pair.compatible)
          problems.push(`${m.profile.id}+${other.id}: ${pair.dealBreaker ?? 'incompatible'}`);
      }
    });
  }
  for (const [id, used] of load)
    if (used > (homes.get(id)?.freeRooms ?? 0)) problems.push(`${id} over capacity`);
  if (result.totalCompatibility > result.upperBound) problems.push('total above the bound');
  return problems;
}

function scale(sizes: number[]): boolean {
  console.log('Household formation, in memory (40 metros, real ZIP centroids, homes of 3-5 rooms)\n');
  console.log(
    '| applicants | homes | solver | time (s) | cpu (s) | placed | households | total compatibility | upper bound | ratio to bound | vs greedy |',
  );
  console.log('|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  let ok = true;
  const cpuBySize: [number, number][] = [];
  for (const size of sizes) {
    const input = makeInstance(size, size);
    const [greedy, greedyMs, greedyCpu] = timed(() => formHouseholds(input, { improve: false }));
    const [full, fullMs, fullCpu] = timed(() => formHouseholds(input));
    cpuBySize.push([size, fullCpu]);
    for (const [name, result, ms, cpu] of [
      ['greedy only', greedy, greedyMs, greedyCpu],
      ['full', full, fullMs, fullCpu],
    ] as const) {
      console.log(
        `| ${size} | ${input.homes.length} | ${name} | ${seconds(ms)} | ${seconds(cpu)} | ${result.veteransPlaced} | ${result.householdsFormed} | ${result.totalCompatibility} | ${result.upperBound} | ${percent(result.totalCompatibility, result.upperBound)} | ${percent(result.totalCompatibility, greedy.totalCompatibility)} |`,
      );
    }
    const problems = violations(input, full);
    if (problems.length > 0) {
      ok = false;
      console.log(`\nINVALID at ${size}: ${problems.slice(0, 5).join('; ')}`);
    }
  }
  const [first] = cpuBySize;
  if (first) {
    console.log(`\nCPU time relative to ${first[0]}:`);
    for (const [size, cpu] of cpuBySize) {
      const growth =
        size === first[0]
          ? ''
          : ` (x${((Math.log(cpu / first[1]) / Math.log(size / first[0])) * 1).toFixed(2)} power of size)`;
      console.log(`- ${size}: x${(cpu / first[1]).toFixed(1)}${growth}`);
    }
  }
  return ok;
}

async function quality(): Promise<boolean> {
  console.log(
    '\nAgainst the exact optimum (HiGHS 0-1 programme: placed first, then total; 3 metros, no forming households)\n',
  );
  console.log(
    '| applicants | seed | triples | optimum placed | our placed | optimum total | our total | ours / optimum | HiGHS (s) |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  let ok = true;
  for (const size of [30, 60, 90]) {
    for (const seed of [1, 2, 3]) {
      const input = makeInstance(size, 1000 * size + seed, 3, 0);
      const ours = formHouseholds(input);
      const best = await exactOptimum(input);
      const ratio = ours.totalCompatibility / Math.max(1, best.total);
      const same = ours.veteransPlaced === best.placed;
      if (!same || ratio < 0.98 || violations(input, ours).length > 0) ok = false;
      console.log(
        `| ${size} | ${seed} | ${best.triples} | ${best.placed} | ${ours.veteransPlaced}${same ? '' : ' (NOT EQUAL)'} | ${best.total} | ${ours.totalCompatibility} | ${(100 * ratio).toFixed(2)}% | ${best.seconds.toFixed(1)} |`,
      );
    }
  }
  return ok;
}

async function main() {
  const sizes = (process.env.BENCH_COLIVING_SIZES ?? '1000,10000,50000').split(',').map(Number);
  const valid = scale(sizes);
  const close = await quality();
  console.log(
    `\nevery household valid: ${valid ? 'yes' : 'NO'}; placed equal and >= 98% of the optimum: ${close ? 'yes' : 'NO'}`,
  );
  if (!valid || !close) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
