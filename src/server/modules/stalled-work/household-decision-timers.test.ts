import { coLivingHouseholds, coLivingMatches, stalledWorkAlerts } from '@server/db/schema';
import { formatCalendarDate } from '@server/lib/calendar-date';
import { ALONE } from '@server/modules/co-living/co-living.fixtures';
import { seedApplicant, seedHousehold } from '@server/modules/co-living/households.fixtures';
import { checkHouseholdDecisions } from '@server/modules/stalled-work';
import { TEST_TEAM_ADDRESS, useTestMailbox } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import type { CoLivingMatchStatus } from '@shared/domain/co-living/vocabulary';
import { decisionDueAt } from '@shared/domain/veteran-access';
import { and, eq } from 'drizzle-orm';

const DAY_MS = 86_400_000;

/**
 * Brief h34c (issue 34, point 1): a co-living household sent to a member has coordinated entry's 14-day window, as
 * an offer of a home: the member is reminded at day 7, the case manager and the housing team hear at day 14.
 */
describeApi('a proposed household’s 14-day decision window has its reminders', (ctx) => {
  const mailbox = useTestMailbox(ctx);
  const db = () => ctx().handle.db;
  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  let serial = 0;

  /** One applicant (with their own case manager, or alone) sent a household `days` ago, the proposal at `status`. */
  async function sent(days: number, status: CoLivingMatchStatus = 'notified', alone = false) {
    serial += 1;
    const tag = `${Date.now()}.${serial}`;
    const email = `member.${tag}@example.org`;
    const caseManager = `casey.${tag}@vso.example`;
    const applicant = await seedApplicant(db(), {
      veteranEmail: email,
      ...(alone ? ALONE : { caseManagerEmail: caseManager }),
    });
    const { matchIds, householdId } = await seedHousehold(db(), [applicant.id], { matchStatus: status });
    const matchId = matchIds[0] ?? '';
    await db()
      .update(coLivingMatches)
      .set({ notifiedAt: daysAgo(days) })
      .where(eq(coLivingMatches.id, matchId));
    return { matchId, householdId, email, caseManager, reference: applicant.reference };
  }
  const stagesOf = async (matchId: string) =>
    (
      await db()
        .select({ stage: stalledWorkAlerts.stage })
        .from(stalledWorkAlerts)
        .where(
          and(
            eq(stalledWorkAlerts.subject, 'co_living_match'),
            eq(stalledWorkAlerts.subjectId, matchId),
            eq(stalledWorkAlerts.step, 'undecided'),
          ),
        )
    )
      .map((row) => row.stage)
      .sort();
  const teamMailsAbout = (reference: string) =>
    mailbox.smtp.to(TEST_TEAM_ADDRESS).filter((mail) => mail.parsed.text?.includes(reference));

  it('reminds the member at day 7 on their page, the case manager and the team at day 14, once each', async () => {
    const fresh = await sent(6.9);
    const halfway = await sent(7.2, 'interview');
    const overdue = await sent(15);
    const overdueAlone = await sent(15, 'notified', true);
    const decided = await sent(15, 'trial');
    const declined = await sent(15);
    await db()
      .update(coLivingMatches)
      .set({ status: 'declined', declinedAt: now, declineReason: 'Not for me', declinedBy: 'veteran' })
      .where(eq(coLivingMatches.id, declined.matchId));
    const dissolved = await sent(15);
    await db()
      .update(coLivingHouseholds)
      .set({ status: 'dissolved' })
      .where(eq(coLivingHouseholds.id, dissolved.householdId));

    const first = await checkHouseholdDecisions(db(), now);
    expect(first.reminders).toBeGreaterThanOrEqual(1);
    expect(first.escalations).toBeGreaterThanOrEqual(2);
    expect(await checkHouseholdDecisions(db(), now)).toEqual({ reminders: 0, escalations: 0 });
    expect(await stagesOf(halfway.matchId)).toEqual(['reminder']);
    expect(await stagesOf(overdue.matchId)).toEqual(['escalation']);
    expect(await stagesOf(overdueAlone.matchId)).toEqual(['escalation']);
    for (const quiet of [fresh, decided, declined, dissolved])
      expect(await stagesOf(quiet.matchId)).toEqual([]);

    await mailbox.deliverAll();
    const toMember = mailbox.smtp
      .to(halfway.email)
      .filter((m) => m.parsed.subject?.startsWith('Please decide'));
    expect(toMember).toHaveLength(1);
    expect(toMember[0]?.parsed.subject).toMatch(
      `Please decide by ${formatCalendarDate(decisionDueAt(daysAgo(7.2)))}: the co-living household `,
    );
    expect(toMember[0]?.parsed.text).toMatch(/\/my\?token=[\w-]+/);
    expect(teamMailsAbout(halfway.reference)).toHaveLength(0);

    const toCaseManager = mailbox.smtp
      .to(overdue.caseManager)
      .filter((m) => m.parsed.subject?.startsWith('Overdue'));
    expect(toCaseManager).toHaveLength(1);
    expect(toCaseManager[0]?.parsed.text).toContain('/partner/caseload/');
    expect(teamMailsAbout(overdue.reference)).toHaveLength(1);
    expect(teamMailsAbout(overdueAlone.reference)).toHaveLength(1);
    expect(teamMailsAbout(overdueAlone.reference)[0]?.parsed.text).toContain(
      `/admin/co-living/households/${overdueAlone.householdId}`,
    );
    for (const quiet of [fresh, decided, declined, dissolved]) {
      expect(
        mailbox.smtp.to(quiet.email).filter((m) => /^(Please decide|Overdue)/.test(m.parsed.subject ?? '')),
      ).toHaveLength(0);
      expect(teamMailsAbout(quiet.reference)).toHaveLength(0);
    }
  }, 90_000);
});
