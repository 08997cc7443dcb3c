import type { App } from '@server/app';
import { SIGN_IN_MESSAGE } from '@server/plugins/auth';
import { createTestContext, type TestContext } from '@server/test/test-app.fixtures';
import fc from 'fast-check';
import type { z } from 'zod';
import { fuzzedRoutes, routeName } from './fuzz-run.fixtures';
import { type CatalogRoute, catalogRoutes } from './route-catalog.fixtures';
import { validArbitrary } from './zod-arbitrary.fixtures';

type Schemas = { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };

const SOME_ID = '00000000-0000-4000-8000-000000000001';
const ids = () => fc.constant(SOME_ID);

/** A value the schema accepts, found among generated ones (undefined when none of them passes). */
function validValue(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  const samples = fc.sample(validArbitrary(schema, ids), { numRuns: 200, seed: 15 });
  return samples.find((sample) => schema.safeParse(sample).success) ?? samples[0];
}

const queryOf = (values: unknown) =>
  values && typeof values === 'object'
    ? new URLSearchParams(
        Object.entries(values)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, String(value)]),
      ).toString()
    : '';

const withBody = (route: CatalogRoute) => !['GET', 'HEAD'].includes(route.method);

/** The route called anonymously with input its contract accepts. */
function validRequest(app: App, route: CatalogRoute) {
  const schemas = (route.schema ?? {}) as Schemas;
  const query = queryOf(validValue(schemas.querystring));
  const body = validValue(schemas.body);
  return app.inject({
    method: route.method as 'POST',
    url: `${route.url.replace(/:[A-Za-z0-9_]+/g, SOME_ID)}${query ? `?${query}` : ''}`,
    ...(withBody(route) ? { payload: (body ?? {}) as object } : {}),
  });
}

/** The same route called anonymously with a body and query no contract accepts. */
function badRequest(app: App, route: CatalogRoute) {
  return app.inject({
    method: route.method as 'POST',
    url: `${route.url.replace(/:[A-Za-z0-9_]+/g, 'not-an-id%00')}?limit=-1&offset=x&__proto__=1&unknown=%00`,
    ...(withBody(route)
      ? {
          headers: { 'content-type': 'application/json' },
          payload: '{"__proto__":{"x":1},"unknown":"\\u0000"}',
        }
      : {}),
  });
}

/**
 * Issue 15: a guard runs onRequest, so a caller without a session hears 401 before its body or query is read
 * (never field errors that tell it what the route expects). Every route that refuses an anonymous caller's
 * valid request for want of a session is found from the app itself, and asked again with bad input.
 */
describe('guarded routes check the session before the body', () => {
  let context: TestContext | undefined;
  let routes: CatalogRoute[] = [];
  beforeAll(async () => {
    const caught = await catalogRoutes(() => createTestContext('pglite'));
    context = caught.result;
    routes = fuzzedRoutes(caught.routes);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('answers 401, not 400, to an anonymous request with a bad body or query', async () => {
    const app = (context as TestContext).app;
    const guarded: CatalogRoute[] = [];
    for (const route of routes) {
      // a refused session, not a refused sign-in (a login's wrong password is a 401 too)
      const response = await validRequest(app, route);
      if (response.statusCode === 401 && response.json().message === SIGN_IN_MESSAGE) guarded.push(route);
    }
    // the admin, landlord and partner areas: dozens of routes (a drop means the search above broke)
    expect(guarded.length).toBeGreaterThan(40);
    const answers = await Promise.all(
      guarded.map(async (route) => {
        const response = await badRequest(app, route);
        return { route: routeName(route), status: response.statusCode, message: response.json().message };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 401)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.message))).toEqual(new Set([SIGN_IN_MESSAGE]));
  });
});
