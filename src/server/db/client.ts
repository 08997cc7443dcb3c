import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, NodePgSession } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransactionConfig } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { FairPGlite } from './fair-pglite';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Runs `work` in one transaction and hands it the transaction as a Database, so repository functions
 * take either; the drivers' transaction types differ only in their driver-specific fields.
 */
export function withTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as Database));
}

/** The raw connection under `db`, for tools that bring their own SQL (the pg-boss job runner). */
export type RawConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  raw: RawConnection;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The drizzle/ folder, found upward from this file: works from src/ (tsx) and from the dist/ bundle. */
function findMigrationsFolder(): string {
  let dir = import.meta.dirname;
  for (;;) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Migrations folder drizzle/ not found');
    dir = parent;
  }
}
const migrationsFolder = findMigrationsFolder();

/** The journal's migrations, by their folder time (drizzle records it as `created_at` when it applies one). */
const journalTimes: number[] = (
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  }
).entries.map((entry) => entry.when);

/** How many of this build's migrations the database has not run (readiness: a server ahead of its database). */
export async function pendingMigrations(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select coalesce(max(created_at), 0)::bigint as last from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { last: string | number }[] };
  const last = Number(result.rows[0]?.last ?? 0);
  return journalTimes.filter((when) => when > last).length;
}

/** `memory` may start from a dump of another in-memory database (PGlite's `dumpDataDir`), as the tests do. */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

export interface OpenOptions {
  migrationsDir?: string;
  /**
   * Told each statement's text (with its $1, $2 placeholders) before it runs, never its parameters: the one
   * database logger (the server passes it at LOG_LEVEL debug or trace).
   */
  queryLog?: (statement: string) => void;
  /** Told when a PostgreSQL connection is lost (the pool replaces it); default a line on stderr. */
  onConnectionError?: (error: Error) => void;
}

const writeConnectionError = (error: Error) =>
  process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`);

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  const migrationsDir = options.migrationsDir ?? migrationsFolder;
  const queryLog = options.queryLog;
  // drizzle hands its logger the params too: they are dropped here, so no value can reach a log line
  const config = queryLog
    ? { schema, logger: { logQuery: (statement: string) => queryLog(statement) } }
    : { schema };
  if ('url' in target)
    return openPostgres(target.url, migrationsDir, config, options.onConnectionError ?? writeConnectionError);
  if ('memory' in target)
    return openPglite(await FairPGlite.open({ loadDataDir: target.from }), migrationsDir, config, () => {});
  return openPgliteDir(target.dataDir, migrationsDir, config);
}

type DrizzleConfig = { schema: Schema; logger?: { logQuery(statement: string): void } };

/** Held while migrating, so servers started together migrate once: the others wait, then find nothing to do. */
export const MIGRATION_LOCK = 7_310_031;

function openPostgres(
  url: string,
  migrationsFolder: string,
  config: DrizzleConfig,
  onConnectionError: (error: Error) => void,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // a request waits this long for a connection while PostgreSQL is away, then answers 503 (not hang)
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  // A connection can drop at any moment (a restart, a failover, pg_terminate_backend). pg emits 'error' on the
  // client as well as failing its query; with no listener that ends the process. The pool listens on idle
  // clients only, so every client gets one of its own for while it is checked out (a transaction): its
  // statement fails (503), PostgreSQL rolls the transaction back, and the pool discards the client on release.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  // the pool repeats an idle client's error, already told by the client's own listener
  pool.on('error', () => {});
  const db = drizzlePg(pool, config);
  releaseEveryTransaction(db, pool);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    raw: { kind: 'postgres', url },
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder });
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        client.release();
      } catch (error) {
        // discarded, not pooled: closing the session frees the lock if it is still held
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

type PgDatabaseInternals = { session: { schema: unknown; options: unknown }; dialect: unknown };

/**
 * drizzle's pool transaction sends `begin` before its try/finally: when `begin` fails (the connection had just
 * dropped) its client is never released, and a pool that has lost all its clients serves nobody again. This
 * one checks the client out itself, runs drizzle's transaction on it, and always gives it back (the pool drops
 * a broken one).
 */
function releaseEveryTransaction(db: ReturnType<typeof drizzlePg<Schema>>, pool: pg.Pool): void {
  const internals = db as unknown as PgDatabaseInternals;
  const transaction = async <T>(
    work: Parameters<typeof db.transaction<T>>[0],
    config?: PgTransactionConfig,
  ) => {
    const client = await pool.connect();
    try {
      const session = new NodePgSession(
        client,
        internals.dialect as ConstructorParameters<typeof NodePgSession>[1],
        internals.session.schema as ConstructorParameters<typeof NodePgSession>[2],
        internals.session.options as ConstructorParameters<typeof NodePgSession>[3],
      );
      return (await session.transaction(work as Parameters<typeof session.transaction>[0], config)) as T;
    } finally {
      client.release();
    }
  };
  db.transaction = transaction;
}

async function openPgliteDir(
  dataDir: string,
  migrationsFolder: string,
  config: DrizzleConfig,
): Promise<DatabaseHandle> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const release = takeLock(join(dir, 'server.lock'));
  try {
    const client = await FairPGlite.open({ dataDir: join(dir, 'pgdata') });
    return openPglite(client, migrationsFolder, config, release);
  } catch (error) {
    release();
    throw error;
  }
}

function openPglite(
  client: PGlite,
  migrationsFolder: string,
  config: DrizzleConfig,
  release: () => void,
): DatabaseHandle {
  const db = drizzlePglite(client, config) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    raw: { kind: 'pglite', client },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** PGlite has no lock of its own: two processes on one data dir corrupt it silently. */
function takeLock(lockPath: string): () => void {
  try {
    const fd = openSync(lockPath, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
  } catch {
    const holder = Number(readFileSync(lockPath, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new Error(
        `The data directory ${dirname(lockPath)} is in use by another server (pid ${holder}). The embedded ` +
          'database serves one process: stop that server first, set DATA_DIR to another folder, or run several ' +
          'servers on PostgreSQL (DATABASE_URL).',
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  return () => rmSync(lockPath, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
