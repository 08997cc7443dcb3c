// `npm run bench:web`: Lighthouse (mobile profile, its default simulated slow 4G and 4x CPU slowdown) on the
// public routes of the built app, served by the production server (dist/server) on an embedded database with
// the demo data, in Debian's Chromium. Each route runs BENCH_WEB_RUNS times (default 5); the run with the
// median performance score is printed: performance, LCP, TBT, CLS, accessibility and the JavaScript it fetched
// (bytes on the wire). BENCH_WEB_ROUTES=/,/pricing limits the routes. Targets (issues 16 and 38): performance
// >= 95, LCP <= 1.5 s, Total Blocking Time <= 200 ms, CLS 0 and accessibility 100 on every public route.
// Needs `npm run build` first (the npm script does it).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const PUBLIC_ROUTES = [
  '/',
  '/landlords',
  '/veterans',
  '/support',
  '/directory',
  '/co-living-intake',
  '/pricing',
  '/contact',
  '/income-calculator',
  '/legal-resources',
  '/success-stories',
  '/benefits-guide',
  '/community',
  '/help',
  '/privacy',
  '/terms',
  '/partner/{slug}',
  '/partner/{id}',
  '/veteran-intake',
  '/landlord-listing',
  '/housing-partners',
  '/my',
  '/partner/login',
  '/landlord/login',
  '/admin/login',
  '/landlord/signup',
  '/forgot-password',
  '/reset-password',
];

interface Result {
  route: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['dist/server/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode}).`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error('The server did not answer /api/health within 2 minutes.');
}

/** A real organisation's public profile (by slug) or page (by id), from the seeded directory. */
async function partnerPath(origin: string, by: 'slug' | 'id'): Promise<string> {
  const rows = (await (await fetch(`${origin}/api/vsos?limit=1`)).json()) as { id?: string; slug?: string }[];
  const key = rows.find((row) => row[by])?.[by];
  if (!key) throw new Error(`The directory answered no organisation with a ${by}.`);
  return `/partner/${encodeURIComponent(key)}`;
}

const routePath = (origin: string, route: string): Promise<string> | string =>
  route === '/partner/{slug}'
    ? partnerPath(origin, 'slug')
    : route === '/partner/{id}'
      ? partnerPath(origin, 'id')
      : route;

const median = (results: Result[]): Result => {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as Result;
};

async function audit(url: string, route: string, port: number): Promise<Result> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const lhr = runner?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}.`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const jsBytes = (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    route,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART), more often on a loaded machine: such a run is
 * taken again, up to twice. */
async function auditAgainOnce(url: string, route: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, route, port);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`${route}: ${(error as Error).message}; running it again\n`);
    }
  }
}

function print(results: Result[]): void {
  const width = Math.max(5, ...results.map(({ route }) => route.length));
  console.log(`\nLighthouse, mobile, median of ${RUNS} (by performance score)`);
  console.log(`${'route'.padEnd(width)}  perf  LCP s  TBT ms   CLS    a11y  JS KB (wire)`);
  for (const r of results) {
    const misses = [
      r.performance < 95 ? 'perf' : '',
      r.lcpMs > 1500 ? 'LCP' : '',
      r.tbtMs > 200 ? 'TBT' : '',
      r.cls > 0 ? 'CLS' : '',
      r.accessibility < 100 ? 'a11y' : '',
    ].filter(Boolean);
    console.log(
      `${r.route.padEnd(width)}  ${String(r.performance).padStart(4)}  ${(r.lcpMs / 1000).toFixed(2).padStart(5)}  ` +
        `${Math.round(r.tbtMs).toString().padStart(6)}  ${r.cls.toFixed(3).padStart(5)}  ${String(r.accessibility).padStart(4)}  ` +
        `${(r.jsBytes / 1000).toFixed(1).padStart(12)}${misses.length ? `  misses: ${misses.join(', ')}` : ''}`,
    );
  }
}

if (!existsSync('dist/server/server.js') || !existsSync('dist/client/index.html')) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
const wanted = process.env.BENCH_WEB_ROUTES?.split(',').map((route) => route.trim()) ?? PUBLIC_ROUTES;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = await startServer(port, dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
});
try {
  const results: Result[] = [];
  for (const route of wanted) {
    const path = await routePath(origin, route);
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await auditAgainOnce(`${origin}${path}`, route, chrome.port));
    const result = median(runs);
    results.push(result);
    // each route as it is measured, so a run that stops half-way still says something
    process.stderr.write(
      `${route} done: perf ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}\n`,
    );
  }
  print(results);
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
