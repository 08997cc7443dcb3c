import type { Database } from '@server/db/client';
import { rateLimitCounters } from '@server/db/schema';
import { sql } from 'drizzle-orm';

/** What @fastify/rate-limit asks of a store: count one hit, answer the hits so far and the window's rest. */
interface Hits {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Hits) => void;
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

const c = rateLimitCounters;

/**
 * Counts one hit in one statement: a new key or a passed window starts at 1, else the count goes up. Atomic, so
 * every app server on the database sees the same count (decision 0032).
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Hits> {
  const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const passed = sql`${c.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(c)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        hits: sql`case when ${passed} then 1 else least(${c.hits} + 1, 2147483647) end`,
        windowEndsAt: sql`case when ${passed} then excluded.window_ends_at else ${c.windowEndsAt} end`,
      },
    })
    .returning({
      hits: c.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${c.windowEndsAt} - now()) * 1000))::int`,
    });
  return { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? windowMs) };
}

/** The route of a child store: the plugin hands it the route's merged limit options, `routeInfo` among them. */
const routeName = (options: object) => {
  const { routeInfo } = options as RouteParams;
  const method = routeInfo?.method;
  return `${Array.isArray(method) ? method.join(',') : (method ?? '*')} ${routeInfo?.url ?? '*'}`;
};

/** @fastify/rate-limit's `store` option: a class whose per-route children count in `rate_limit_counters`. */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    private readonly route: string;
    constructor(options: object = {}) {
      this.route = routeName(options);
    }
    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, `${this.route} ${key}`, timeWindow).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error),
      );
    }
    child(options: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  };
}
