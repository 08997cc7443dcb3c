// The match engine in memory: time and total score of assignMatches at 1k, 10k and 50k veterans (as many
// properties), and its quality against the exact optimum at 2,000 x 2,000 under the same urgency-first rule.
// Run: npx tsx bench/engine.ts   (BENCH_ENGINE_SIZES=1000,10000 to choose the sizes)
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

/** Wall time, and the CPU time of this process: on a shared 2-core machine the first includes waiting. */
function timed<T>(run: () => T): [T, number, number] {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = run();
  const used = process.cpuUsage(cpu);
  return [result, performance.now() - start, (used.user + used.system) / 1000];
}
const seconds = (ms: number) => (ms / 1000).toFixed(2);

function main() {
  const sizes = (process.env.BENCH_ENGINE_SIZES ?? '1000,10000,50000').split(',').map(Number);
  console.log(
    `Match engine, in memory (${US_ZIPS.length} real ZIP centroids, ${LANDLORD_TIERS.length} tiers)\n`,
  );
  console.log(
    '| veterans | properties | time (s) | cpu (s) | matches | total score | mean score | 10k target |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const size of sizes) {
    const { veterans, properties } = makeInstance(size, size, size);
    const [matches, ms, cpuMs] = timed(() => assignMatches(veterans, properties, { now: NOW }));
    const total = totalScore(matches);
    const target = size === 10_000 ? (ms < 3000 ? 'under 3 s: yes' : 'under 3 s: NO') : '';
    console.log(
      `| ${size} | ${size} | ${seconds(ms)} | ${seconds(cpuMs)} | ${matches.length} | ${total} | ${(total / Math.max(1, matches.length)).toFixed(1)} | ${target} |`,
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
  console.log(`\nwithin 2% of the optimum: ${ratio >= 0.98 ? 'yes' : 'NO'}`);
  if (ratio < 0.98) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
