import { randomBytes } from 'node:crypto';
import { type App, buildApp } from '@server/app';
import { type DatabaseHandle, openDatabase } from '@server/db/client';
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

/** A migrated, empty database of the given kind (its own database on the PostgreSQL server) and an app on it. */
export async function createTestContext(kind: DatabaseKind): Promise<TestContext> {
  const { handle, drop } =
    kind === 'pglite'
      ? { handle: await openDatabase({ memory: true }), drop: async () => {} }
      : await createPostgresDatabase();
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

async function createPostgresDatabase() {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `vhm_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  const drop = async () => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { handle, drop };
}

/** Runs `suite` once per test database, each with its own fresh app. */
export function describeApi(title: string, suite: (context: () => TestContext) => void): void {
  describe.each(testDatabases)(`${title} [%s]`, (kind) => {
    let context: TestContext | undefined;
    beforeAll(async () => {
      context = await createTestContext(kind);
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
