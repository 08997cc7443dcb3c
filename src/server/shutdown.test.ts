import { contactMessages, outboxMessages } from '@server/db/schema';
import { startServerProcess } from '@server/test/server-process.fixtures';
import { createTestContext, type TestContext } from '@server/test/test-app.fixtures';
import { CONTACT_PATH } from '@shared/contracts/contact';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

// SIGTERM (a deploy, a scale-in): the server stops accepting, finishes the requests and the deliveries in
// flight, and exits within 30 s.
const postgresUrl = process.env.TEST_DATABASE_URL;

const contact = (subject: string) => ({
  fullName: 'Alex Rivera',
  email: 'alex@example.org',
  subject,
  message: 'Do you have a place near Albany?',
});

describe.runIf(postgresUrl)('shutdown on SIGTERM [postgres]', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('postgres');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('finishes an in-flight request and delivery, refuses new connections, and exits 0 within 30 s', async () => {
    const url = (ctx.handle.raw as { url: string }).url;
    // a mail server that takes 10 s to accept a message: the delivery is in flight when SIGTERM comes
    let mailStarted = () => {};
    const mailInFlight = new Promise<void>((resolve) => (mailStarted = resolve));
    const delivered: string[] = [];
    let deliveredAt = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        mailStarted();
        stream.resume();
        stream.on('end', () =>
          setTimeout(() => {
            delivered.push(...session.envelope.rcptTo.map((r) => r.address));
            deliveredAt = Date.now();
            callback();
          }, 10_000),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as { port: number }).port;
    const server = await startServerProcess({
      DATABASE_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'info',
    });
    const blocker = new pg.Client({ connectionString: url });
    try {
      const post = (subject: string) =>
        fetch(`${server.baseUrl}${CONTACT_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(contact(subject)),
        });
      expect((await post('first')).status).toBe(201);
      await mailInFlight;

      // a request held by a lock the test owns: its client's rate limit counter (a table lock would wait for the
      // delivery's transaction, which reads the contact tables while the mail server takes its time)
      await blocker.connect();
      await blocker.query('begin');
      const held = await blocker.query(
        `select hits from rate_limit_counters where key like 'POST /api/contact %' for update`,
      );
      expect(held.rowCount).toBe(1);
      const inFlight = post('in flight');
      const dbName = new URL(url).pathname.slice(1);
      for (let waiting = 0; waiting === 0; ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const result = await blocker.query(
          `select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
          [dbName],
        );
        waiting = result.rows[0].n;
      }

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const refused = await fetch(`${server.baseUrl}/api/health`).then(
        () => 'accepted',
        () => 'refused',
      );
      expect(refused).toBe('refused');
      await blocker.query('rollback');
      expect((await inFlight).status).toBe(201);

      const exit = await server.exited;
      expect(exit.code, server.output()).toBe(0);
      expect(exit.at - signalled).toBeLessThan(30_000);
      expect(delivered).toEqual(['alex@example.org']);
      expect(deliveredAt).toBeGreaterThan(signalled);
      const saved = await ctx.handle.db
        .select({ subject: contactMessages.subject, status: outboxMessages.status })
        .from(contactMessages)
        .innerJoin(outboxMessages, eq(outboxMessages.recipientId, contactMessages.id))
        .orderBy(contactMessages.createdAt);
      expect(saved).toEqual([
        { subject: 'first', status: 'sent' },
        { subject: 'in flight', status: 'queued' },
      ]);
    } finally {
      await blocker.end().catch(() => {});
      await server.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  }, 150_000);
});
