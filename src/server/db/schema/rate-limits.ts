import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Request rate limits (@fastify/rate-limit's counters), kept in the database so every app server counts the
 * same hits (decision 0032): one row per route and client, updated by one atomic upsert per request.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** The route ('POST /api/contact') and the client's key (its address), joined by a space. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);
