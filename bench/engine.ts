// The match engine in memory: time and total score of assignMatches at 1k, 10k, 50k and 100k veterans (as
// many properties), the growth exponent between sizes, and its quality against the exact optimum at
// 2,000 x 2,000 under the same urgency-first rule; PASS/FAIL against the targets of issue 16.
// Run: npx tsx bench/engine.ts   (BENCH_ENGINE_SIZES=1000,10000 to choose the sizes,
// BENCH_ENGINE_REPEATS=3 runs per size, the best reported)
import { pathToFileURL } from 'node:url';
import {
  assignMatches,
  type EngineProperty,
  type EngineVeteran,
  LANDLORD_TIERS,
  type LandlordTier,
  type ProposedMatch,
} from '@shared/domain/match-engine';
import type { UrgencyLevel } from '@shared/domain/urgency';
import zipcodes from 'zipcodes';
import { exactSolver } from './exact-assignment';

const NOW = new Date('2025-06-01T12:00:00Z');
const DAY_MS = 86_400_000;

/** Small seeded generator (mulberry32): the same instance every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Place = { zip: string; latitude: number; longitude: number };
const US_ZIPS: Place[] = Object.values(zipcodes.codes)
  .filter(
    (info) => info.country === 'US' && Number.isFinite(info.latitude) && Number.isFinite(info.longitude),
  )
  .map((info) => ({ zip: info.zip, latitude: info.latitude, longitude: info.longitude }));

function pickWeighted<T extends string>(next: () => number, weights: Record<T, number>): T {
  let roll = next();
  for (const [key, weight] of Object.entries(weights) as [T, number][]) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return Object.keys(weights)[0] as T;
}

const URGENCY_MIX: Record<UrgencyLevel, number> = { critical: 0.1, high: 0.25, normal: 0.45, low: 0.2 };
const TIER_MIX: Record<LandlordTier, number> = {
  bronze: 0.5,
  green: 0.2,
  teal: 0.15,
  plum: 0.1,
  'impact-champion': 0.05,
};

/**
 * A synthetic but realistic instance: every veteran and home sits on a real US ZIP centroid drawn at random
 * (ZIPs are denser where people live), with needs and features in plausible shares.
 */
export function makeInstance(veteranCount: number, propertyCount: number, seed = 1) {
  const next = random(seed);
  const place = () => US_ZIPS[Math.floor(next() * US_ZIPS.length)] as Place;
  const dollars = (low: number, high: number) => Math.round((low + next() * (high - low)) / 25) * 2500;
  const veterans: EngineVeteran[] = Array.from({ length: veteranCount }, (_, i) => {
    const at = place();
    return {
      id: `v${String(i).padStart(6, '0')}`,
      zipCode: at.zip,
      latitude: at.latitude,
      longitude: at.longitude,
      hasVoucher: next() < 0.3,
      requiresAccessibility: next() < 0.15,
      hasPet: next() < 0.25,
      urgency: pickWeighted(next, URGENCY_MIX),
      maxRentCents: next() < 0.6 ? dollars(700, 2200) : null,
      waitingSince: new Date(NOW.getTime() - Math.floor(next() * 180) * DAY_MS),
    };
  });
  const properties: EngineProperty[] = Array.from({ length: propertyCount }, (_, i) => {
    const at = place();
    const units = next();
    return {
      id: `p${String(i).padStart(6, '0')}`,
      zipCode: at.zip,
      latitude: at.latitude,
      longitude: at.longitude,
      acceptsVouchers: next() < 0.6,
      accessible: next() < 0.3,
      allowsPets: next() < 0.5,
      available: next() < 0.95,
      unitsAvailable: units < 0.7 ? 1 : units < 0.9 ? 2 : 3,
      rentCents: next() < 0.9 ? dollars(600, 2500) : null,
      landlordTier: pickWeighted(next, TIER_MIX),
    };
  });
  return { veterans, properties };
}

const totalScore = (matches: ProposedMatch[]) => matches.reduce((sum, match) => sum + match.score, 0);

/** Targets of issue 16: 50k x 50k under 1 s, cost close to linear, 99.9% of the optimum at 2k x 2k. */
const TARGET_MS = 1000;
const TARGET_SIZE = 50_000;
/** "Close to linear": doubling the size at most about 2.3 times the time (exponent 1.2) from 50k up. */
const MAX_GROWTH_EXPONENT = 1.2;
const MIN_QUALITY = 0.999;
/** Runs per size: the least time is reported (the machine is shared; slower runs measure the neighbours). */
const REPEATS = Number(process.env.BENCH_ENGINE_REPEATS ?? 3);

/** Wall time, and the CPU time of this process: on a shared 2-core machine the first includes waiting. */
function timed<T>(run: () => T): [T, number, number] {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = run();
  const used = process.cpuUsage(cpu);
  return [result, performance.now() - start, (used.user + used.system) / 1000];
}
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

interface SizeRun {
  size: number;
  ms: number;
  cpuMs: number;
  matches: number;
  total: number;
}

/**
 * k in cost ~ size^k between two sizes (1 is linear), on the CPU time: wall time on this shared machine
 * also counts the time the other agents' processes held the cores.
 */
const growthExponent = (from: SizeRun, to: SizeRun) =>
  Math.log(to.cpuMs / from.cpuMs) / Math.log(to.size / from.size);

function runSize(size: number): SizeRun {
  const { veterans, properties } = makeInstance(size, size, size);
  const walls: number[] = [];
  const cpus: number[] = [];
  let matches: ProposedMatch[] = [];
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    const [answer, ms, cpuMs] = timed(() => assignMatches(veterans, properties, { now: NOW }));
    matches = answer;
    walls.push(ms);
    cpus.push(cpuMs);
  }
  // the least wall time and the least CPU time over the repeats (each the run least disturbed)
  return {
    size,
    ms: Math.min(...walls),
    cpuMs: Math.min(...cpus),
    matches: matches.length,
    total: totalScore(matches),
  };
}

function main() {
  const sizes = (process.env.BENCH_ENGINE_SIZES ?? '1000,10000,50000,100000').split(',').map(Number);
  console.log(
    `Match engine, in memory (${US_ZIPS.length} real ZIP centroids, ${LANDLORD_TIERS.length} tiers; least time of ${REPEATS} runs per size)\n`,
  );
  console.log(
    '| veterans x properties | time (s) | cpu (s) | cpu per veteran (µs) | growth exponent (cpu) | matches | total score | mean score |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  const runs: SizeRun[] = [];
  for (const size of sizes) {
    const run = runSize(size);
    const previous = runs[runs.length - 1];
    const exponent = previous ? growthExponent(previous, run) : null;
    runs.push(run);
    console.log(
      `| ${size.toLocaleString('en-US')} x ${size.toLocaleString('en-US')} | ${seconds(run.ms)} | ${seconds(run.cpuMs)} | ` +
        `${((run.cpuMs * 1000) / size).toFixed(1)} | ${exponent === null ? '' : exponent.toFixed(2)} | ${run.matches} | ${run.total} | ` +
        `${(run.total / Math.max(1, run.matches)).toFixed(1)} |`,
    );
  }

  const quality = 2000;
  const { veterans, properties } = makeInstance(quality, quality, 7);
  const [engine, engineMs, engineCpu] = timed(() => assignMatches(veterans, properties, { now: NOW }));
  const [exact, exactMs, exactCpu] = timed(() =>
    assignMatches(veterans, properties, {
      now: NOW,
      candidatesPerVeteran: Number.POSITIVE_INFINITY,
      solveLevel: exactSolver,
    }),
  );
  const ratio = totalScore(engine) / totalScore(exact);
  console.log(
    `\nQuality at ${quality} x ${quality} (optimum: exact min-cost flow per urgency level, every home in reach)\n`,
  );
  console.log('| solver | time (s) | cpu (s) | matches | total score | ratio to optimum |');
  console.log('|---|---:|---:|---:|---:|---:|');
  console.log(
    `| engine (auction, top-12 lists) | ${seconds(engineMs)} | ${seconds(engineCpu)} | ${engine.length} | ${totalScore(engine)} | ${(ratio * 100).toFixed(2)}% |`,
  );
  console.log(
    `| exact | ${seconds(exactMs)} | ${seconds(exactCpu)} | ${exact.length} | ${totalScore(exact)} | 100.00% |`,
  );

  const checks: [string, boolean][] = [];
  const atTarget = runs.find((run) => run.size === TARGET_SIZE);
  if (atTarget) {
    checks.push([
      `${TARGET_SIZE.toLocaleString('en-US')} x ${TARGET_SIZE.toLocaleString('en-US')} under ${seconds(TARGET_MS)} s: ${seconds(atTarget.ms)} s (cpu ${seconds(atTarget.cpuMs)} s)`,
      atTarget.ms < TARGET_MS,
    ]);
  }
  const large = runs.filter((run) => run.size >= TARGET_SIZE);
  if (large.length >= 2) {
    const [from, to] = [large[0] as SizeRun, large[large.length - 1] as SizeRun];
    const exponent = growthExponent(from, to);
    checks.push([
      `growth from ${from.size.toLocaleString('en-US')} to ${to.size.toLocaleString('en-US')} close to linear (exponent at most ${MAX_GROWTH_EXPONENT}): ${exponent.toFixed(2)}`,
      exponent <= MAX_GROWTH_EXPONENT,
    ]);
  }
  checks.push([
    `quality at ${quality} x ${quality} at least ${(MIN_QUALITY * 100).toFixed(1)}% of the optimum: ${(ratio * 100).toFixed(2)}%`,
    ratio >= MIN_QUALITY,
  ]);
  console.log('');
  for (const [label, ok] of checks) console.log(`${verdict(ok)}  ${label}`);
  // timings depend on what else runs on the machine: only the quality fails the process (and `npm run bench`)
  if (ratio < MIN_QUALITY) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
