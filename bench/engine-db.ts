// A whole matching engine run through PostgreSQL: read the waiting veterans and free units, score and assign
// (src/shared/domain/match-engine), write the matches and the veterans' notices, in one transaction.
// Sizes 1k and 10k veterans x as many properties by default (BENCH_DB_SIZES=1000,10000,50000 for the national
// size; loading 50k takes a while, the run itself is what is timed). Targets: under 10 s at 10k (decision 8)
// and under 5 s at 50k (issue 16), printed PASS/FAIL.
// Run: npx tsx bench/engine-db.ts   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
// the bench makes its own database there and drops it at the end)
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { type Database, openDatabase } from '@server/db/client';
import { landlords, properties, veterans } from '@server/db/schema';
import { runMatchingEngine } from '@server/modules/housing-matches';
import { LANDLORD_TIERS } from '@shared/domain/match-engine';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { makeInstance } from './engine';

const NOW = new Date('2025-06-01T12:00:00Z');
/** Whole-run targets by size (read, assign, write, notices queued). */
const TARGETS_MS = new Map([
  [10_000, 10_000],
  [50_000, 5_000],
]);
/** Rows per INSERT: the widest table here has 14 columns, well under 65,535 parameters per statement. */
const INSERT_ROWS = 4000;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_ROWS)
    await insert(rows.slice(start, start + INSERT_ROWS));
}

/** Empties the tables and loads one synthetic instance (real ZIP centroids) as the app would store it. */
export async function load(db: Database, size: number): Promise<void> {
  await db.execute(sql`truncate matches, outbox_messages, veterans, properties, landlords cascade`);
  const owners = await db
    .insert(landlords)
    .values(LANDLORD_TIERS.map((tier) => ({ name: `Bench ${tier}`, email: `${tier}@bench.example`, tier })))
    .returning({ id: landlords.id, tier: landlords.tier });
  const ownerOf = new Map(owners.map((owner) => [owner.tier, owner.id]));
  const instance = makeInstance(size, size, size);
  await insertInChunks(instance.properties, (chunk) =>
    db.insert(properties).values(
      chunk.map((home) => ({
        landlordId: ownerOf.get(home.landlordTier) ?? null,
        address: `${home.id} Bench St`,
        zipCode: home.zipCode,
        latitude: home.latitude,
        longitude: home.longitude,
        unitType: 'apartment' as const,
        bedrooms: 1,
        roomCount: 1,
        unitsAvailable: home.unitsAvailable,
        rentCents: home.rentCents,
        acceptsVouchers: home.acceptsVouchers,
        accessible: home.accessible,
        allowsPets: home.allowsPets,
        status: home.available ? ('available' as const) : ('filled' as const),
      })),
    ),
  );
  await insertInChunks(instance.veterans, (chunk) =>
    db.insert(veterans).values(
      chunk.map((person) => ({
        name: `Bench ${person.id}`,
        zipCode: person.zipCode,
        hasVoucher: person.hasVoucher,
        requiresAccessibility: person.requiresAccessibility,
        hasPet: person.hasPet,
        urgency: person.urgency,
        maxRentCents: person.maxRentCents,
        source: 'housing_intake' as const,
        createdAt: person.waitingSince,
      })),
    ),
  );
  await db.execute(sql`analyze veterans; analyze properties; analyze matches`);
}

export async function withBenchDatabase(run: (db: Database) => Promise<void>): Promise<void> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `vhm_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await handle.migrate();
    await run(handle.db);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function main() {
  const sizes = (process.env.BENCH_DB_SIZES ?? '1000,10000').split(',').map(Number);
  console.log(
    '\nMatch engine through PostgreSQL: one run = read + score/assign + write, in one transaction\n',
  );
  console.log(
    '| veterans x properties | load (s, setup) | read (s) | score+assign (s) | write (s) | run total (s) | matches | second run | target |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---|---|');
  let failed = false;
  await withBenchDatabase(async (db) => {
    for (const size of sizes) {
      const loadStart = performance.now();
      await load(db, size);
      const loadMs = performance.now() - loadStart;
      const start = performance.now();
      const first = await runMatchingEngine(db, NOW);
      const totalMs = performance.now() - start;
      const secondStart = performance.now();
      const second = await runMatchingEngine(db, NOW);
      const secondMs = performance.now() - secondStart;
      const { readMs, assignMs, writeMs } = first.timings;
      const targetMs = TARGETS_MS.get(size);
      const passed = targetMs === undefined || totalMs < targetMs;
      const target =
        targetMs === undefined ? '' : `${passed ? 'PASS' : 'FAIL'} (under ${seconds(targetMs)} s)`;
      if (!passed) failed = true;
      console.log(
        `| ${size.toLocaleString('en-US')} x ${size.toLocaleString('en-US')} | ${seconds(loadMs)} | ${seconds(readMs)} | ` +
          `${seconds(assignMs)} | ${seconds(writeMs)} | ${seconds(totalMs)} | ${first.matchesCreated.toLocaleString('en-US')} | ` +
          `${second.matchesCreated} new in ${seconds(secondMs)} s | ${target} |`,
      );
    }
  });
  if (failed) {
    console.error('A run took longer than its target.');
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
