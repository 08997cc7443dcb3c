import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NOTICES } from '@server/app';
import { withTransaction } from '@server/db/client';
import { matches, outboxMessages } from '@server/db/schema';
import { proposeMatches } from '@server/modules/housing-matches';
import { insertTestHome } from '@server/test/homes.fixtures';
import { clearHousing, housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import {
  createTestMessageRunner,
  startTestSmtpServer,
  TEST_PUBLIC_URL,
  TEST_TEAM_ADDRESS,
  waitForDelivery,
} from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { deliverMessage } from './deliver';
import { createMailTransport, type MessageRunner } from './index';

describeApi('message delivery', (ctx) => {
  const { actors, asAdmin } = housingActors(ctx);
  const db = () => ctx().handle.db;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let runner: MessageRunner | undefined;

  const newRunner = () => createTestMessageRunner(ctx(), smtp.url, 2);

  const queueWaitlistNotice = async (caseManagerEmail: string | null) => {
    const veteranId = await insertQueueVeteran(db(), '12207', { caseManagerEmail, email: null });
    const [row] = await db()
      .insert(outboxMessages)
      .values({ kind: 'waitlist_status', recipientId: veteranId, payload: { followUp: '7-14 days' } })
      .returning({ id: outboxMessages.id });
    if (!row) throw new Error('no message');
    return row.id;
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    await clearHousing(db());
    runner = newRunner();
    await runner.start();
  });
  afterAll(async () => {
    await runner?.stop();
    await smtp?.close();
  });

  it('delivers each notice once, to the right people, with a link to the signed-in page', async () => {
    const veteranId = await insertQueueVeteran(db(), '12207');
    await insertTestHome(db(), '12207', { unitsAvailable: 1 });
    expect((await asAdmin('POST', '/api/housing-matches/run', {})).json()).toEqual({
      matchesCreated: 1,
      unmatched: [],
    });
    const landlordHome = await insertTestHome(db(), '12207', { landlordId: actors.landlordId });
    const ownerlessHome = await insertTestHome(db(), '12207');
    const asker = await insertQueueVeteran(db(), '12207');
    await withTransaction(db(), (tx) =>
      proposeMatches(
        tx,
        'veteran_request',
        [landlordHome, ownerlessHome].map((propertyId) => ({
          veteranId: asker,
          propertyId,
          score: 60,
          reason: 'asked',
        })),
        new Date(),
      ),
    );
    const waitlisted = await queueWaitlistNotice('intake@partner.test');
    const nobody = await queueWaitlistNotice(null);

    await runner?.enqueueQueued();
    const rows = await waitForDelivery(
      db(),
      (await db().select({ id: outboxMessages.id }).from(outboxMessages)).map((row) => row.id),
    );
    expect(rows).toHaveLength(6);

    const notice = smtp.to('cm@example.org');
    expect(notice).toHaveLength(1);
    // each concerned, each to their own page: the case worker on the caseload entry, the veteran on /my
    expect(notice[0]?.rcptTo).toEqual(['cm@example.org']);
    const toVeteran = smtp.to('sam@example.com');
    expect(toVeteran.map((mail) => mail.parsed.subject)).toEqual(['We found a home that may fit you']);
    expect(toVeteran[0]?.parsed.text).toContain(`${TEST_PUBLIC_URL}/my?token=`);
    // the case worker's own page, not the admins' housing dashboard (issue 33, point 6)
    expect(notice[0]?.parsed.text).toContain(`${TEST_PUBLIC_URL}/partner/caseload/${veteranId}`);
    expect(notice[0]?.parsed.html).toContain(`href="${TEST_PUBLIC_URL}/partner/caseload/${veteranId}"`);
    for (const personal of ['5185550199', 'Sam Carter'])
      expect(notice[0]?.parsed.text).not.toContain(personal);
    const [match] = await db().select().from(matches).where(eq(matches.veteranId, veteranId));
    expect(match?.veteranNotifiedAt).not.toBeNull();

    const landlordMail = smtp.received.filter((mail) => mail.rcptTo[0]?.startsWith('landlord-'));
    expect(landlordMail).toHaveLength(1);
    expect(landlordMail[0]?.parsed.text).toContain(`${TEST_PUBLIC_URL}/landlord/dashboard`);
    expect(smtp.to(TEST_TEAM_ADDRESS)).toHaveLength(1);
    expect(smtp.to(TEST_TEAM_ADDRESS)[0]?.parsed.subject).toBe('A veteran asked about a home');

    const waitlistMail = smtp.to('intake@partner.test');
    expect(waitlistMail).toHaveLength(1);
    // the case worker's caseload entry for that veteran (issue 33, point 6)
    expect(waitlistMail[0]?.parsed.text).toContain(`${TEST_PUBLIC_URL}/partner/caseload/`);
    expect(waitlistMail[0]?.parsed.text).toContain('7-14 days');
    expect(rows.find((row) => row.id === waitlisted)).toMatchObject({
      status: 'sent',
      recipientEmail: 'intake@partner.test',
      attempts: 1,
    });
    expect(rows.find((row) => row.id === nobody)).toMatchObject({
      status: 'failed',
      lastError: 'no recipient address',
      sentAt: null,
    });
    expect(smtp.received).toHaveLength(5);
  });

  it('gives up on a refused recipient after the retries, with the server’s reason', async () => {
    const id = await queueWaitlistNotice('refused@partner.test');
    await runner?.enqueueQueued();
    const [row] = await waitForDelivery(db(), [id]);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row?.lastError).toContain('Mailbox unavailable');
    const list = await asAdmin('GET', '/api/admin/messages?status=failed');
    expect(list.json()).toContainEqual(expect.objectContaining({ id, recipient: 'refused@partner.test' }));
  });

  it('delivers what was queued while no runner ran, once, after a restart', async () => {
    await runner?.stop();
    const before = smtp.received.length;
    const id = await queueWaitlistNotice('restart@partner.test');
    runner = newRunner();
    await runner.start();
    const [row] = await waitForDelivery(db(), [id]);
    expect(row?.status).toBe('sent');
    await runner.enqueueQueued({ olderThan: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.to('restart@partner.test')).toHaveLength(1);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('sends a message once when two servers reach for it at the same time', async () => {
    const id = await queueWaitlistNotice('twice@partner.test');
    const delivery = {
      transport: createMailTransport({ smtpUrl: smtp.url }),
      from: `Veterans Housing <${TEST_TEAM_ADDRESS}>`,
      publicUrl: TEST_PUBLIC_URL,
      adminAddress: TEST_TEAM_ADDRESS,
      lockWhileSending: true,
      notices: NOTICES,
    };
    const outcomes = await Promise.all([
      deliverMessage(db(), id, delivery, false),
      deliverMessage(db(), id, delivery, false),
    ]);
    delivery.transport.close();
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['sent', 'skipped']);
    expect(smtp.to('twice@partner.test')).toHaveLength(1);
  });

  it('writes a readable .eml file when no SMTP server is configured', async () => {
    const mailDir = join(tmpdir(), `vhm-mail-${Date.now()}-${ctx().handle.kind}`);
    const id = await queueWaitlistNotice('file@partner.test');
    const delivery = {
      transport: createMailTransport({ mailDir }),
      from: `Veterans Housing <${TEST_TEAM_ADDRESS}>`,
      publicUrl: TEST_PUBLIC_URL,
      adminAddress: TEST_TEAM_ADDRESS,
      lockWhileSending: true,
      notices: NOTICES,
    };
    await runner?.stop();
    runner = undefined;
    expect(await deliverMessage(db(), id, delivery, false)).toEqual({ outcome: 'sent' });
    const files = await readdir(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.eml$/);
    const parsed = await simpleParser(await readFile(join(mailDir, files[0] ?? '')));
    expect(parsed.subject).toBe('A veteran from your intake is on the waitlist');
    expect(parsed.text).toContain(`${TEST_PUBLIC_URL}/partner/caseload/`);
    await rm(mailDir, { recursive: true, force: true });
  });
});
