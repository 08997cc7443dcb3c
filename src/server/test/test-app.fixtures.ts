import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type App, buildApp } from '@server/app';
import { type DatabaseHandle, type OpenOptions, openDatabase } from '@server/db/client';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite in memory always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDatabases: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestContext {
  app: App;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A migrated, empty database of the given kind (its own database on the PostgreSQL server) and an app on it;
 * `options.queryLog` is told each statement the app runs.
 */
export async function createTestContext(kind: DatabaseKind, options: OpenOptions = {}): Promise<TestContext> {
  const { handle, drop } =
    kind === 'pglite'
      ? {
          handle: await openDatabase({ memory: true, from: await migratedPgliteSnapshot() }, options),
          drop: async () => {},
        }
      : await createPostgresDatabase(options);
  await handle.migrate();
  const app = await buildApp({ db: handle.db });
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

const migrationsDir = new URL('../../../drizzle/', import.meta.url);

/** Names what the migrations make: a new or changed migration gives a new name. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const path = new URL(file, migrationsDir);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A freshly migrated in-memory PGlite, dumped once and shared by every test file through a file in the temp
 * folder (named after the migrations, so a new migration makes a new one): a new PGlite spends about two seconds
 * in initdb, one loaded from the dump well under one. The suite still runs `migrate()`, which finds nothing to do.
 */
async function migratedPgliteSnapshot(): Promise<Blob> {
  const snapshot = join(tmpdir(), `vhm-pglite-${migrationsHash()}.tar`);
  if (!existsSync(snapshot)) {
    const fresh = await openDatabase({ memory: true });
    await fresh.migrate();
    const dump = await (fresh.raw as { client: PGlite }).client.dumpDataDir('none');
    await fresh.close();
    // written whole, then renamed: another worker never reads half a file
    const partial = `${snapshot}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, snapshot);
  }
  return new Blob([readFileSync(snapshot)]);
}

const databaseUrl = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onServer<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated database on the PostgreSQL server, made once per set of migrations (named after them) and copied
 * by `create database ... template` for each test file: a copy takes a fraction of running every migration.
 * Made under a temporary name and renamed when complete, so a worker never copies half a template; the
 * suite still runs `migrate()`, which finds nothing to do.
 */
function migratedPostgresTemplate(baseUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `vhm_template_${migrationsHash()}`;
    const exists = (client: pg.Client) =>
      client.query('select 1 from pg_database where datname = $1', [name]).then((r) => r.rowCount === 1);
    if (await onServer(baseUrl, exists)) return name;
    const partial = `${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(baseUrl, (client) => client.query(`create database ${partial}`));
    const handle = await openDatabase({ url: databaseUrl(baseUrl, partial) });
    await handle.migrate();
    await handle.close();
    await onServer(baseUrl, async (client) => {
      // another worker may have finished its own template first: then use that one
      if (await exists(client)) await client.query(`drop database ${partial}`);
      else await client.query(`alter database ${partial} rename to ${name}`);
    });
    return name;
  })();
  return postgresTemplate;
}

async function createPostgresDatabase(options: OpenOptions) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = await migratedPostgresTemplate(baseUrl);
  const name = `vhm_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(baseUrl, (client) => client.query(`create database ${name} template ${template}`));
  const handle = await openDatabase({ url: databaseUrl(baseUrl, name) }, options);
  const drop = async () => {
    await onServer(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  };
  return { handle, drop };
}

/** Runs `suite` once per test database, each with its own fresh app. */
export function describeApi(
  title: string,
  suite: (context: () => TestContext) => void,
  options: OpenOptions = {},
): void {
  describe.each(testDatabases)(`${title} [%s]`, (kind) => {
    let context: TestContext | undefined;
    beforeAll(async () => {
      context = await createTestContext(kind, options);
    });
    afterAll(async () => {
      await context?.close();
    });
    suite(() => {
      if (!context) throw new Error('test context not ready');
      return context;
    });
  });
}
