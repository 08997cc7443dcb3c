import type { Database } from '@server/db/client';
import {
  auditEvents,
  idempotencyKeys,
  rateLimitCounters,
  sessions,
  signInThrottles,
} from '@server/db/schema';
import { SESSION_IDLE_MINUTES } from '@server/plugins/auth/session-store';
import { lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Rows deleted per statement: a long first purge never holds one lock (or PGlite's one connection) for long. */
export const PURGE_BATCH_SIZE = 5000;

const HOUR_MS = 3_600_000;
const before = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);

/** Deletes the rows of `table` matching `where`, batch by batch; answers how many. */
async function deleteInBatches(db: Database, table: PgTable, where: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const result = (await db.execute(sql`
      with gone as (
        delete from ${table}
        where ctid in (select ctid from ${table} where ${where} limit ${PURGE_BATCH_SIZE})
        returning 1
      )
      select count(*)::int as deleted from gone`)) as unknown as { rows: { deleted: number }[] };
    const deleted = Number(result.rows[0]?.deleted ?? 0);
    total += deleted;
    if (deleted < PURGE_BATCH_SIZE) return total;
  }
}

/** Sessions that ended (expired, idled out or revoked) more than `hours` ago. */
export function purgeEndedSessions(db: Database, now: Date, hours: number): Promise<number> {
  const cutoff = before(now, hours);
  const idleCutoff = new Date(cutoff.getTime() - SESSION_IDLE_MINUTES * 60_000);
  const ended = or(
    lt(sessions.expiresAt, cutoff),
    lt(sessions.revokedAt, cutoff),
    lt(sessions.lastSeenAt, idleCutoff),
  );
  return deleteInBatches(db, sessions, ended ?? sql`false`);
}

export function purgeAuditEvents(db: Database, now: Date, days: number): Promise<number> {
  return deleteInBatches(db, auditEvents, lt(auditEvents.createdAt, before(now, days * 24)));
}

export function purgeIdempotencyKeys(db: Database, now: Date, hours: number): Promise<number> {
  return deleteInBatches(db, idempotencyKeys, lt(idempotencyKeys.createdAt, before(now, hours)));
}

export function purgeSignInThrottles(db: Database, now: Date, hours: number): Promise<number> {
  return deleteInBatches(db, signInThrottles, lt(signInThrottles.updatedAt, before(now, hours)));
}

export function purgeRateLimitCounters(db: Database, now: Date): Promise<number> {
  return deleteInBatches(db, rateLimitCounters, lt(rateLimitCounters.windowEndsAt, now));
}
