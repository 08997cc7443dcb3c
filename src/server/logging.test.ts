import { Writable } from 'node:stream';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/client';
import { veterans } from '@server/db/schema';
import { describeApi } from '@server/test/test-app.fixtures';
import { sql } from 'drizzle-orm';
import { createLogger, serializeError } from './logging';

/** A logger writing into memory, and everything it wrote as one string. */
function memoryLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('info', destination), text: () => lines.join('') };
}

const veteran = {
  name: 'Rosalind Quintero-Vance',
  phone: '518-555-0187',
  email: 'rosalind.qv@example.org',
  caseManagerEmail: 'casework@vso.example.org',
  zipCode: '12207',
  hasVoucher: true,
  requiresAccessibility: false,
  hasPet: false,
  urgencyLevel: 'critical',
  maxMonthlyRent: 1234.56,
};
const PERSONAL = ['Rosalind', 'Quintero', '555-0187', '5185550187', 'rosalind.qv', '123456', '1234.56'];

const signUp = {
  name: 'Theodora Blackwood',
  email: 'theodora.blackwood@example.org',
  phone: '518-555-0123',
  password: 'Kestrel-Lantern-Quarry-58',
};
const SIGN_UP_PERSONAL = ['Theodora', 'Blackwood', '555-0123', '5185550123', 'Kestrel-Lantern', '$argon2'];

describeApi('logs without personal data', (ctx) => {
  const db = () => ctx().handle.db;

  /** Makes every insert into `table` fail with a check violation whose detail repeats the whole row. */
  async function refuseInserts(table: 'veterans' | 'users', run: () => Promise<void>) {
    await db().execute(
      sql.raw(`alter table ${table} add constraint logging_test_refuses check (false) not valid`),
    );
    try {
      await run();
    } finally {
      await db().execute(sql.raw(`alter table ${table} drop constraint logging_test_refuses`));
    }
  }

  it("logs a failed query's shape and PostgreSQL's code, never its values", async () => {
    const { logger, text } = memoryLogger();
    const app = await buildApp({ db: db(), logger });
    try {
      await refuseInserts('veterans', async () => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/veterans-housing',
          headers: { cookie: 'vhm_session=secret-cookie-token' },
          payload: veteran,
        });
        expect(response.statusCode, response.body).toBe(500);
        expect(response.body).not.toContain('Rosalind');
      });
      const health = await app.inject({
        method: 'GET',
        url: '/api/health?token=secret-link-token',
        headers: {
          authorization: 'Bearer secret-bearer-token-0123456789',
          'idempotency-key': 'secret-idempotency-key-42',
        },
      });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const log = text();
    expect(log).toContain('unhandled error');
    expect(log).toContain('insert into \\"veterans\\"');
    expect(log).toContain('"code":"23514"');
    expect(log).toContain('"constraint":"logging_test_refuses"');
    expect(log).toContain('"url":"/api/veterans-housing"');
    const secrets = ['secret-bearer', 'secret-cookie', 'secret-idempotency', 'secret-link', 'Failing row'];
    for (const value of [...PERSONAL, ...secrets]) {
      expect(log).not.toContain(value);
    }
  });

  it("keeps a sign-up's password hash and contact details out of the log", async () => {
    const { logger, text } = memoryLogger();
    const app = await buildApp({ db: db(), logger });
    try {
      await refuseInserts('users', async () => {
        const response = await app.inject({ method: 'POST', url: '/api/landlord/signup', payload: signUp });
        expect(response.statusCode).toBe(500);
      });
    } finally {
      await app.close();
    }
    const log = text();
    expect(log).toContain('"code":"23514"');
    expect(log).toContain('insert into \\"users\\"');
    for (const value of SIGN_UP_PERSONAL) expect(log).not.toContain(value);
  });

  it('serializes a real database error: statement with placeholders, no params, detail or values', async () => {
    let failure: unknown = null;
    await refuseInserts('veterans', async () => {
      failure = await db()
        .insert(veterans)
        .values({
          name: 'Rosalind Quintero-Vance',
          email: 'rosalind.qv@example.org',
          zipCode: '12207',
          source: 'referral',
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
    });
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('Rosalind'); // drizzle's own message carries the params

    const logged = serializeError(failure);
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query' });
    expect(logged.query).toMatch(/^insert into "veterans" .*\$1/);
    expect(logged.cause).toMatchObject({ type: 'DatabaseError', code: '23514', table: 'veterans' });
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query\n\s+at /);
    expect(JSON.stringify(logged)).not.toMatch(/Rosalind|rosalind|params|Failing row/);

    // pino takes an error's own message when the line has none: the safe one, here
    const { logger, text } = memoryLogger();
    logger.error(failure);
    logger.error({ err: failure });
    expect(text()).toContain('"msg":"Failed query"');
    expect(text()).not.toMatch(/Rosalind|rosalind/);
  });
});

describe('the database query log', () => {
  it('is told the statement with its placeholders, never the values', async () => {
    const statements: string[] = [];
    // one driver suffices (the option reaches both the same way); a fresh PGlite takes seconds to create
    const url = process.env.TEST_DATABASE_URL;
    const handle = await openDatabase(url ? { url } : { memory: true }, {
      queryLog: (statement) => statements.push(statement),
    });
    try {
      await handle.db.execute(
        sql`select ${'Rosalind Quintero-Vance'}::text as name, ${'5185550187'}::text as phone`,
      );
    } finally {
      await handle.close();
    }
    expect(statements).toEqual(['select $1::text as name, $2::text as phone']);
  });
});

describe('serializeError', () => {
  it('keeps class, message, frames and network fields; follows causes and AggregateErrors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
      address: '127.0.0.1',
      port: 1,
      secret: 'not kept',
    });
    const logged = serializeError(
      new AggregateError([refused], 'all attempts failed', { cause: 'text cause' }),
    );
    expect(logged).toMatchObject({
      type: 'AggregateError',
      message: 'all attempts failed',
      cause: { type: 'string', message: 'text cause' },
      errors: [{ type: 'Error', code: 'ECONNREFUSED', syscall: 'connect', address: '127.0.0.1', port: 1 }],
    });
    expect(JSON.stringify(logged)).not.toContain('not kept');
  });

  it('answers for values that are not errors', () => {
    expect(serializeError(42)).toEqual({ type: 'number', message: 'a non-Error value was thrown' });
  });
});
