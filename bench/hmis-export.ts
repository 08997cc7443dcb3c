// The HMIS CSV FY2026 export at scale (issue 36, point 5): the network's export of 50,000 people with 500,000
// timeline events (BENCH_PEOPLE to change), through PostgreSQL, streamed to nowhere. Targets: the whole zip in
// under 20 s, the process's memory (RSS, sampled every 50 ms) growing by less than 256 MB; printed PASS/FAIL.
// Run: npx tsx bench/hmis-export.ts   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
import { pathToFileURL } from 'node:url';
import { hmisExport } from '@server/modules/hmis/export';
import { load } from './benchmarks';
import { withBenchDatabase } from './engine-db';

const TARGET_MS = 20_000;
const TARGET_GROWTH_MB = 256;
const mb = (bytes: number) => bytes / 1024 / 1024;

async function main() {
  const people = Number(process.env.BENCH_PEOPLE ?? 50_000);
  let failed = false;
  await withBenchDatabase(async (db) => {
    await load(db, people);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const start = performance.now();
    const today = new Date().toISOString().slice(0, 10);
    const { zip } = await hmisExport(db, {
      from: '2024-01-01',
      to: today,
      hashed: false,
      actor: { type: 'admin', id: '00000000-0000-4000-8000-000000000000', ip: '127.0.0.1' },
    });
    let bytes = 0;
    for await (const chunk of zip) bytes += (chunk as Buffer).length;
    const ms = performance.now() - start;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const growth = mb(peak - before);
    const passed = ms < TARGET_MS && growth < TARGET_GROWTH_MB;
    failed = !passed;
    console.log(
      '\nHMIS CSV export of the network through PostgreSQL (built from the timeline, zipped as a stream)\n',
    );
    console.log('| people | zip (MB) | time (s) | memory growth (MB) | target |');
    console.log('|---:|---:|---:|---:|---|');
    console.log(
      `| ${people.toLocaleString('en-US')} | ${mb(bytes).toFixed(1)} | ${(ms / 1000).toFixed(2)} | ${growth.toFixed(0)} | ` +
        `${passed ? 'PASS' : 'FAIL'} (under 20 s and 256 MB) |`,
    );
  });
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
