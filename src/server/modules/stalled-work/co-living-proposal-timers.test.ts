import { coLivingHouseholds, coLivingMatches, stalledWorkAlerts } from '@server/db/schema';
import { ALONE } from '@server/modules/co-living/co-living.fixtures';
import { seedApplicant, seedHousehold } from '@server/modules/co-living/households.fixtures';
import { TEST_TEAM_ADDRESS, useTestMailbox } from '@server/test/mail.fixtures';
import { makePartnerWithEmail } from '@server/test/stalled-work.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import type { CoLivingMatchStatus } from '@shared/domain/co-living/vocabulary';
import { and, eq, inArray } from 'drizzle-orm';
import { checkCoLivingProposals } from './index';

const HOUR = 3_600_000;

/** Issue 34, point 7: a proposed household nobody sent within 24 hours reminds whoever sends it; 48, the team. */
describeApi('co-living proposal timers', (ctx) => {
  const mailbox = useTestMailbox(ctx);
  const db = () => ctx().handle.db;
  const now = new Date();
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);

  /** One applicant (brought by `organizationId`, or alone) proposed `hours` ago, at `status`. */
  async function proposal(
    hours: number,
    organizationId: string | null = null,
    status: CoLivingMatchStatus = 'pending',
  ) {
    const applicant = await seedApplicant(db(), organizationId ? {} : ALONE, organizationId);
    const { matchIds, householdId } = await seedHousehold(db(), [applicant.id], { matchStatus: status });
    const matchId = matchIds[0] ?? '';
    await db()
      .update(coLivingMatches)
      .set({ createdAt: hoursAgo(hours) })
      .where(eq(coLivingMatches.id, matchId));
    return { matchId, householdId, reference: applicant.reference };
  }
  const alerts = (matchIds: string[]) =>
    db()
      .select()
      .from(stalledWorkAlerts)
      .where(
        and(eq(stalledWorkAlerts.subject, 'co_living_match'), inArray(stalledWorkAlerts.subjectId, matchIds)),
      );

  it('reminds the partner at 24 hours and the housing team at 48, once each, never for a sent or fresh one', async () => {
    const partnerEmail = `desk.${Date.now()}@vso.example`;
    const { organizationId } = await makePartnerWithEmail(db(), partnerEmail);
    const fresh = await proposal(23, organizationId);
    const partners = await proposal(25, organizationId);
    const alone = await proposal(49);
    const sent = await proposal(60, organizationId, 'notified');
    const closed = await proposal(60);
    await db()
      .update(coLivingHouseholds)
      .set({ status: 'dissolved' })
      .where(eq(coLivingHouseholds.id, closed.householdId));

    const first = await checkCoLivingProposals(db(), now);
    expect(first.reminders).toBeGreaterThanOrEqual(2);
    expect(first.escalations).toBeGreaterThanOrEqual(1);
    expect(await checkCoLivingProposals(db(), now)).toEqual({ reminders: 0, escalations: 0 });
    const recorded = await alerts([fresh, partners, alone, sent, closed].map((p) => p.matchId));
    const stages = (p: { matchId: string }) =>
      recorded
        .filter((row) => row.subjectId === p.matchId)
        .map((row) => row.stage)
        .sort();
    expect(stages(partners)).toEqual(['reminder']);
    expect(stages(alone)).toEqual(['escalation', 'reminder']);
    for (const quiet of [fresh, sent, closed]) expect(stages(quiet)).toEqual([]);

    await mailbox.deliverAll();
    const toPartner = mailbox.smtp.to(partnerEmail);
    expect(toPartner).toHaveLength(1);
    expect(toPartner[0]?.parsed.subject).toBe(`Due now: send the co-living proposal ${partners.reference}`);
    expect(toPartner[0]?.parsed.text).toContain(`/partner/co-living/households/${partners.householdId}`);
    const team = mailbox.smtp.to(TEST_TEAM_ADDRESS).map((m) => m.parsed.subject);
    expect(team.filter((s) => s === `Due now: send the co-living proposal ${alone.reference}`)).toHaveLength(
      1,
    );
    expect(
      team.filter((s) => s === `Overdue: the co-living proposal ${alone.reference} was never sent`),
    ).toHaveLength(1);
    expect(team.some((s) => s?.includes(partners.reference))).toBe(false);
  }, 90_000);

  it('tells nobody once the proposal was sent before the message went', async () => {
    const late = await proposal(30);
    await checkCoLivingProposals(db(), now);
    await db()
      .update(coLivingMatches)
      .set({ status: 'notified' })
      .where(eq(coLivingMatches.id, late.matchId));
    await mailbox.deliverAll();
    const reminders = mailbox.smtp.to(TEST_TEAM_ADDRESS).map((m) => m.parsed.subject);
    expect(reminders.some((s) => s?.includes(late.reference))).toBe(false);
  });
});
