import { outboxMessages } from '@server/db/schema';
import { checkStalledWork, sendStalledMatchDigest } from '@server/modules/stalled-work';
import { describeApi } from '@server/test/test-app.fixtures';
import { inArray } from 'drizzle-orm';
import { seedDemoData } from '.';

const STALLED_KINDS = ['referral.reminder', 'referral.escalation', 'housing_match.stalled_digest'];

describeApi('the demo’s stalled work', (ctx) => {
  it('is reminded at seeding and counts as delivered, so a first start mails nobody', async () => {
    const { db } = ctx().handle;
    await seedDemoData(db);
    const messages = await db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.kind, STALLED_KINDS));
    // the demo has referrals waiting over a day and matches with no step for a week
    expect(messages.map((message) => message.kind)).toEqual(
      expect.arrayContaining(['referral.reminder', 'housing_match.stalled_digest']),
    );
    expect(messages.every((message) => message.status === 'sent')).toBe(true);

    const now = new Date();
    expect(await checkStalledWork(db, now)).toEqual({ reminders: 0, escalations: 0 });
    expect(await sendStalledMatchDigest(db, now)).toEqual({ matchesCounted: 0 });
  });
});
