import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/client';
import { describeApi } from '@server/test/test-app.fixtures';
import { sql } from 'drizzle-orm';

describeApi('readiness', (ctx) => {
  const db = () => ctx().handle.db;
  const ready = (app = ctx().app) => app.inject({ method: 'GET', url: '/api/ready' });

  it('is ready when the database answers and has every migration; health only says the process is alive', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await ctx().app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('waits for the job runner it was given', async () => {
    let started = false;
    const app = await buildApp({ db: db(), messages: { wake: () => {}, isStarted: () => started } });
    try {
      const before = await ready(app);
      expect(before.statusCode).toBe(503);
      expect(before.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'ok', jobs: 'not started' },
      });
      started = true;
      expect((await ready(app)).json()).toMatchObject({ status: 'ready', checks: { jobs: 'ok' } });
    } finally {
      await app.close();
    }
  });

  it('is not ready while the database lacks a migration this build has', async () => {
    const [last] = (
      (await db().execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    if (!last) throw new Error('no migrations recorded');
    await db().execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'pending' },
      });
    } finally {
      await db().execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('readiness without a database [postgres]', () => {
  it('is not ready when the database does not answer', async () => {
    // a pool that has been ended: every query fails, as while PostgreSQL is away
    const gone = await openDatabase({ url: String(postgresUrl) });
    await gone.close();
    const app = await buildApp({ db: gone.db });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        checks: { database: 'failing', migrations: 'failing' },
      });
    } finally {
      await app.close();
    }
  });
});
