import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/**
 * The one set of logger options (server.ts and the tests use it). Logs never carry query parameters, request
 * bodies, tokens, password hashes or veterans' personal data: requests are logged as method, path and
 * address only, credentials in headers are censored, and errors go through `serializeError`.
 */

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'set-cookie', 'idempotency-key'];

/** Headers never reach a log line today (the req serializer drops them); this holds if one ever does. */
export const REDACTED_PATHS = ['req.headers', 'res.headers', 'headers', '*.headers', '*.*.headers'].flatMap(
  (prefix) => CREDENTIAL_HEADERS.map((name) => `${prefix}["${name}"]`),
);

const MAX_QUERY_LENGTH = 4000;
const MAX_CAUSE_DEPTH = 5;

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  /** A failed statement's text with its placeholders ($1, $2, ...), never the values. */
  query?: string;
  /** PostgreSQL's fields that name the schema, never a row's values (no detail, where or hint). */
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  dataType?: string;
  routine?: string;
  position?: string;
  /** A network error's peer (the database server), e.g. connection refused. */
  syscall?: string;
  address?: string;
  port?: number;
  cause?: LoggedError;
  errors?: LoggedError[];
}

type Fields = Record<string, unknown>;

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** PostgreSQL's error (pg's and PGlite's DatabaseError): a five-character SQLSTATE and a severity. */
export function isDatabaseError(error: unknown): error is Error & Fields & { code: string } {
  if (!(error instanceof Error)) return false;
  const fields = error as unknown as Fields;
  return typeof fields.severity === 'string' && /^[0-9A-Z]{5}$/.test(String(fields.code));
}

/** drizzle's DrizzleQueryError: its message is `Failed query: <sql>\nparams: <values>`. */
export function isFailedQuery(error: unknown): error is Error & { query: string; params: unknown[] } {
  if (!(error instanceof Error)) return false;
  const fields = error as unknown as Fields;
  return typeof fields.query === 'string' && Array.isArray(fields.params);
}

/** PostgreSQL's condition names for the codes an app meets; the message itself may quote a value. */
const CONDITIONS: Record<string, string> = {
  '08000': 'connection exception',
  '08001': 'unable to connect',
  '08006': 'connection failure',
  '22001': 'value too long for its column',
  '22003': 'number out of range',
  '22007': 'invalid date or time format',
  '22008': 'date or time out of range',
  '22021': 'invalid byte sequence for the encoding',
  '22P02': 'invalid text representation',
  '22P05': 'untranslatable character',
  '23502': 'not-null violation',
  '23503': 'foreign key violation',
  '23505': 'unique violation',
  '23514': 'check violation',
  '23P01': 'exclusion violation',
  '25P02': 'transaction aborted',
  '25P03': 'idle in transaction session timeout',
  '28000': 'invalid authorization',
  '28P01': 'password authentication failed',
  '3D000': 'database does not exist',
  '40001': 'serialization failure',
  '40P01': 'deadlock detected',
  '42501': 'insufficient privilege',
  '42601': 'syntax error',
  '42703': 'undefined column',
  '42P01': 'undefined table',
  '53300': 'too many connections',
  '55P03': 'lock not available',
  '57014': 'query canceled',
  '57P01': 'server shutting down',
  '57P02': 'crash shutdown',
  '57P03': 'cannot connect now',
};

export function databaseCondition(code: string): string {
  return CONDITIONS[code] ?? `database error ${code}`;
}

/** The stack's frames under a safe first line: V8 repeats the whole message (with any values) on top. */
function framesOnly(stack: unknown, header: string): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [header, ...frames].join('\n');
}

/**
 * An error as a log line may show it: its class, a message that echoes no value, the stack's frames, and for a
 * database error the statement's shape and PostgreSQL's code, constraint, table and column. Params, `detail`,
 * `where`, `hint` and every other field are dropped; causes (and AggregateError's errors) are followed.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return {
      type: typeof error,
      message: typeof error === 'string' ? error : 'a non-Error value was thrown',
    };
  }
  const fields = error as unknown as Fields;
  // PGlite's bundled DatabaseError has a minified class name
  const type = isDatabaseError(error) ? 'DatabaseError' : error.constructor?.name || error.name || 'Error';
  let message = error.message;
  const logged: Partial<LoggedError> = {};
  if (isDatabaseError(error)) {
    message = databaseCondition(error.code);
    for (const key of [
      'constraint',
      'table',
      'column',
      'schema',
      'dataType',
      'routine',
      'position',
    ] as const) {
      const value = str(fields[key]);
      if (value !== undefined) logged[key] = value;
    }
  } else if (isFailedQuery(error)) {
    message = 'Failed query';
  }
  // drizzle's error and PGlite's own carry the statement (kept, it has placeholders) and its params (never kept)
  const query = str(fields.query);
  if (query !== undefined) logged.query = query.slice(0, MAX_QUERY_LENGTH);
  const result: LoggedError = { type, message, ...logged };
  const stack = framesOnly(error.stack, `${type}: ${message}`);
  if (stack) result.stack = stack;
  const code = str(fields.code);
  if (code) result.code = code;
  if (typeof fields.statusCode === 'number') result.statusCode = fields.statusCode;
  if (str(fields.syscall)) result.syscall = str(fields.syscall);
  if (str(fields.address)) result.address = str(fields.address);
  if (typeof fields.port === 'number') result.port = fields.port;
  if (depth < MAX_CAUSE_DEPTH) {
    if (error.cause !== undefined) {
      result.cause = serializeError(error.cause, depth + 1);
      // PGlite's error repeats the statement drizzle's already names
      if (result.cause.query === result.query) delete result.cause.query;
    }
    if (error instanceof AggregateError && Array.isArray(error.errors)) {
      result.errors = error.errors.slice(0, 5).map((inner: unknown) => serializeError(inner, depth + 1));
    }
  }
  return result;
}

/** Only the request line's shape: no query string (a one-time link carries its token in one), no headers. */
function serializeRequest(request: { method?: unknown; url?: unknown; ip?: unknown }) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? request.url.split('?')[0] : undefined,
    remoteAddress: request.ip,
  };
}

/**
 * pino uses an error's own message as the line's message when none is given (`log.error(err)`), which for a
 * failed query is `Failed query: ... params: ...`: give it the serialized, safe message instead.
 */
function safeErrorMessage(args: unknown[]): unknown[] {
  const [first, second] = args;
  if (typeof second === 'string') return args;
  const error =
    first instanceof Error
      ? first
      : typeof first === 'object' && first !== null && (first as Fields).err instanceof Error
        ? (first as Fields).err
        : undefined;
  return error ? [first, serializeError(error).message, ...args.slice(1)] : args;
}

export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    hooks: {
      logMethod(args, method) {
        return method.apply(this, safeErrorMessage(args) as Parameters<typeof method>);
      },
    },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: serializeRequest,
      res: (reply: { statusCode?: unknown }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/** The app's logger; tests hand in a memory `destination` to read what would be written. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
