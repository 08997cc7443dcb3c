import { isDatabaseError, isFailedQuery, type LoggedError, serializeError } from './logging';

/**
 * Why the server or a command could not start, in plain words. A migration that can't reach the database fails
 * as drizzle's `Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"`; the reason is in its cause chain:
 * "database 'x' does not exist", "connection refused at host:port", "password authentication failed for user
 * 'u'". Never prints a password, and never a failed statement's values.
 */
export function describeStartupError(error: unknown, databaseUrl?: string): string {
  const target = databaseUrl ? parseUrl(databaseUrl) : undefined;
  const reason = connectionReason(causeChain(error), target);
  const text = reason
    ? `Could not open the database${target ? ` at ${target.shown}` : ''}: ${reason}`
    : describeOther(error);
  return target?.password ? text.replaceAll(target.password, '***') : text;
}

interface Target {
  /** The URL with its password masked. */
  shown: string;
  user: string;
  database: string;
  password: string;
}

function parseUrl(url: string): Target | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  if (parsed.password) parsed.password = '***';
  return {
    shown: parsed.toString(),
    user: decodeURIComponent(parsed.username),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    password,
  };
}

/** The error, its causes, and an AggregateError's errors (Node tries each address of a host name). */
function causeChain(error: unknown): Error[] {
  const chain: Error[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!(value instanceof Error) || depth > 6 || chain.includes(value)) return;
    chain.push(value);
    if (value instanceof AggregateError) for (const inner of value.errors) visit(inner, depth + 1);
    visit(value.cause, depth + 1);
  };
  visit(error, 0);
  return chain;
}

type Fields = Record<string, unknown>;
const fieldsOf = (error: Error) => error as unknown as Fields;

const quoted = (message: string, pattern: RegExp) => pattern.exec(message)?.[1];

function hostPort(error: Error): string | undefined {
  const { address, port } = fieldsOf(error);
  if (typeof address !== 'string') return undefined;
  const host = address.includes(':') ? `[${address}]` : address;
  return typeof port === 'number' ? `${host}:${port}` : host;
}

/** Every distinct peer a network error names (a host name may resolve to ::1 and 127.0.0.1). */
function peers(chain: Error[], code: string): string {
  const named = chain.filter((error) => fieldsOf(error).code === code).map(hostPort);
  const distinct = [...new Set(named.filter((peer): peer is string => peer !== undefined))];
  return distinct.length > 0 ? distinct.join(' and ') : 'the database server';
}

function databaseReason(error: Error & { code: string }, target: Target | undefined): string {
  const message = error.message;
  switch (error.code) {
    case '3D000': {
      const name = quoted(message, /database "([^"]+)"/) ?? target?.database ?? '?';
      return `database '${name}' does not exist. Create it (createdb ${name}) or correct DATABASE_URL.`;
    }
    case '28P01': {
      const user = quoted(message, /user "([^"]+)"/) ?? target?.user ?? '?';
      return `password authentication failed for user '${user}'. Check the password in DATABASE_URL.`;
    }
    case '28000': {
      const role = quoted(message, /role "([^"]+)" does not exist/);
      if (role) return `user '${role}' does not exist on the database server.`;
      return `the database server refused the connection: ${message.replaceAll('"', "'")}.`;
    }
    case '42501':
      return `the database user may not do this: ${message.replaceAll('"', "'")}. Grant it the rights to create tables in that database.`;
    case '53300':
      return 'the database server has too many connections open. Try again, or raise max_connections.';
    case '57P01':
    case '57P03':
      return 'the database server is starting up or shutting down. Try again in a moment.';
    default:
      return `PostgreSQL refused it: ${message.replaceAll('"', "'")} (SQLSTATE ${error.code}).`;
  }
}

const TLS_CODES = /CERT|SSL|TLS/;
/** SQLSTATE classes about reaching the database (connection, authorization, catalog, resources, operator). */
const CONNECTION_CLASSES = /^(08|28|3D|53|57)|^42501$/;

function connectionReason(chain: Error[], target: Target | undefined): string | undefined {
  for (const error of chain) {
    if (isDatabaseError(error)) {
      // another error (a migration's or the seed's statement) is told as the logs tell it
      return CONNECTION_CLASSES.test(error.code) ? databaseReason(error, target) : undefined;
    }
    const code = fieldsOf(error).code;
    if (typeof code !== 'string') continue;
    switch (code) {
      case 'ECONNREFUSED':
        return `connection refused at ${peers(chain, code)}. Is PostgreSQL running there, and is DATABASE_URL right?`;
      case 'ENOTFOUND':
      case 'EAI_AGAIN': {
        const host = fieldsOf(error).hostname;
        return `database host '${typeof host === 'string' ? host : '?'}' was not found. Check the host name in DATABASE_URL.`;
      }
      case 'ETIMEDOUT':
        return `the connection to ${peers(chain, code)} timed out. Is a firewall in the way?`;
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
        return `no route to ${peers(chain, code)}.`;
      case 'ECONNRESET':
        return 'the database server closed the connection. Check its log, and whether it expects SSL.';
    }
    if (TLS_CODES.test(code)) return `the TLS connection failed: ${error.message}.`;
  }
  for (const error of chain) {
    if (/client password must be a string/.test(error.message)) {
      return 'the database server asks for a password and DATABASE_URL has none.';
    }
    if (/does not support SSL|Connection terminated/.test(error.message)) return `${error.message}.`;
  }
  return undefined;
}

/** Anything else (a migration's own statement failed, a bug): safe messages only, as in the logs. */
function describeOther(error: unknown): string {
  const parts: string[] = [];
  let current: LoggedError | undefined = serializeError(error);
  while (current) {
    const detail = [
      current.constraint && `constraint ${current.constraint}`,
      current.table && `table ${current.table}`,
    ]
      .filter(Boolean)
      .join(', ');
    const query = current.query ? ` (${current.query.split('\n')[0]?.slice(0, 200)})` : '';
    parts.push(`${current.message}${query}${detail ? ` (${detail})` : ''}`);
    current = current.cause;
  }
  const prefix = isFailedQuery(error) ? 'A database statement failed at start-up' : 'Start-up failed';
  return `${prefix}: ${parts.join(': ')}`;
}
