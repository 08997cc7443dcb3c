// (c) of `npm run bench:reliability` (issue 31): the mail phase. On the bench's database, in this process, the
// production message runner (2 s polls, real retry policy) delivers to an SMTP server inside the bench. A backlog
// of MAIL_BACKLOG contact acknowledgements is queued and handed over, then a partner asks for a password reset:
// reported are the reset's delay (from the request to the mail server's acceptance) and the messages per second.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { NOTICES } from '@server/app';
import { openDatabase } from '@server/db/client';
import { contactMessages, outboxMessages } from '@server/db/schema';
import { createPartnerOrganization, requestPasswordReset } from '@server/modules/accounts';
import { createMailTransport, createMessageRunner } from '@server/modules/messages';
import { and, count, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { BenchDatabase } from './reliability-server';
import { sleep } from './reliability-server';

const MAIL_BACKLOG = Number(process.env.RELIABILITY_MAIL_BACKLOG ?? 1_000);
const DRAIN_LIMIT_MS = 180_000;

export interface MailPhase {
  backlog: number;
  resetDelayS: number;
  sent: number;
  seconds: number;
  perSecond: number;
}

async function smtpSink() {
  let received = 0;
  const arrivals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        for (const to of session.envelope.rcptTo) arrivals.set(to.address, Date.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    arrivedAt: (address: string) => arrivals.get(address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function mailPhase(database: BenchDatabase): Promise<MailPhase> {
  const { DATABASE_URL: url, DATA_DIR: dataDir } = database.env;
  if (!url) mkdirSync(String(dataDir), { recursive: true });
  const handle = await openDatabase(
    url ? { url } : { dataDir: String(dataDir ?? join(database.dir, 'data')) },
  );
  const smtp = await smtpSink();
  const runner = createMessageRunner({
    db: handle.db,
    raw: handle.raw,
    delivery: {
      transport: createMailTransport({ smtpUrl: smtp.url }),
      from: 'Veterans Housing <team@housing.test>',
      publicUrl: 'https://housing.test',
      adminAddress: 'team@housing.test',
      lockWhileSending: handle.kind === 'postgres',
      notices: NOTICES,
    },
    log: () => {},
  });
  try {
    await handle.migrate();
    await runner.start();
    const stamp = Date.now();
    const contacts = await handle.db
      .insert(contactMessages)
      .values(
        Array.from({ length: MAIL_BACKLOG }, (_, i) => ({
          fullName: 'Bench Visitor',
          email: `bench-${stamp}-${i}@example.org`,
          subject: 'Housing help',
          message: 'A room, please.',
        })),
      )
      .returning({ id: contactMessages.id });
    await handle.db
      .insert(outboxMessages)
      .values(
        contacts.map(({ id }) => ({ kind: 'contact.received' as const, recipientId: id, payload: {} })),
      );
    const started = Date.now();
    await runner.enqueueQueued();

    // a partner forgets a password behind the backlog: the request is what POST /api/password-reset does
    const email = `bench-partner-${stamp}@example.org`;
    await createPartnerOrganization(handle.db, {
      organization: {
        slug: `bench-${stamp}`,
        name: 'Bench Partner',
        city: 'Albany',
        state: 'NY',
        zipCode: '12207',
      },
      email,
      password: 'bench password unused',
    });
    const asked = Date.now();
    await requestPasswordReset(handle.db, { email }, { ip: '127.0.0.1' });
    runner.wake();
    while (!smtp.arrivedAt(email) && Date.now() - asked < DRAIN_LIMIT_MS) await sleep(50);
    const resetDelayS = ((smtp.arrivedAt(email) ?? Number.NaN) - asked) / 1000;

    const sentNotices = async () =>
      (
        await handle.db
          .select({ n: count() })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.kind, 'contact.received'), eq(outboxMessages.status, 'sent')))
      )[0]?.n ?? 0;
    while ((await sentNotices()) < MAIL_BACKLOG && Date.now() - started < DRAIN_LIMIT_MS) await sleep(500);
    const seconds = (Date.now() - started) / 1000;
    const sent = smtp.received();
    return { backlog: MAIL_BACKLOG, resetDelayS, sent, seconds, perSecond: sent / seconds };
  } finally {
    await runner.stop();
    await smtp.close();
    await handle.close();
  }
}
