import { connect, createServer, type Server, type Socket } from 'node:net';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/client';
import { contactMessages, inboxItems, outboxMessages } from '@server/db/schema';
import { isDatabaseUnavailable } from '@server/db/unavailable';
import { startTestSmtpServer } from '@server/test/mail.fixtures';
import { startServerProcess } from '@server/test/server-process.fixtures';
import { createTestContext, type TestContext } from '@server/test/test-app.fixtures';
import { CONTACT_PATH } from '@shared/contracts/contact';
import { inArray, like } from 'drizzle-orm';
import pg from 'pg';

// PostgreSQL's bad moments seen from one app server (decision 0032): a backend terminated mid-transaction, a
// server-side idle timeout, every connection cut at once, the server refusing connections for a while.
const postgresUrl = process.env.TEST_DATABASE_URL;

const contact = (marker: string, i: number) => ({
  fullName: 'Alex Rivera',
  email: `alex${i}@example.org`,
  subject: `${marker} ${i}`,
  message: 'Do you have a place near Albany?',
});

describe.runIf(postgresUrl)('the server outlives its database’s bad moments [postgres]', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  const lost: Error[] = [];
  let dbName: string;
  beforeAll(async () => {
    ctx = await createTestContext('postgres', { onConnectionError: (error) => lost.push(error) });
    const url = new URL((ctx.handle.raw as { url: string }).url);
    dbName = url.pathname.slice(1);
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await ctx?.close();
  });

  const post = (body: object, ip: string) =>
    ctx.app.inject({ method: 'POST', url: CONTACT_PATH, payload: body, remoteAddress: ip });
  const terminate = async (state: string) =>
    (
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and state like $2`,
        [dbName, state],
      )
    ).rowCount ?? 0;

  it('answers 503 to writes whose connection is terminated mid-transaction, writes none of them, and serves on', async () => {
    const marker = `terminated-${Date.now()}`;
    // the contact form writes its message, its acknowledgement and then its inbox item in one transaction:
    // holding the inbox table stops each request after two of its three writes
    const blocker = new pg.Client({ connectionString: (ctx.handle.raw as { url: string }).url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table inbox_items in access exclusive mode');
    const answers = Promise.all(
      Array.from({ length: 6 }, (_, i) => post(contact(marker, i), `198.51.100.${i + 1}`)),
    );
    const deadline = Date.now() + 10_000;
    let waiting = 0;
    while (waiting < 6 && Date.now() < deadline) {
      const result = await admin.query(
        `select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
        [dbName],
      );
      waiting = result.rows[0].n;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(waiting).toBe(6);
    expect(await terminate('active')).toBeGreaterThanOrEqual(6);
    const responses = await answers;
    await blocker.query('rollback');
    await blocker.end();

    expect(responses.map((r) => r.statusCode)).toEqual([503, 503, 503, 503, 503, 503]);
    expect(responses[0]?.headers['retry-after']).toBe('5');
    expect(responses[0]?.json()).toEqual({ message: expect.stringMatching(/briefly unavailable/) });
    const written = await ctx.handle.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(like(contactMessages.subject, `${marker}%`));
    expect(written).toEqual([]);
    expect(lost.length).toBeGreaterThanOrEqual(6);

    const after = await post(contact(marker, 99), '198.51.100.99');
    expect(after.statusCode).toBe(201);
    const [saved] = await ctx.handle.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(like(contactMessages.subject, `${marker}%`));
    const id = saved?.id ?? '';
    expect(
      await ctx.handle.db
        .select()
        .from(outboxMessages)
        .where(inArray(outboxMessages.recipientId, [id])),
    ).toHaveLength(1);
    expect(
      await ctx.handle.db
        .select()
        .from(inboxItems)
        .where(inArray(inboxItems.subjectId, [id])),
    ).toHaveLength(1);
  });

  it('serves on when PostgreSQL cuts every connection of a busy pool (a restart) during writes', async () => {
    const marker = `storm-${Date.now()}`;
    const requests = Array.from({ length: 40 }, (_, i) => post(contact(marker, i), `203.0.113.${i + 1}`));
    let killed = 0;
    for (let round = 0; round < 5; round++) {
      await new Promise((resolve) => setTimeout(resolve, 15));
      killed += await terminate('%');
    }
    const responses = await Promise.all(requests);
    expect(killed).toBeGreaterThan(0);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    // the last round may have cut idle connections whose notice has not reached the pool yet: let it arrive, as
    // it does within milliseconds for a server between requests (a read on such a connection answers 503)
    await new Promise((resolve) => setTimeout(resolve, 250));
    // every acknowledged write is whole; no refused one left a row
    const rows = await ctx.handle.db
      .select({ id: contactMessages.id, subject: contactMessages.subject })
      .from(contactMessages)
      .where(like(contactMessages.subject, `${marker}%`));
    const acknowledged = responses.flatMap((r, i) => (r.statusCode === 201 ? [`${marker} ${i}`] : []));
    expect(rows.map((row) => row.subject).sort()).toEqual(acknowledged.sort());
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) {
      const inbox = await ctx.handle.db.select().from(inboxItems).where(inArray(inboxItems.subjectId, ids));
      expect(inbox).toHaveLength(ids.length);
    }
    expect((await post(contact(marker, 100), '203.0.113.200')).statusCode).toBe(201);
  });

  it('ends a transaction PostgreSQL timed out (idle_in_transaction_session_timeout) without ending the process', async () => {
    await admin.query(`alter database ${dbName} set idle_in_transaction_session_timeout = '200ms'`);
    // a fresh pool: settings of the database apply to new sessions
    const handle = await openDatabase(
      { url: (ctx.handle.raw as { url: string }).url },
      { onConnectionError: (error) => lost.push(error) },
    );
    try {
      const outcome = await handle.db
        .transaction(async (tx) => {
          await tx.insert(contactMessages).values(contact('idle-timeout', 1));
          await new Promise((resolve) => setTimeout(resolve, 600));
          await tx.insert(contactMessages).values(contact('idle-timeout', 2));
        })
        .then(
          () => 'committed',
          (error: unknown) => error,
        );
      expect(outcome).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      const rows = await handle.db
        .select()
        .from(contactMessages)
        .where(like(contactMessages.subject, 'idle-timeout%'));
      expect(rows).toEqual([]);
    } finally {
      await admin.query(`alter database ${dbName} reset idle_in_transaction_session_timeout`);
      await handle.close();
    }
  });

  it('keeps a real server process (requests and jobs) alive through every connection terminated mid-write', async () => {
    const smtp = await startTestSmtpServer();
    const server = await startServerProcess({
      DATABASE_URL: (ctx.handle.raw as { url: string }).url,
      SMTP_URL: smtp.url,
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      const send = (subject: string, i: number) =>
        fetch(`${server.baseUrl}${CONTACT_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ ...contact('process', i), subject }),
        }).then(
          (response) => response.status,
          () => 0,
        );
      const writes = Array.from({ length: 60 }, (_, i) => send(`process ${i}`, i));
      let killed = 0;
      for (let round = 0; round < 6; round++) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        killed += await terminate('%');
      }
      const statuses = await Promise.all(writes);
      expect(killed).toBeGreaterThan(0);
      expect(
        statuses.filter((status) => status !== 201 && status !== 503),
        server.output(),
      ).toEqual([]);
      expect(server.child.exitCode).toBeNull();

      const started = Date.now();
      let ready = 0;
      while (ready !== 200 && Date.now() - started < 15_000) {
        ready = await fetch(`${server.baseUrl}/api/ready`).then((r) => r.status);
        if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(ready).toBe(200);
      // the job runner reconnected too: deliveries go on (one at a time: the acknowledgements of the storm's
      // writes are queued ahead of any new message)
      expect(await send('after the storm', 999)).toBe(201);
      const before = smtp.received.length;
      const deadline = Date.now() + 20_000;
      while (smtp.received.length < before + 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(smtp.received.length).toBeGreaterThanOrEqual(before + 2);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await server.stop();
      await smtp.close();
    }
  }, 120_000);

  it('answers 503 while PostgreSQL refuses connections and recovers by itself when it is back', async () => {
    const target = new URL((ctx.handle.raw as { url: string }).url);
    const proxy = await startProxy(Number(target.port || 5432));
    const proxied = new URL(target);
    proxied.port = String(proxy.port);
    const handle = await openDatabase({ url: proxied.toString() }, { onConnectionError: () => {} });
    const app = await buildApp({ db: handle.db });
    try {
      const ask = (i: number) =>
        app.inject({
          method: 'POST',
          url: CONTACT_PATH,
          payload: contact('proxied', i),
          remoteAddress: '192.0.2.7',
        });
      expect((await ask(1)).statusCode).toBe(201);
      await proxy.down();
      const refused = await ask(2);
      expect(refused.statusCode).toBe(503);
      await proxy.up();
      const started = Date.now();
      let status = 0;
      while (status !== 201 && Date.now() - started < 10_000) status = (await ask(3)).statusCode;
      expect(status).toBe(201);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await app.close();
      await handle.close();
      await proxy.down();
    }
  });
});

/** A TCP proxy to PostgreSQL that can go down (every connection cut, new ones refused) and come back. */
async function startProxy(targetPort: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        port = typeof address === 'object' && address ? address.port : port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    down: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    up: listen,
  };
}
