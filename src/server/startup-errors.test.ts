import { randomBytes } from 'node:crypto';
import { DrizzleQueryError } from 'drizzle-orm';
import { openDatabase } from './db/client';
import { describeStartupError } from './startup-errors';

/** What opening and migrating the database at `url` fails with, as the server would print it. */
async function startAt(url: string): Promise<string> {
  const handle = await openDatabase({ url });
  try {
    await handle.migrate();
  } catch (error) {
    return describeStartupError(error, url);
  } finally {
    await handle.close();
  }
  throw new Error(`${url} opened`);
}

const serverUrl = process.env.TEST_DATABASE_URL;
const withServer = serverUrl ? it : it.skip;

/** The test server's URL with another user and/or database. */
function onServer(change: { user?: string; database?: string }): string {
  const url = new URL(serverUrl ?? 'postgres://localhost/');
  if (change.user) url.username = change.user;
  if (change.database) url.pathname = `/${change.database}`;
  return url.toString();
}

describe('describeStartupError', () => {
  it('names a refused connection and its address, never the password', async () => {
    const text = await startAt('postgres://app:S3cret-Pa55@127.0.0.1:1/housing');
    expect(text).toContain('connection refused at 127.0.0.1:1');
    expect(text).toContain('postgres://app:***@127.0.0.1:1/housing');
    expect(text).not.toContain('S3cret-Pa55');
    expect(text).not.toContain('CREATE SCHEMA');
  });

  it('names a host that does not resolve', async () => {
    const text = await startAt('postgres://app@no-such-host.invalid:5432/housing');
    expect(text).toContain("database host 'no-such-host.invalid' was not found");
  });

  withServer('names a database that does not exist', async () => {
    const name = `vhm_missing_${randomBytes(4).toString('hex')}`;
    const text = await startAt(onServer({ database: name }));
    expect(text).toContain(`database '${name}' does not exist`);
  });

  withServer('names a user the server does not know', async () => {
    const user = `nobody_${randomBytes(4).toString('hex')}`;
    const text = await startAt(onServer({ user }));
    expect(text).toContain(`user '${user}' does not exist`);
  });

  it('names a refused password with its user (the error PostgreSQL sends)', () => {
    const refused = Object.assign(new Error('password authentication failed for user "app"'), {
      severity: 'FATAL',
      code: '28P01',
    });
    const text = describeStartupError(
      new DrizzleQueryError('CREATE SCHEMA IF NOT EXISTS "drizzle"', [], refused),
      'postgres://app:hunter2-Secret@db.internal:5432/housing',
    );
    expect(text).toBe(
      'Could not open the database at postgres://app:***@db.internal:5432/housing: ' +
        "password authentication failed for user 'app'. Check the password in DATABASE_URL.",
    );
  });

  it("tells any other failure as the logs do: the statement's shape, never its values", () => {
    const duplicate = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email"'),
      {
        severity: 'ERROR',
        code: '23505',
        constraint: 'users_email',
        table: 'users',
        detail: 'Key (email)=(owner@example.org) already exists.',
      },
    );
    const text = describeStartupError(
      new DrizzleQueryError('insert into "users" ("email") values ($1)', ['owner@example.org'], duplicate),
    );
    expect(text).toBe(
      'A database statement failed at start-up: Failed query (insert into "users" ("email") values ($1)): ' +
        'unique violation (constraint users_email, table users)',
    );
    expect(describeStartupError(new Error('The data directory is in use by another server (pid 42).'))).toBe(
      'Start-up failed: The data directory is in use by another server (pid 42).',
    );
  });
});
