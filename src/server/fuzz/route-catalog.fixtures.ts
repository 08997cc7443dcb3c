import diagnostics from 'node:diagnostics_channel';
import type { RouteOptions } from 'fastify';

/** One registered route as the fuzz sees it: its method, URL pattern, zod schemas and onRequest guards. */
export interface CatalogRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  onRequest: unknown;
}

const catalogs = new Set<CatalogRoute[]>();
let subscribed = false;

/**
 * Collects every route of every Fastify instance created while `work` runs, through Fastify's own
 * `fastify.initialization` diagnostics channel (an onRoute hook added before any route exists): a route
 * added to the app is in the catalog without anyone listing it.
 */
export async function catalogRoutes<T>(
  work: () => Promise<T>,
): Promise<{ result: T; routes: CatalogRoute[] }> {
  if (!subscribed) {
    diagnostics.subscribe('fastify.initialization', (message) => {
      const { fastify } = message as {
        fastify: { addHook(name: 'onRoute', hook: (route: RouteOptions) => void): void };
      };
      fastify.addHook('onRoute', (route) => {
        for (const methods of [route.method].flat()) {
          for (const catalog of catalogs) {
            catalog.push({
              method: methods,
              url: route.url,
              schema: route.schema,
              onRequest: route.onRequest,
            });
          }
        }
      });
    });
    subscribed = true;
  }
  const routes: CatalogRoute[] = [];
  catalogs.add(routes);
  try {
    return { result: await work(), routes };
  } finally {
    catalogs.delete(routes);
  }
}
