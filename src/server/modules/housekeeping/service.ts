import type { Database } from '@server/db/client';
import {
  AUDIT_RETENTION_DAYS,
  ENDED_SESSION_RETENTION_HOURS,
  IDEMPOTENCY_KEY_RETENTION_HOURS,
  SIGN_IN_THROTTLE_RETENTION_HOURS,
} from '@shared/domain/retention';
import {
  purgeAuditEvents,
  purgeEndedSessions,
  purgeIdempotencyKeys,
  purgeRateLimitCounters,
  purgeSignInThrottles,
} from './repo';

/** How many rows of each kind one run deleted. */
export interface PurgeCounts {
  sessions: number;
  auditEvents: number;
  idempotencyKeys: number;
  signInThrottles: number;
  /** Request rate limit counters whose window has passed (they count nothing any more). */
  rateLimitCounters: number;
}

/**
 * Deletes what the privacy page promises not to keep (src/shared/domain/retention.ts): sessions a day after they
 * ended, audit rows past AUDIT_RETENTION_DAYS, stored idempotent answers and sign-in counters after a day.
 * Each kind is its own statements (no transaction): a purge half done is simply finished by the next run.
 */
export async function purgeExpiredRecords(db: Database, now: Date): Promise<PurgeCounts> {
  return {
    sessions: await purgeEndedSessions(db, now, ENDED_SESSION_RETENTION_HOURS),
    auditEvents: await purgeAuditEvents(db, now, AUDIT_RETENTION_DAYS),
    idempotencyKeys: await purgeIdempotencyKeys(db, now, IDEMPOTENCY_KEY_RETENTION_HOURS),
    signInThrottles: await purgeSignInThrottles(db, now, SIGN_IN_THROTTLE_RETENTION_HOURS),
    rateLimitCounters: await purgeRateLimitCounters(db, now),
  };
}
