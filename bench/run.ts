// `npm run bench`: requests per second and p99 latency of API routes, as ratios to a trivial route
// served by the same server in the same run. BENCH_SECONDS (default 5) sets each measurement's length;
// BENCH_DATABASE_URL runs the server on PostgreSQL instead of in-memory PGlite (give it an empty
// database: the second scenario fills it to 100,000 organisations).
// Two scenarios: the demo data (about 160 organisations), then the directory grown to 100,000.
// Every read is also shown against GET /api/vsos/count (one small query, measured in the same run): the
// floor a one-round-trip read can approach. Signed-in reads use the demo partner (partner@demo.org).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import { BUILT_CLIENT_INDEX } from './pages';

/** A demo organisation's public profile (src/server/seed). */
const DEMO_SLUG = 'capital-region-veterans-alliance';

interface Measurement {
  name: string;
  rps: number;
  p99: number;
  /** bytes on the wire per answer */
  bytes: number;
  errors: number;
}

interface Route {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** signed in as the demo partner (bearer token) */
  partner?: boolean;
}

/** What a browser sends: the answer comes compressed when it is over 1 KB (src/server/plugins/compression.ts). */
const acceptsCompression = { 'accept-encoding': 'br, gzip' };

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const baselineRoute: Route = { name: 'GET /api/health (baseline)', path: '/api/health' };
const oneQueryRoute: Route = { name: 'GET /api/vsos/count (one small query)', path: '/api/vsos/count' };
const ONE_QUERY_NAME = oneQueryRoute.name;
const directoryRoutes: Route[] = [
  { name: 'GET /api/vsos?state=NY', path: '/api/vsos?state=NY' },
  { name: 'GET /api/vsos?zipCode=12207 (nearest first)', path: '/api/vsos?zipCode=12207' },
  { name: 'GET /api/vsos?zipCode=59001&orgTypes=legal', path: '/api/vsos?zipCode=59001&orgTypes=legal' },
];
/** Last in each scenario: at 100,000 organisations it scans them all, and its backlog would slow the next route. */
const summaryRoute: Route = { name: 'GET /api/vsos/summary', path: '/api/vsos/summary' };
/** The demo partner's reads; `{org}` is its organisation's id. */
const partnerRoutes: Route[] = [
  { name: 'GET /api/partner/referrals (signed in)', path: '/api/partner/referrals', partner: true },
  { name: 'GET /api/placements?vsoId= (signed in)', path: '/api/placements?vsoId={org}', partner: true },
  { name: 'GET /api/partner/analytics (dashboard)', path: '/api/partner/analytics', partner: true },
  { name: 'GET /api/partner/caseload (signed in)', path: '/api/partner/caseload', partner: true },
];
/**
 * Pages, when the client is built: one rendered ahead at start-up (sent as it is) and an organisation's public
 * profile, sent with its API answer (asked for each time; rendered again when it changes, decision 0028), beside
 * that answer alone.
 */
const pageRoutes: Route[] = existsSync(BUILT_CLIENT_INDEX)
  ? [
      { name: 'GET /help (page rendered ahead)', path: '/help' },
      { name: 'GET /api/partner/profile/{slug}', path: `/api/partner/profile/${DEMO_SLUG}` },
      { name: 'GET /partner/{slug} (page with its answer)', path: `/partner/${DEMO_SLUG}` },
    ]
  : [];
const scenarios = [
  {
    title: 'demo data',
    organizations: 0,
    routes: [
      baselineRoute,
      oneQueryRoute,
      {
        name: 'GET /api/health, accepts br (small: sent as is)',
        path: '/api/health',
        headers: acceptsCompression,
      },
      { name: 'GET /api/properties', path: '/api/properties' },
      { name: 'GET /api/properties, accepts br', path: '/api/properties', headers: acceptsCompression },
      { name: 'GET /api/properties?limit=10&offset=20', path: '/api/properties?limit=10&offset=20' },
      { name: 'GET /api/vsos/{id}', path: '/api/vsos/{org}' },
      ...directoryRoutes,
      ...partnerRoutes,
      ...pageRoutes,
      summaryRoute,
    ],
  },
  {
    title: '100,000 organisations',
    organizations: 100_000,
    routes: [baselineRoute, oneQueryRoute, ...directoryRoutes, ...partnerRoutes, summaryRoute],
  },
];

async function startServer(organizations: number) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], {
    env: { ...process.env, LOG_LEVEL: 'silent', BENCH_ORGANIZATIONS: String(organizations) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [port, kind] = await new Promise<[number, string]>((resolve, reject) => {
    let buffer = '';
    server.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /LISTENING (\d+) (\w+)/.exec(buffer);
      if (match) resolve([Number(match[1]), String(match[2])]);
    });
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { server, port, kind };
}

interface Partner {
  token: string;
  organizationId: string;
}

/** Signs in as the demo partner (once per scenario, well under the sign-in limits). */
async function signIn(port: number): Promise<Partner> {
  const res = await fetch(`http://127.0.0.1:${port}/api/partner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'partner@demo.org', password: 'veterans-demo' }),
  });
  if (!res.ok) throw new Error(`partner sign-in answered ${res.status}`);
  const body = (await res.json()) as { token: string; organization: { id: string } };
  return { token: body.token, organizationId: body.organization.id };
}

async function measure(port: number, route: Route, partner: Partner): Promise<Measurement> {
  const url = `http://127.0.0.1:${port}${route.path.replace('{org}', partner.organizationId)}`;
  const headers = {
    ...route.headers,
    ...(route.partner ? { authorization: `Bearer ${partner.token}` } : {}),
  };
  await autocannon({ url, headers, connections: 10, duration: 1 }); // warm-up
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  return {
    name: route.name,
    rps: result.requests.average,
    p99: result.latency.p99,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

async function organizationCount(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/vsos/count`);
  return ((await res.json()) as { count: number }).count;
}

const failed: string[] = [];
for (const scenario of scenarios) {
  const { server, port, kind } = await startServer(scenario.organizations);
  try {
    const partner = await signIn(port);
    const results: Measurement[] = [];
    for (const route of scenario.routes) results.push(await measure(port, route, partner));
    const baseline = results[0];
    const oneQuery = results.find((r) => r.name === ONE_QUERY_NAME);
    if (!baseline || !oneQuery) throw new Error('no baseline');
    const count = await organizationCount(port);
    console.log(
      `\n${scenario.title}: ${count.toLocaleString('en-US')} organisations; database ${kind}; ` +
        `${seconds} s per route, 10 connections, 2-core machine\n`,
    );
    console.table(
      results.map((r) => ({
        route: r.name,
        'req/s': Math.round(r.rps),
        'p99 ms': r.p99,
        'KB/answer': (r.bytes / 1024).toFixed(1),
        'req/s vs baseline': `${(r.rps / baseline.rps).toFixed(2)}x`,
        'req/s vs one query': `${(r.rps / oneQuery.rps).toFixed(2)}x`,
        'p99 vs baseline': `${(r.p99 / Math.max(1, baseline.p99)).toFixed(2)}x`,
        errors: r.errors,
      })),
    );
    failed.push(...results.filter((r) => r.errors > 0).map((r) => `${r.name} (${scenario.title})`));
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}
if (failed.length > 0) {
  console.error(`Routes answered errors: ${failed.join(', ')}`);
  process.exitCode = 1;
}
