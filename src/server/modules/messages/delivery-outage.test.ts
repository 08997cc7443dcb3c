import { NOTICES } from '@server/app';
import { openDatabase } from '@server/db/client';
import { contactMessages, outboxMessages } from '@server/db/schema';
import { isDatabaseUnavailable } from '@server/db/unavailable';
import { createTestContext, type TestContext } from '@server/test/test-app.fixtures';
import { CONTACT_PATH } from '@shared/contracts/contact';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type DeliverySettings, deliverMessage } from './deliver';
import type { MailTransport, OutgoingMail } from './transport';

// A delivery holds its message's row lock while the mail server answers (several servers). When PostgreSQL
// ends that session (idle_in_transaction_session_timeout, a restart) the process lives on, the message stays
// queued for the retry, and no lock is left behind (decision 0032).
const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('a delivery whose connection is cut [postgres]', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('postgres', { onConnectionError: () => {} });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const settings = (transport: MailTransport): DeliverySettings => ({
    transport,
    from: 'Veterans Housing <no-reply@example.org>',
    publicUrl: 'http://localhost:5000',
    adminAddress: 'team@example.org',
    lockWhileSending: true,
    notices: NOTICES,
  });
  const sentTo: OutgoingMail[] = [];
  const slowMailServer: MailTransport = {
    send: async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      sentTo.push(mail);
    },
    close: () => {},
  };
  const quickMailServer: MailTransport = { send: async (mail) => void sentTo.push(mail), close: () => {} };

  it('keeps the message queued and unlocked when the session ends mid-send, then delivers it on the retry', async () => {
    const url = (ctx.handle.raw as { url: string }).url;
    const dbName = new URL(url).pathname.slice(1);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: CONTACT_PATH,
      payload: {
        fullName: 'Alex Rivera',
        email: 'alex@example.org',
        subject: 'Hello',
        message: 'A question',
      },
    });
    expect(posted.statusCode).toBe(201);
    const [message] = await ctx.handle.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .innerJoin(contactMessages, eq(contactMessages.id, outboxMessages.recipientId));
    const id = message?.id ?? '';

    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`alter database ${dbName} set idle_in_transaction_session_timeout = '250ms'`);
    const timedOut = await openDatabase({ url }, { onConnectionError: () => {} });
    try {
      const outcome = await deliverMessage(timedOut.db, id, settings(slowMailServer), false).catch(
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(outcome)).toBe(true);
    } finally {
      await admin.query(`alter database ${dbName} reset idle_in_transaction_session_timeout`);
      await admin.end();
      await timedOut.close();
    }

    // not half-written: still queued, and nobody holds its row
    const locked = await ctx.handle.db.transaction(async (tx) => {
      const result = (await tx.execute(
        sql`select status from outbox_messages where id = ${id} for update nowait`,
      )) as unknown as { rows: { status: string }[] };
      return result.rows;
    });
    expect(locked).toEqual([{ status: 'queued' }]);

    expect(await deliverMessage(ctx.handle.db, id, settings(quickMailServer), false)).toEqual({
      outcome: 'sent',
    });
    const [row] = await ctx.handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row?.status).toBe('sent');
    // the first hand-off could not be recorded, so the retry sends again: delivery is at least once
    expect(sentTo.map((mail) => mail.to)).toEqual([['alex@example.org'], ['alex@example.org']]);
  });
});
