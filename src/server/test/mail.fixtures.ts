import { NOTICES } from '@server/app';
import type { Database } from '@server/db/client';
import { outboxMessages } from '@server/db/schema';
import type { ScheduledJob } from '@server/module';
import { createMailTransport, createMessageRunner, type MessageRunner } from '@server/modules/messages';
import type { TestContext } from '@server/test/test-app.fixtures';
import { inArray, isNull } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  rcptTo: string[];
  parsed: ParsedMail;
}

/**
 * An SMTP server on 127.0.0.1 (a free port) that keeps what it receives; a recipient whose address
 * starts with `refused` is turned away with 550.
 */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused')) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), parsed });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address: string) => received.filter((mail) => mail.rcptTo.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until every listed message has left `queued` (delivered or given up). */
export async function waitForDelivery(db: Database, ids: string[], timeoutMs = 25_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
    if (rows.length === ids.length && rows.every((row) => row.status !== 'queued')) return rows;
    if (Date.now() > deadline) throw new Error(`still queued: ${JSON.stringify(rows.map((r) => r.status))}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const TEST_PUBLIC_URL = 'https://housing.test';
export const TEST_TEAM_ADDRESS = 'team@housing.test';

/**
 * A message runner on the test's database that sends to the test SMTP server, polling fast, retrying at
 * once; with other modules' `schedules` when given.
 */
export function createTestMessageRunner(
  context: TestContext,
  smtpUrl: string,
  retryLimit = 0,
  schedules: readonly ScheduledJob[] = [],
): MessageRunner {
  const { handle } = context;
  return createMessageRunner({
    db: handle.db,
    raw: handle.raw,
    delivery: {
      transport: createMailTransport({ smtpUrl }),
      from: `Veterans Housing <${TEST_TEAM_ADDRESS}>`,
      publicUrl: TEST_PUBLIC_URL,
      adminAddress: TEST_TEAM_ADDRESS,
      lockWhileSending: handle.kind === 'postgres',
      notices: NOTICES,
    },
    retry: { limit: retryLimit, delaySeconds: 0, backoff: false },
    pollingIntervalSeconds: 0.5,
    schedules,
    log: () => {},
  });
}

/**
 * An SMTP server and a message runner for one suite (`describeApi`): started before its tests, stopped
 * after them. `smtp`, `runner` and `deliverAll` are used inside the tests.
 */
export function useTestMailbox(context: () => TestContext) {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>> | undefined;
  let runner: MessageRunner | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    runner = createTestMessageRunner(context(), smtp.url);
    await runner.start();
  });
  afterAll(async () => {
    await runner?.stop();
    await smtp?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (!value) throw new Error('test mailbox not started');
    return value;
  };
  /** Hands every unsent message to the runner and waits until each has left `queued`. */
  const deliverAll = async () => {
    await ready(runner).enqueueQueued();
    const { db } = context().handle;
    const queued = await db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(isNull(outboxMessages.sentAt));
    await waitForDelivery(
      db,
      queued.map((row) => row.id),
    );
  };
  return {
    get smtp() {
      return ready(smtp);
    },
    get runner() {
      return ready(runner);
    },
    deliverAll,
  };
}
