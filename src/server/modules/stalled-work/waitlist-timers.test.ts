import { intakeReports, matches, stalledWorkAlerts } from '@server/db/schema';
import { checkWaitlistFollowUps } from '@server/modules/stalled-work';
import { insertHomes, personOfIntake, veteran } from '@server/test/bulk-intake.fixtures';
import { TEST_PUBLIC_URL, TEST_TEAM_ADDRESS, useTestMailbox } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq, inArray, sql } from 'drizzle-orm';

const INTAKE_AT = new Date('2026-11-02T10:00:00.000Z');
const DAY_MS = 86_400_000;
const daysAfter = (days: number, minutes = 0) =>
  new Date(INTAKE_AT.getTime() + days * DAY_MS + minutes * 60_000);
const none = { reminders: 0, escalations: 0 };

/**
 * Brief h34b step 1 (issue 34, point 7): a waitlisted veteran "hears back within 7-14 days": whoever must act is
 * reminded at 7 days, the housing team at 14, once per intake; a veteran offered a home waits for nobody.
 */
describeApi('the waitlist’s 7-14 days have their timer', (ctx) => {
  const mailbox = useTestMailbox(ctx);
  const db = () => ctx().handle.db;
  const post = (payload: object) => ctx().app.inject({ method: 'POST', url: '/api/bulk-intake', payload });

  /** Runs a bulk intake and dates its intakes at INTAKE_AT; answers the intake ids. */
  const intake = async (payload: object): Promise<string[]> => {
    const response = await post(payload);
    expect(response.statusCode).toBe(201);
    const ids = response.json().results.map((result: { intakeId: string }) => result.intakeId);
    await db().update(intakeReports).set({ createdAt: INTAKE_AT }).where(inArray(intakeReports.id, ids));
    return ids;
  };
  const mailsFor = (address: string, veteranId: string) =>
    mailbox.smtp.to(address).filter((mail) => mail.parsed.text?.includes(veteranId));

  beforeAll(async () => {
    await insertHomes(ctx());
  });
  beforeEach(async () => {
    await db().execute(sql`delete from intake_reports`);
    await db().execute(sql`delete from stalled_work_alerts`);
  });

  it('reminds the intake’s case worker at 7 days and the housing team at 14, each once', async () => {
    const [robinIntake = '', samIntake = ''] = await intake({
      caseManagerEmail: 'worker@outreach.test',
      veterans: [
        veteran({ name: 'Robin Vale', zipCode: '99950' }),
        veteran({ name: 'Sam Hale', zipCode: '99950' }),
      ],
    });
    expect(await checkWaitlistFollowUps(db(), daysAfter(7, -1))).toEqual(none);
    expect(await checkWaitlistFollowUps(db(), daysAfter(7))).toEqual({ reminders: 2, escalations: 0 });
    expect(await checkWaitlistFollowUps(db(), daysAfter(8))).toEqual(none);
    expect(await checkWaitlistFollowUps(db(), daysAfter(14))).toEqual({ reminders: 0, escalations: 2 });
    expect(await checkWaitlistFollowUps(db(), daysAfter(30))).toEqual(none);

    await mailbox.deliverAll();
    for (const intakeId of [robinIntake, samIntake]) {
      const veteranId = await personOfIntake(ctx(), intakeId);
      const reminded = mailsFor('worker@outreach.test', veteranId);
      expect(reminded.map((mail) => mail.parsed.subject)).toEqual([
        'Due now: a veteran has waited 7 days on the waitlist',
      ]);
      expect(reminded[0]?.rcptTo).toEqual(['worker@outreach.test']);
      expect(reminded[0]?.parsed.text).toContain('within 7-14 days');
      expect(reminded[0]?.parsed.text).toContain(`${TEST_PUBLIC_URL}/partner/caseload/${veteranId}`);
      const escalated = mailsFor(TEST_TEAM_ADDRESS, veteranId);
      expect(escalated.map((mail) => mail.parsed.subject)).toEqual([
        'Overdue: a veteran has waited 14 days on the waitlist',
      ]);
      expect(escalated[0]?.parsed.text).toContain(`${TEST_PUBLIC_URL}/admin/people/${veteranId}`);
      // a name typed into the intake travels in none of them
      for (const mail of [...reminded, ...escalated]) {
        expect(mail.parsed.text).not.toMatch(/Robin|Sam|Vale|Hale/);
      }
    }
  });

  it('reminds the housing team when the intake reached no case worker', async () => {
    const [intakeId = ''] = await intake({ veterans: [veteran({ name: 'Sky Alone', zipCode: '99950' })] });
    const veteranId = await personOfIntake(ctx(), intakeId);
    expect(await checkWaitlistFollowUps(db(), daysAfter(7))).toEqual({ reminders: 1, escalations: 0 });
    await mailbox.deliverAll();
    const reminded = mailsFor(TEST_TEAM_ADDRESS, veteranId);
    expect(reminded.map((mail) => mail.parsed.subject)).toEqual([
      'Due now: a veteran has waited 7 days on the waitlist',
    ]);
    expect(reminded[0]?.parsed.text).toContain(`${TEST_PUBLIC_URL}/admin/people/${veteranId}`);
  });

  it('waits for nobody once a home is offered: at the intake, or later before the timer runs', async () => {
    // matched at the intake (a home near 12345)
    await intake({ caseManagerEmail: 'worker@outreach.test', veterans: [veteran({ name: 'Lee Near' })] });
    const [laterIntake = ''] = await intake({
      caseManagerEmail: 'worker@outreach.test',
      veterans: [veteran({ name: 'Kit Far', zipCode: '99950' })],
    });
    expect(await checkWaitlistFollowUps(db(), daysAfter(7))).toEqual({ reminders: 1, escalations: 0 });
    // a home offered between the reminder and the escalation: the escalation never fires
    const veteranId = await personOfIntake(ctx(), laterIntake);
    const [home] = await db().select({ propertyId: matches.propertyId }).from(matches).limit(1);
    await db()
      .insert(matches)
      .values({
        veteranId,
        propertyId: home?.propertyId ?? '',
        status: 'pending',
        origin: 'engine',
        score: 50,
        reason: 'test',
      });
    expect(await checkWaitlistFollowUps(db(), daysAfter(14))).toEqual(none);
    const alerts = await db()
      .select()
      .from(stalledWorkAlerts)
      .where(eq(stalledWorkAlerts.subject, 'bulk_intake'));
    expect(alerts.map((alert) => [alert.subjectId, alert.stage])).toEqual([[laterIntake, 'reminder']]);
  });
});
