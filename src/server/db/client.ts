import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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

/** `memory` may start from a dump of another in-memory database (PGlite's `dumpDataDir`), as the tests do. */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

export interface OpenOptions {
  migrationsDir?: string;
  /**
   * Told each statement's text (with its $1, $2 placeholders) before it runs, never its parameters: the one
   * database logger (the server passes it at LOG_LEVEL debug or trace).
   */
  queryLog?: (statement: string) => void;
}

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
  if ('url' in target) return openPostgres(target.url, migrationsDir, config);
  if ('memory' in target)
    return openPglite(await FairPGlite.open({ loadDataDir: target.from }), migrationsDir, config, () => {});
  return openPgliteDir(target.dataDir, migrationsDir, config);
}

type DrizzleConfig = { schema: Schema; logger?: { logQuery(statement: string): void } };

function openPostgres(url: string, migrationsFolder: string, config: DrizzleConfig): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection can drop (a PostgreSQL restart, a failover). Without a listener that error would end the
  // process; the pool discards the connection and opens a new one for the next query.
  pool.on('error', (error) => process.stderr.write(`PostgreSQL idle connection lost: ${error.message}\n`));
  const db = drizzlePg(pool, config) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    raw: { kind: 'postgres', url },
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    close: () => pool.end(),
  };
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
        `The data directory is in use by another server (pid ${holder}). Stop it first, or set DATA_DIR to another folder.`,
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
