import { inboxItems, matches, stalledWorkAlerts } from '@server/db/schema';
import { makeLandlord } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { clearHousing, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { TEST_TEAM_ADDRESS, useTestMailbox } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq } from 'drizzle-orm';
import { checkLandlordAnswers } from './index';

const HOUR = 3_600_000;

/** Issue 34: a landlord who has not answered in 48 hours is reminded; the housing team hears after 96. */
describeApi('landlord answer timers', (ctx) => {
  const mailbox = useTestMailbox(ctx);
  const db = () => ctx().handle.db;
  const now = new Date();
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);
  let landlordEmail = '';
  let home = '';

  beforeAll(async () => {
    await clearHousing(db());
    const landlord = await makeLandlord(db());
    landlordEmail = landlord.email;
    home = await insertTestHome(db(), '12207', { landlordId: landlord.landlordId, address: '5 Waiting Way' });
  });

  const insertMatch = async (createdAt: Date, change: Partial<typeof matches.$inferInsert> = {}) => {
    const veteranId = await insertQueueVeteran(db(), '12207', {
      name: 'Quinn Wait',
      phone: `51855${String(Math.floor(Math.random() * 100000)).padStart(5, '0')}`,
    });
    const [row] = await db()
      .insert(matches)
      .values({
        veteranId,
        propertyId: home,
        score: 60,
        reason: 'x',
        status: 'pending',
        origin: 'veteran_request',
        createdAt,
        ...change,
      })
      .returning({ id: matches.id });
    return row?.id ?? '';
  };
  const { deliverAll } = mailbox;

  it('reminds the landlord at 48 hours and escalates at 96, once each, never for an answered or fresh request', async () => {
    const fresh = await insertMatch(hoursAgo(47));
    const waiting = await insertMatch(hoursAgo(49));
    const long = await insertMatch(hoursAgo(97));
    const answered = await insertMatch(hoursAgo(100), {
      landlordAnswer: 'question',
      landlordAnsweredAt: hoursAgo(90),
    });
    const approved = await insertMatch(hoursAgo(100), { status: 'approved' });

    expect(await checkLandlordAnswers(db(), now)).toEqual({ reminders: 2, escalations: 1 });
    expect(await checkLandlordAnswers(db(), now)).toEqual({ reminders: 0, escalations: 0 });
    const alerted = await db().select().from(stalledWorkAlerts);
    const ids = new Set(alerted.map((row) => row.subjectId));
    expect(ids.has(waiting) && ids.has(long)).toBe(true);
    for (const quiet of [fresh, answered, approved]) expect(ids.has(quiet)).toBe(false);
    const items = await db()
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.type, 'stalled_match'), eq(inboxItems.subjectId, long)));
    expect(items).toHaveLength(1);
    expect(items[0]?.summary).toContain('the landlord has not answered in 4 days');

    await deliverAll();
    const reminders = mailbox.smtp.to(landlordEmail);
    expect(reminders).toHaveLength(2);
    expect(reminders[0]?.parsed.subject).toBe('A veteran is waiting for your answer');
    expect(reminders[0]?.parsed.text).toContain('/landlord/dashboard');
    expect(reminders[0]?.parsed.text).not.toContain('Quinn');
    const team = mailbox.smtp.to(TEST_TEAM_ADDRESS);
    expect(
      team.filter((mail) => mail.parsed.subject === 'A landlord has not answered in 4 days'),
    ).toHaveLength(1);
  });
});
