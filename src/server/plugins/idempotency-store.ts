import type { Database } from '@server/db/client';
import { idempotencyKeys } from '@server/db/schema';
import { IDEMPOTENCY_KEY_RETENTION_HOURS } from '@shared/domain/retention';
import { and, eq, isNull, sql } from 'drizzle-orm';

/** A key answers with its first response for this long; older rows are free to be claimed again (and purged). */
const IDEMPOTENCY_WINDOW_HOURS = IDEMPOTENCY_KEY_RETENTION_HOURS;
/**
 * A request still unfinished after this long is taken to have died with its server (kill -9, power loss):
 * no request of this app runs that long. Decision 0018: such a key is never run again.
 */
export const IDEMPOTENCY_ABANDONED_AFTER_SECONDS = 120;

export interface KeyRef {
  /** 'user:<id>', 'organization:<id>' or 'anonymous:<client address>'. */
  owner: string;
  key: string;
}

export interface KeyClaim extends KeyRef {
  /** 'POST /api/...' with the route's pattern. */
  route: string;
  requestHash: string;
}

/** What the table holds for a key that was used before (within the window). */
export interface UsedKey {
  requestHash: string;
  /** null while the first request is still being handled (or died with its server). */
  statusCode: number | null;
  response: unknown;
  /** Unfinished for longer than any request runs. */
  abandoned: boolean;
}

const withinWindow = sql`${idempotencyKeys.createdAt} >= now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})`;

const keyIs = ({ owner, key }: KeyRef) => and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key));

/**
 * Claims the key for this request: true when it is new (or its old row is past the window, which the claim
 * takes over). One statement, so of two requests racing with one key exactly one claims it.
 */
export async function claimKey(db: Database, claim: KeyClaim): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoUpdate({
      target: [idempotencyKeys.owner, idempotencyKeys.key],
      set: {
        route: claim.route,
        requestHash: claim.requestHash,
        statusCode: sql`null`,
        response: sql`null`,
        createdAt: sql`now()`,
      },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})`,
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findUsedKey(db: Database, ref: KeyRef): Promise<UsedKey | null> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
      abandoned: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${IDEMPOTENCY_ABANDONED_AFTER_SECONDS})`,
    })
    .from(idempotencyKeys)
    .where(and(keyIs(ref), withinWindow))
    .limit(1);
  return row ?? null;
}

/** Records the first answer, so a repeat gets it back. */
export async function storeAnswer(
  db: Database,
  ref: KeyRef,
  answer: { statusCode: number; response: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.response === null ? sql`null` : answer.response })
    .where(and(keyIs(ref), isNull(idempotencyKeys.statusCode)));
}

/** Frees an unfinished key (the request failed or its answer may not be kept), so a retry runs again. */
export async function releaseKey(db: Database, ref: KeyRef): Promise<void> {
  await db.delete(idempotencyKeys).where(and(keyIs(ref), isNull(idempotencyKeys.statusCode)));
}
