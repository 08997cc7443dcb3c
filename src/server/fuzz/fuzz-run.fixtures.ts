import fc from 'fast-check';
import { type Credential, credentialFor } from './credentials.fixtures';
import { type FuzzWorld, ROLES, type Role } from './fuzz-world.fixtures';
import { type FuzzRequest, requestArbitrary } from './request-arbitrary.fixtures';
import type { CatalogRoute } from './route-catalog.fixtures';

/** Cases per route (FUZZ_RUNS raises it for a deeper run) and the seed (FUZZ_SEED runs other cases). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_115);
/** fast-check's `path` of a failure (printed with it): replays that one case and its shrinking at once. */
const FUZZ_PATH = process.env.FUZZ_PATH;

/** Every route worth fuzzing: Fastify's automatic HEAD twin of a GET runs the same handler, so it is skipped. */
export function fuzzedRoutes(routes: CatalogRoute[]): CatalogRoute[] {
  const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url));
  return routes.filter((route) => !(route.method === 'HEAD' && gets.has(route.url)));
}

export const routeName = (route: CatalogRoute) => `${route.method} ${route.url}`;

/** A path with each parameter filled by `value`. */
const samplePath = (url: string, value: string) => url.replace(/:[A-Za-z0-9_]+/g, value);

/**
 * Answers the guard alone: a GET as it is, any other method with a body of a type no route parses, so the
 * answer is the guard's 401/403 or, past it, 415 before validation or the handler.
 */
export function guardProbe(world: FuzzWorld, route: CatalogRoute, headers: Record<string, string>) {
  const url = samplePath(route.url, '00000000-0000-4000-8000-000000000000');
  if (route.method === 'GET' || route.method === 'HEAD')
    return world.app.inject({ method: route.method, url, headers });
  return world.app.inject({
    method: route.method as 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/x-fuzz-probe' },
    payload: 'probe',
  });
}

/** null: anyone may call the route; else the roles whose session gets past its guard. */
export async function rolesOf(world: FuzzWorld, route: CatalogRoute): Promise<Role[] | null> {
  if ((await guardProbe(world, route, {})).statusCode !== 401) return null;
  const accepted: Role[] = [];
  for (const role of ROLES) {
    const status = (await guardProbe(world, route, await world.sessionHeaders(role))).statusCode;
    if (status !== 401 && status !== 403) accepted.push(role);
  }
  return accepted;
}

/**
 * What is wrong with an answer, or null: a 5xx, or a 4xx without a JSON `{ message }` (or the spec's own
 * refusal of a sign-in, `{ success: false, error }`).
 */
export function answerProblem(statusCode: number, body: string): string | null {
  if (statusCode >= 500) return `answered ${statusCode}`;
  if (statusCode < 400) return null;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; success?: unknown; error?: unknown };
    const text = parsed?.success === false ? parsed.error : parsed?.message;
    return typeof text === 'string' && text.length > 0 ? null : `${statusCode} without a message`;
  } catch {
    return `${statusCode} whose body is not JSON`;
  }
}

export interface RouteStats {
  route: string;
  cases: number;
  ms: number;
  /** CPU time of this process (the app and PGlite run in it), in milliseconds. */
  cpuMs: number;
  statuses: Record<string, number>;
}

let addressCounter = 0;
/** A new client address for each request (198.18.0.0/15, the benchmarking range): no per-address limit trips. */
const nextAddress = () => {
  addressCounter = (addressCounter + 1) % 131_072;
  return `198.${18 + (addressCounter >> 16)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * Sends FUZZ_RUNS generated requests to the route and fails on the first 5xx or 4xx without a message,
 * with fast-check's seed, the shrunk request and the server's error log for it.
 */
export async function fuzzRoute(
  world: FuzzWorld,
  route: CatalogRoute,
  runs = FUZZ_RUNS,
): Promise<RouteStats> {
  let roles = await rolesOf(world, route);
  if (roles?.length === 0) {
    await world.renewPrincipals();
    roles = await rolesOf(world, route);
  }
  if (roles?.length === 0) throw new Error(`no session gets past the guard of ${routeName(route)}`);
  const sessions = new Map<Role, Record<string, string>>();
  const headersFor = async (credential: Credential) => {
    if (!credential.role) return credential.headers;
    const known = sessions.get(credential.role);
    if (known) return known;
    const fresh = await world.sessionHeaders(credential.role);
    sessions.set(credential.role, fresh);
    return fresh;
  };
  const stats: RouteStats = { route: routeName(route), cases: 0, ms: 0, cpuMs: 0, statuses: {} };
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const send = async (request: FuzzRequest, credential: Credential) => {
    const errorsBefore = world.serverErrors.length;
    const response = await world.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...(await headersFor(credential)) },
      remoteAddress: nextAddress(),
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    // a fuzzed logout or deactivation ended the session: the next request gets a new one
    if (response.statusCode === 401 && credential.role) sessions.delete(credential.role);
    stats.cases += 1;
    const key = `${request.kind}${credential.role ? ` ${credential.role}` : ''} ${response.statusCode}`;
    stats.statuses[key] = (stats.statuses[key] ?? 0) + 1;
    const problem = answerProblem(response.statusCode, response.body);
    if (problem) {
      const log = world.serverErrors.slice(errorsBefore).map((line) => clip(line, 6_000));
      throw new Error(
        `${problem}: ${request.method} ${clip(request.url)} as ${credential.role ?? 'anonymous'}\n` +
          `body sent: ${clip(request.payload ?? '(none)')}\nanswer: ${clip(response.body)}\n${log.join('\n')}`,
      );
    }
  };
  const cases = requestArbitrary(world, route).chain((request) =>
    credentialFor(request.kind, roles).map((credential) => [request, credential] as const),
  );
  await fc.assert(
    fc.asyncProperty(cases, ([request, credential]) => send(request, credential)),
    { numRuns: runs, seed: FUZZ_SEED, ...(FUZZ_PATH ? { path: FUZZ_PATH } : {}) },
  );
  stats.ms = Math.round(performance.now() - started);
  const cpu = process.cpuUsage(cpuStarted);
  stats.cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  return stats;
}
