import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { timestamptz, updatedAt } from './columns';

/**
 * Failed sign-in counters, updated atomically (one upsert per attempt), so parallel guesses cannot slip
 * past a limit. One row per account and address, and one per account across all addresses ('*').
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    action: text('action').notNull(),
    account: text('account').notNull(),
    /** The client's address, or '*' for the account's count across every address. */
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamptz('window_started_at').notNull().defaultNow(),
    /** Refused attempts are audited at most once a minute per account: when last, and how many since. */
    refusalsAuditedAt: timestamptz('refusals_audited_at'),
    refusalsSinceAudit: integer('refusals_since_audit').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.action, t.account, t.address] }),
    index('sign_in_throttles_updated_idx').on(t.updatedAt),
  ],
);

/**
 * The first answer to a POST sent with an `Idempotency-Key`, so a client's retry returns it instead of
 * writing twice. `statusCode` is null while the first request is still being handled.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: 'user:<id>', 'organization:<id>' or 'anonymous:<client address>'. */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    /** 'POST /api/...' with the route's pattern, not its values. */
    route: text('route').notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
