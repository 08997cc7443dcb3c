// `npm run bench`: requests per second and p99 latency of API routes, as ratios to a trivial route
// served by the same server in the same run. BENCH_SECONDS (default 5) sets each measurement's length;
// BENCH_DATABASE_URL runs the server on PostgreSQL instead of in-memory PGlite (give it an empty
// database: the second scenario fills it to 100,000 organisations).
// Two scenarios: the demo data (about 160 organisations), then the directory grown to 100,000.
// Every read is also shown against GET /api/vsos/count (one small query, measured in the same run): the
// floor a one-round-trip read can approach. Signed-in reads use the demo partner (partner@demo.org).
// Public lists are kept by their version (decision 0031): a route read again is sent from memory after one small
// statement; 'revalidated' routes send the tag their first answer gave (304); 'each a miss' routes ask for a new
// page every time, so each request reads its rows. BENCH_ROUTES=vsos,properties measures only the routes whose
// names contain one of those words (the baseline and the one-query route always run).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import { BUILT_CLIENT_INDEX } from './pages';
import { peopleRoutes } from './people-routes';
import { type Partner, signIn } from './sign-in';

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
  /** sends If-None-Match with the tag of the route's first answer: every answer is 304 */
  revalidate?: boolean;
  /** `{n}` in the path becomes 0, 1, 2, ... request by request: every answer is read from the database */
  each?: boolean;
  /** signed in as the demo admin (session cookie) */
  admin?: boolean;
}

/** What a browser sends: the answer comes compressed when it is over 1 KB (src/server/plugins/compression.ts). */
const acceptsCompression = { 'accept-encoding': 'br, gzip' };

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const baselineRoute: Route = { name: 'GET /api/health (baseline)', path: '/api/health' };
const oneQueryRoute: Route = { name: 'GET /api/vsos/count (one small query)', path: '/api/vsos/count' };
const ONE_QUERY_NAME = oneQueryRoute.name;
const directoryRoutes: Route[] = [
  { name: 'GET /api/vsos?state=NY', path: '/api/vsos?state=NY' },
  { name: 'GET /api/vsos?state=NY, revalidated (304)', path: '/api/vsos?state=NY', revalidate: true },
  {
    name: 'GET /api/vsos?state=NY&offset={n} (each a miss)',
    path: '/api/vsos?state=NY&offset={n}',
    each: true,
  },
  { name: 'GET /api/vsos?zipCode=12207 (nearest first)', path: '/api/vsos?zipCode=12207' },
  { name: 'GET /api/vsos?zipCode=59001&orgTypes=legal', path: '/api/vsos?zipCode=59001&orgTypes=legal' },
  { name: 'GET /api/vsos/{id}', path: '/api/vsos/{org}' },
];
const listingRoutes: Route[] = [
  { name: 'GET /api/properties', path: '/api/properties' },
  {
    name: 'GET /api/properties, accepts br',
    path: '/api/properties',
    headers: { 'accept-encoding': 'br, gzip' },
  },
  { name: 'GET /api/properties, revalidated (304)', path: '/api/properties', revalidate: true },
  { name: 'GET /api/properties?limit=10&offset=20', path: '/api/properties?limit=10&offset=20' },
  {
    name: 'GET /api/properties?limit=1&offset={n} (each a miss)',
    path: '/api/properties?limit=1&offset={n}',
    each: true,
  },
];
/**
 * Network management's organisation search (any part of name, city, slug or email; a trigram index, decision
 * 0033): a rare word (a dozen rows at 100,000), and one every organisation matches (the count reads them all).
 */
const organizationSearchRoutes: Route[] = [
  {
    name: 'GET /api/admin/organizations?search=organization 4242',
    path: '/api/admin/organizations?search=organization%204242',
    admin: true,
  },
  {
    name: 'GET /api/admin/organizations?search=harbor',
    path: '/api/admin/organizations?search=harbor',
    admin: true,
  },
  {
    name: 'GET /api/admin/organizations?search=veterans',
    path: '/api/admin/organizations?search=veterans',
    admin: true,
  },
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
      ...listingRoutes,
      ...directoryRoutes,
      ...partnerRoutes,
      ...organizationSearchRoutes,
      ...pageRoutes,
      summaryRoute,
    ],
  },
  {
    title: '100,000 organisations',
    organizations: 100_000,
    routes: [
      baselineRoute,
      oneQueryRoute,
      ...listingRoutes,
      ...directoryRoutes,
      ...partnerRoutes,
      ...organizationSearchRoutes,
      summaryRoute,
    ],
  },
  {
    title: '50,000 people, 500,000 events',
    organizations: 0,
    people: 50_000,
    routes: [baselineRoute, oneQueryRoute, ...peopleRoutes],
  },
];
const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
/** BENCH_SCENARIOS=people runs only the scenarios whose titles contain one of those words. */
const onlyScenarios = process.env.BENCH_SCENARIOS?.split(',').filter(Boolean);
const wanted = (route: Route) =>
  route === baselineRoute ||
  route === oneQueryRoute ||
  !only ||
  only.some((word) => route.name.includes(word));

async function startServer(organizations: number, people = 0) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], {
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      BENCH_ORGANIZATIONS: String(organizations),
      BENCH_PEOPLE: String(people),
    },
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

async function measure(port: number, route: Route, partner: Partner): Promise<Measurement> {
  const path = route.path.replace('{org}', partner.organizationId).replace('{veteran}', partner.veteranId);
  const url = `http://127.0.0.1:${port}${path.replace('{n}', '0')}`;
  const headers: Record<string, string> = {
    ...route.headers,
    ...(route.partner ? { authorization: `Bearer ${partner.token}` } : {}),
    ...(route.admin ? { cookie: partner.adminCookie } : {}),
  };
  if (route.revalidate) {
    const etag = (await fetch(url)).headers.get('etag');
    if (!etag) throw new Error(`${route.name}: no ETag`);
    headers['if-none-match'] = etag;
  }
  let n = 0;
  // a new page each time: {n} counts up (the offsets stay within the contract's 100,000)
  const requests = route.each
    ? [
        {
          setupRequest: (request: { path: string }) => ({
            ...request,
            path: path.replace('{n}', String(n++)),
          }),
        },
      ]
    : undefined;
  // `requests` is autocannon's (bench/reliability-load.ts declares its shape for itself)
  const options = { url, headers, connections: 10, ...(requests ? { requests } : {}) } as Parameters<
    typeof autocannon
  >[0];
  await autocannon({ ...options, duration: 1 }); // warm-up
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name: route.name,
    rps: result.requests.average,
    p99: result.latency.p99,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
    // a revalidated route must answer 304 every time
    errors: result.errors + (route.revalidate ? result.requests.total - result['3xx'] : result.non2xx),
  };
}

async function organizationCount(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/vsos/count`);
  return ((await res.json()) as { count: number }).count;
}

const failed: string[] = [];
for (const scenario of scenarios) {
  if (onlyScenarios && !onlyScenarios.some((word) => scenario.title.includes(word))) continue;
  const { server, port, kind } = await startServer(
    scenario.organizations,
    'people' in scenario ? scenario.people : 0,
  );
  try {
    // counted before the load: a rate-limited answer afterwards has no count
    const count = await organizationCount(port);
    const partner = await signIn(port);
    const results: Measurement[] = [];
    for (const route of scenario.routes.filter(wanted)) results.push(await measure(port, route, partner));
    const baseline = results[0];
    const oneQuery = results.find((r) => r.name === ONE_QUERY_NAME);
    if (!baseline || !oneQuery) throw new Error('no baseline');
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
