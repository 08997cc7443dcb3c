/**
 * The database's bad moments (decision 0032): the connection was cut (a PostgreSQL restart, a failover,
 * `pg_terminate_backend`, `idle_in_transaction_session_timeout`), the server refuses connections for now, or
 * the statement lost a race it may win on a retry. None is the request's fault and none is a bug of ours: the
 * request answers 503 with Retry-After, and PostgreSQL has rolled its transaction back whole.
 */

/** SQLSTATEs that say "try again in a moment". */
const RETRYABLE_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, in recovery
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout
  '57014', // query_canceled: pg_cancel_backend, statement_timeout
  '53300', // too_many_connections
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** Node's socket errors when the database server is gone or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // a statement written to a socket that had just closed
  'ERR_STREAM_WRITE_AFTER_END',
  'ERR_STREAM_DESTROYED',
  'ERR_SOCKET_CLOSED',
]);

/** node-postgres and pg-pool say these in words only, with no code. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

const MAX_DEPTH = 5;

/** True when `error`, or an error it was caused by (drizzle wraps the driver's), is one of the above. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // class 08: connection exception
    if (RETRYABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || NETWORK_CODES.has(code)) return true;
  }
  // only the driver's own errors: a database error's or a failed query's message may quote a typed value
  const ownError = code === undefined && !('query' in error);
  if (ownError && CONNECTION_MESSAGES.some((text) => error.message.includes(text))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
