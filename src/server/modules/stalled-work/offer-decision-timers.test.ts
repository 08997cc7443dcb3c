import { matches, stalledWorkAlerts } from '@server/db/schema';
import { formatCalendarDate } from '@server/lib/calendar-date';
import { checkOfferDecisions } from '@server/modules/stalled-work';
import { appendPersonEvent } from '@server/modules/veterans';
import { insertTestHome } from '@server/test/homes.fixtures';
import {
  insertAnnouncedProposal,
  insertQueueVeteran,
  insertTestMatch,
} from '@server/test/housing-world.fixtures';
import { TEST_TEAM_ADDRESS, useTestMailbox } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import type { HousingMatchStatus } from '@shared/domain/housing-match-status';
import { and, eq, inArray } from 'drizzle-orm';

const DAY_MS = 86_400_000;
const none = { reminders: 0, escalations: 0 };

/**
 * Brief h34c (issue 34, point 1): coordinated entry's 14-day decision window on an offer of a home: the veteran is
 * reminded at day 7 (their own page), their case worker and the housing team hear at day 14; once per offer and
 * stage, never for an offer decided, withdrawn or closed.
 */
describeApi('an offer’s 14-day decision window has its reminders', (ctx) => {
  const mailbox = useTestMailbox(ctx);
  const db = () => ctx().handle.db;
  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  let serial = 0;

  /** An offer of the engine's that reached a new veteran (own addresses) `days` ago, at `status`. */
  async function offer(days: number, status: HousingMatchStatus = 'pending', told = true) {
    serial += 1;
    const tag = `${Date.now()}.${serial}`;
    const veteranId = await insertQueueVeteran(db(), '12207', {
      email: `vet.${tag}@example.org`,
      caseManagerEmail: `cm.${tag}@vso.example`,
    });
    const propertyId = await insertTestHome(db(), '12207');
    const at = daysAgo(days);
    const matchId = await insertAnnouncedProposal(db(), veteranId, propertyId, {
      status,
      createdAt: told ? daysAgo(days + 1) : at,
      veteranNotifiedAt: told ? at : null,
    });
    return { matchId, veteranId, email: `vet.${tag}@example.org`, caseWorker: `cm.${tag}@vso.example` };
  }
  const decide = (o: { matchId: string; veteranId: string }, result: 'accepted' | 'declined_by_veteran') =>
    appendPersonEvent(db(), {
      veteranId: o.veteranId,
      type: 'offer_decided',
      occurredAt: now.toISOString(),
      recordedBy: { kind: 'veteran', id: null },
      details: { offerKind: 'match', offerId: o.matchId, result, reason: null },
    });
  const stagesOf = async (matchId: string) =>
    (
      await db()
        .select({ stage: stalledWorkAlerts.stage })
        .from(stalledWorkAlerts)
        .where(and(eq(stalledWorkAlerts.subject, 'housing_offer'), eq(stalledWorkAlerts.subjectId, matchId)))
    )
      .map((row) => row.stage)
      .sort();
  const teamMailsAbout = (veteranId: string) =>
    mailbox.smtp.to(TEST_TEAM_ADDRESS).filter((mail) => mail.parsed.text?.includes(veteranId));

  it('reminds the veteran at day 7 with a link to their page, the case worker and the team at day 14, once', async () => {
    const fresh = await offer(6.9);
    const halfway = await offer(7.1);
    const neverTold = await offer(8, 'contacted', false);
    const overdue = await offer(15);
    const accepted = await offer(9);
    await decide(accepted, 'accepted');
    const approved = await offer(15, 'approved');
    const declined = await offer(15, 'declined');
    const placed = await offer(15, 'placed');

    const first = await checkOfferDecisions(db(), now);
    expect(first.reminders).toBeGreaterThanOrEqual(2);
    expect(first.escalations).toBeGreaterThanOrEqual(1);
    expect(await checkOfferDecisions(db(), now)).toEqual(none);
    expect(await stagesOf(halfway.matchId)).toEqual(['reminder']);
    expect(await stagesOf(neverTold.matchId)).toEqual(['reminder']);
    // past the window before any run: no reminder asking for a decision already late
    expect(await stagesOf(overdue.matchId)).toEqual(['escalation']);
    for (const quiet of [fresh, accepted, approved, declined, placed]) {
      expect(await stagesOf(quiet.matchId)).toEqual([]);
    }

    await mailbox.deliverAll();
    const toVeteran = mailbox.smtp.to(halfway.email);
    expect(toVeteran).toHaveLength(1);
    expect(toVeteran[0]?.parsed.subject).toMatch(/^Please decide by .+: the home at /);
    const token = toVeteran[0]?.parsed.text?.match(/\/my\?token=([\w-]+)/)?.[1] ?? '';
    expect(token).not.toBe('');
    expect(mailbox.smtp.to(halfway.caseWorker)).toHaveLength(0);
    expect(teamMailsAbout(halfway.veteranId)).toHaveLength(0);

    // the veteran's link opens their page, where the same offer shows the same deadline
    const opened = await ctx().app.inject({ method: 'POST', url: '/api/my/access', payload: { token } });
    expect(opened.statusCode).toBe(200);
    const cookie = opened.cookies.find((c) => c.name === 'vhm_my_session');
    const page = await ctx().app.inject({
      method: 'GET',
      url: '/api/my',
      headers: { cookie: `vhm_my_session=${cookie?.value}` },
    });
    const shown = page.json().offers.find((o: { id: string }) => o.id === halfway.matchId);
    expect(shown.actions).toEqual(['accept', 'decline']);
    expect(toVeteran[0]?.parsed.subject).toContain(`Please decide by ${formatCalendarDate(shown.decideBy)}:`);

    expect(mailbox.smtp.to(overdue.email)).toHaveLength(0);
    const toCaseWorker = mailbox.smtp.to(overdue.caseWorker);
    expect(toCaseWorker).toHaveLength(1);
    expect(toCaseWorker[0]?.parsed.text).toContain(`/partner/caseload/${overdue.veteranId}`);
    expect(teamMailsAbout(overdue.veteranId)).toHaveLength(1);
    for (const quiet of [fresh, accepted, approved, declined, placed]) {
      expect(mailbox.smtp.to(quiet.email)).toHaveLength(0);
      expect(mailbox.smtp.to(quiet.caseWorker)).toHaveLength(0);
      expect(teamMailsAbout(quiet.veteranId)).toHaveLength(0);
    }
  }, 90_000);

  /** The veteran's own request, approved `days` ago (the offer), made a while before; at `status`. */
  async function approvedRequest(days: number, status: HousingMatchStatus = 'approved') {
    serial += 1;
    const tag = `${Date.now()}.${serial}`;
    const veteranId = await insertQueueVeteran(db(), '12207', {
      email: `req.${tag}@example.org`,
      caseManagerEmail: `rcm.${tag}@vso.example`,
    });
    const propertyId = await insertTestHome(db(), '12207');
    const matchId = await insertTestMatch(db(), veteranId, propertyId, {
      origin: 'veteran_request',
      status,
      createdAt: daysAgo(days + 20),
      updatedAt: daysAgo(days),
      approvedAt: status === 'approved' ? daysAgo(days) : null,
    });
    return { matchId, veteranId, email: `req.${tag}@example.org`, caseWorker: `rcm.${tag}@vso.example` };
  }

  it('an approved request is an offer too: its window runs from the approval; none once decided', async () => {
    const halfway = await approvedRequest(7.5);
    const overdue = await approvedRequest(15);
    const fresh = await approvedRequest(3);
    const accepted = await approvedRequest(9);
    await decide(accepted, 'accepted');
    const declinedByVeteran = await approvedRequest(16);
    await decide(declinedByVeteran, 'declined_by_veteran');
    // not yet an offer: the landlord has not said yes (a request made long ago)
    const waiting = await approvedRequest(30, 'pending');

    await checkOfferDecisions(db(), now);
    expect(await stagesOf(halfway.matchId)).toEqual(['reminder']);
    expect(await stagesOf(overdue.matchId)).toEqual(['escalation']);
    for (const quiet of [fresh, accepted, declinedByVeteran, waiting]) {
      expect(await stagesOf(quiet.matchId)).toEqual([]);
    }

    await mailbox.deliverAll();
    const toVeteran = mailbox.smtp.to(halfway.email);
    expect(toVeteran).toHaveLength(1);
    expect(toVeteran[0]?.parsed.subject).toMatch(/^Please decide by .+: the home at /);
    expect(toVeteran[0]?.parsed.text).toContain(`On ${formatCalendarDate(daysAgo(7.5).toISOString())}`);
    expect(mailbox.smtp.to(overdue.caseWorker)).toHaveLength(1);
    expect(teamMailsAbout(overdue.veteranId)).toHaveLength(1);
    for (const quiet of [fresh, accepted, declinedByVeteran, waiting]) {
      expect(mailbox.smtp.to(quiet.email)).toHaveLength(0);
      expect(mailbox.smtp.to(quiet.caseWorker)).toHaveLength(0);
    }
  }, 90_000);

  it('tells nobody once the veteran decided, or the offer closed, before the message went', async () => {
    const declinedMeanwhile = await offer(7.5);
    const closedMeanwhile = await offer(14.5);
    expect(await checkOfferDecisions(db(), now)).toMatchObject({ reminders: 1, escalations: 1 });
    await decide(declinedMeanwhile, 'declined_by_veteran');
    await db()
      .update(matches)
      .set({ status: 'declined' })
      .where(inArray(matches.id, [closedMeanwhile.matchId]));
    await mailbox.deliverAll();
    for (const quiet of [declinedMeanwhile, closedMeanwhile]) {
      expect(mailbox.smtp.to(quiet.email)).toHaveLength(0);
      expect(mailbox.smtp.to(quiet.caseWorker)).toHaveLength(0);
      expect(teamMailsAbout(quiet.veteranId)).toHaveLength(0);
    }
  });
});
