import { createTestContext, type TestContext } from '@server/test/test-app.fixtures';
import type { z } from 'zod';
import { type CatalogRoute, catalogRoutes } from './route-catalog.fixtures';
import { unsafeStrings } from './schema-walk.fixtures';

const INPUT_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * Issue 15: every string a client sends (bodies, query strings, path parameters) goes through the shared text
 * rule (no NUL or other control character, no text-direction override, no lone surrogate) or a format that
 * admits none (uuid, email, a pattern), so nothing reaches SQL or a page that the database or a reader chokes on.
 * Read from the routes the app registers, so a new route or field is held to it without being listed here.
 */
describe('every input string carries the text rule', () => {
  let context: TestContext | undefined;
  let routes: CatalogRoute[] = [];
  beforeAll(async () => {
    const caught = await catalogRoutes(() => createTestContext('pglite'));
    context = caught.result;
    routes = caught.routes;
  });
  afterAll(async () => {
    await context?.close();
  });

  it('holds for every body, query string and path parameter of every route', () => {
    expect(routes.length).toBeGreaterThan(50);
    const unsafe = routes.flatMap((route) =>
      INPUT_PARTS.flatMap((part) => {
        const schema = (
          route.schema as Partial<Record<(typeof INPUT_PARTS)[number], z.ZodType>> | undefined
        )?.[part];
        return schema
          ? unsafeStrings(schema).map((path) => `${route.method} ${route.url} ${part}: ${path}`)
          : [];
      }),
    );
    expect(unsafe).toEqual([]);
  });

  it('parses every path parameter by a contract, none by hand', () => {
    const unparsed = routes
      .filter(
        (route) => route.url.includes(':') && !(route.schema as { params?: unknown } | undefined)?.params,
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(unparsed).toEqual([]);
  });
});
