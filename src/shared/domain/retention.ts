/**
 * How long records that exist for security are kept. The privacy page states these numbers; the daily
 * housekeeping job (server module `housekeeping`) deletes what is older, so the page stays true.
 */

/** Audit rows (sign-ins and their addresses, staff changes, exports, reads of personal data). */
export const AUDIT_RETENTION_DAYS = 365;

/** A session (its hashed token) is deleted this long after it expired, idled out or was revoked. */
export const ENDED_SESSION_RETENTION_HOURS = 24;

/** A stored first answer to a POST with an Idempotency-Key: a retry within this window gets it back. */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

/** Sign-in failure counters (by account and address) untouched for this long are deleted. */
export const SIGN_IN_THROTTLE_RETENTION_HOURS = 24;

/**
 * Server logs (method, path, the caller's address, status; never bodies, query strings or personal data).
 * The app writes them to standard output; the operator's log store must keep them no longer than this.
 */
export const SERVER_LOG_RETENTION_DAYS = 90;

/** "1 year", "2 years", "90 days": a retention period in the words the privacy page uses. */
export function retentionInWords(days: number): string {
  if (days % 365 === 0) {
    const years = days / 365;
    return years === 1 ? '1 year' : `${years} years`;
  }
  return days === 1 ? '1 day' : `${days} days`;
}
