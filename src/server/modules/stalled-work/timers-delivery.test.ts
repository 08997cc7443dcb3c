import { outboxMessages } from '@server/db/schema';
import { createAdminUser } from '@server/modules/accounts';
import type { MessageRunner } from '@server/modules/messages';
import { makeReferral, TEST_PASSWORD } from '@server/test/accounts.fixtures';
import { clearHousing } from '@server/test/housing-world.fixtures';
import {
  createTestMessageRunner,
  startTestSmtpServer,
  TEST_PUBLIC_URL,
  TEST_TEAM_ADDRESS,
  waitForDelivery,
} from '@server/test/mail.fixtures';
import {
  ago,
  DAY,
  insertMatchAt,
  makePartnerWithEmail,
  matchStreet,
  PERSONAL,
} from '@server/test/stalled-work.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { sql } from 'drizzle-orm';
import { checkStalledWork, sendStalledMatchDigest, stalledWorkSchedules } from './index';

describeApi('stalled-work timers on the job runner', (ctx) => {
  const db = () => ctx().handle.db;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let runner: MessageRunner | undefined;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    await clearHousing(db());
    await createAdminUser(db(), {
      username: 'lead-admin',
      password: TEST_PASSWORD,
      email: 'lead@housing.test',
    });
    await createAdminUser(db(), { username: 'quiet-admin', password: TEST_PASSWORD });
    runner = createTestMessageRunner(ctx(), smtp.url, 0, stalledWorkSchedules(db()));
    await runner.start();
  });
  afterAll(async () => {
    await runner?.stop();
    await smtp?.close();
  });

  const schedules = async () =>
    (
      (await db().execute(
        sql`select name, cron, timezone from pgboss.schedule where name like '%stalled%' order by name`,
      )) as unknown as { rows: { name: string; cron: string; timezone: string }[] }
    ).rows;

  it('schedules the referral check every 15 minutes and the digest daily at 13:00 UTC, once across restarts', async () => {
    const expected = [
      { name: 'check-stalled-work', cron: '*/15 * * * *', timezone: 'UTC' },
      { name: 'stalled-match-digest', cron: '0 13 * * *', timezone: 'UTC' },
    ];
    expect(await schedules()).toEqual(expected);
    await runner?.stop();
    runner = createTestMessageRunner(ctx(), smtp.url, 0, stalledWorkSchedules(db()));
    await runner.start();
    expect(await schedules()).toEqual(expected);
  });

  it('reminds the organisation, and tells every admin with an email and the housing team', async () => {
    const now = new Date();
    const { organizationId } = await makePartnerWithEmail(db(), 'desk@capital-vets.test');
    await makeReferral(db(), organizationId, { urgency: 'critical', createdAt: ago(now, 8 * DAY) });
    const match = await insertMatchAt(db(), 'approved', ago(now, 9 * DAY));

    expect(await checkStalledWork(db(), now)).toEqual({ reminders: 1, escalations: 1 });
    expect(await sendStalledMatchDigest(db(), now)).toEqual({ matchesCounted: 1 });
    await runner?.enqueueQueued();
    const rows = await waitForDelivery(
      db(),
      (await db().select({ id: outboxMessages.id }).from(outboxMessages)).map((row) => row.id),
    );
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);

    const reminder = smtp.to('desk@capital-vets.test');
    expect(reminder.map((mail) => mail.parsed.subject)).toEqual(['A referral has waited over 24 hours']);
    expect(reminder[0]?.parsed.text).toContain(`${TEST_PUBLIC_URL}/partner/dashboard`);

    for (const admin of ['lead@housing.test', TEST_TEAM_ADDRESS]) {
      expect(
        smtp
          .to(admin)
          .map((mail) => mail.parsed.subject)
          .sort(),
      ).toEqual(['1 housing match has stalled', 'A critical-urgency referral is still not contacted']);
    }
    const digest = smtp.to(TEST_TEAM_ADDRESS).find((mail) => mail.parsed.subject?.includes('stalled'));
    expect(digest?.parsed.text).toContain(`Sam C. · ${await matchStreet(db(), match)} (approved, 9 days)`);
    expect(digest?.parsed.text).toContain(`${TEST_PUBLIC_URL}/housing-dashboard`);
    for (const mail of smtp.received) {
      for (const personal of PERSONAL) expect(mail.parsed.text).not.toContain(personal);
    }
    expect(smtp.received).toHaveLength(3);
  });
});
