import {
  auditEvents,
  inboxItems,
  matches,
  outboxMessages,
  personEvents,
  properties,
} from '@server/db/schema';
import { loginUser, makeLandlord } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { clearHousing, housingActors, insertMatchedVeteran } from '@server/test/housing-world.fixtures';
import { useTestMailbox } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import {
  landlordMatchAnswerPath,
  landlordMatchOutcomePath,
  MOVE_IN_DATE_MESSAGE,
  NO_OUTCOME_YET_MESSAGE,
  NOT_ANSWERABLE_MESSAGE,
} from '@shared/contracts/landlord-answers';
import type { HousingMatchStatus } from '@shared/domain/housing-match-status';
import { LANDLORD_NEXT_STEP } from '@shared/domain/landlord-answers';
import { and, eq } from 'drizzle-orm';

const today = () => new Date().toISOString().slice(0, 10);

/** Issue 34, point 2: the landlord who owns the home answers, and everyone it concerns hears the next step. */
describeApi('landlords answer requests and record how they ended', (ctx) => {
  const { actors, send, asAdmin, asLandlord, asPartner } = housingActors(ctx);
  const mailbox = useTestMailbox(ctx);
  const db = () => ctx().handle.db;
  let home = '';
  let otherCookie = '';
  let n = 0;

  beforeAll(async () => {
    await clearHousing(db());
    home = await insertTestHome(db(), '12207', { landlordId: actors.landlordId, address: '9 Answer St' });
    const other = await makeLandlord(db());
    otherCookie = await loginUser(ctx().app, other.email);
  });

  /** A veteran (with their own email and a case worker's) and their match on the landlord's home. */
  const makeMatch = async (status: HousingMatchStatus = 'pending') => {
    n += 1;
    const { veteranId, matchId } = await insertMatchedVeteran(
      db(),
      home,
      {
        name: `Riley ${n} Answer`,
        phone: `518555${String(1000 + n)}`,
        email: `riley${n}@example.com`,
        caseManagerEmail: `worker${n}@outreach.test`,
      },
      { reason: 'accepts HUD-VASH', status, reference: `VH-A${n}` },
    );
    return { matchId, veteranId, n };
  };
  const matchRow = async (id: string) => {
    const [row] = await db().select().from(matches).where(eq(matches.id, id));
    return row;
  };
  const eventsOf = (veteranId: string) =>
    db().select().from(personEvents).where(eq(personEvents.veteranId, veteranId));
  const { deliverAll } = mailbox;

  it('accepts: the match is approved, the timeline has the offer accepted, veteran and case worker are told once each', async () => {
    const { matchId, veteranId, n: k } = await makeMatch();
    const res = await asLandlord('POST', landlordMatchAnswerPath(matchId), { answer: 'accept' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      matchId,
      status: 'approved',
      answer: 'accept',
      nextStep: LANDLORD_NEXT_STEP.accept,
    });
    expect(await matchRow(matchId)).toMatchObject({ status: 'approved', landlordAnswer: 'accept' });
    const decided = (await eventsOf(veteranId)).filter((event) => event.type === 'offer_decided');
    expect(decided).toEqual([
      expect.objectContaining({
        recordedByKind: 'landlord',
        details: expect.objectContaining({ offerId: matchId, result: 'accepted' }),
      }),
    ]);
    // the landlord may now read how to reach the veteran
    expect((await asLandlord('GET', `/api/landlord/matches/${matchId}/contact`)).statusCode).toBe(200);
    await deliverAll();
    const toVeteran = mailbox.smtp.to(`riley${k}@example.com`);
    expect(toVeteran).toHaveLength(1);
    expect(toVeteran[0]?.parsed.subject).toBe('The landlord would like to meet you');
    expect(toVeteran[0]?.parsed.text).toContain(LANDLORD_NEXT_STEP.accept);
    // their own page, with a one-time link that opens it
    expect(toVeteran[0]?.parsed.text).toMatch(/\/my\?token=[A-Za-z0-9_-]{20,}/);
    const toWorker = mailbox.smtp.to(`worker${k}@outreach.test`);
    expect(toWorker).toHaveLength(1);
    expect(toWorker[0]?.parsed.text).toContain('/partner/caseload');
  });

  it('declines with a reason from the list: declined by the provider, and the next step said to both', async () => {
    const { matchId, veteranId, n: k } = await makeMatch();
    const res = await asLandlord('POST', landlordMatchAnswerPath(matchId), {
      answer: 'decline',
      reason: 'pets',
    });
    expect(res.statusCode).toBe(200);
    expect(await matchRow(matchId)).toMatchObject({
      status: 'declined',
      landlordAnswer: 'decline',
      declineReason: "Declined by the landlord: The home can't take the veteran's pet",
    });
    // an engine proposal was an offer: the provider declined it
    expect(
      (await eventsOf(veteranId)).find((event) => event.type === 'offer_decided')?.details,
    ).toMatchObject({
      result: 'declined_by_provider',
    });
    await deliverAll();
    expect(mailbox.smtp.to(`riley${k}@example.com`)[0]?.parsed.text).toContain(LANDLORD_NEXT_STEP.decline);
    expect(mailbox.smtp.to(`worker${k}@outreach.test`)).toHaveLength(1);
    const again = await asLandlord('POST', landlordMatchAnswerPath(matchId), { answer: 'accept' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NOT_ANSWERABLE_MESSAGE);
  });

  it('asks a question: an inbox item for the housing team, the match waits, then can still be answered', async () => {
    const { matchId } = await makeMatch('contacted');
    const res = await asLandlord('POST', landlordMatchAnswerPath(matchId), {
      answer: 'question',
      message: 'Does the veteran have a move-in date in mind?',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'contacted', answer: 'question' });
    const items = await db()
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.type, 'landlord_question'), eq(inboxItems.subjectId, matchId)));
    expect(items).toEqual([
      expect.objectContaining({ status: 'open', summary: expect.stringContaining('move-in date in mind') }),
    ]);
    const after = await asLandlord('POST', landlordMatchAnswerPath(matchId), { answer: 'accept' });
    expect(after.json()).toMatchObject({ status: 'approved' });
  });

  it('records a move-in on an approved match: placed, a unit taken, moved_in on the timeline on that date', async () => {
    const { matchId, veteranId } = await makeMatch('approved');
    const [before] = await db().select().from(properties).where(eq(properties.id, home));
    const early = await asLandlord('POST', landlordMatchOutcomePath((await makeMatch()).matchId), {
      outcome: 'moved_in',
      date: today(),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NO_OUTCOME_YET_MESSAGE);
    const res = await asLandlord('POST', landlordMatchOutcomePath(matchId), {
      outcome: 'moved_in',
      date: today(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'placed', answer: 'moved_in' });
    expect(await matchRow(matchId)).toMatchObject({ status: 'placed' });
    const [after] = await db().select().from(properties).where(eq(properties.id, home));
    expect(after?.unitsAvailable).toBe((before?.unitsAvailable ?? 0) - 1);
    const movedIn = (await eventsOf(veteranId)).filter((event) => event.type === 'moved_in');
    expect(movedIn).toHaveLength(1);
    expect(movedIn[0]?.occurredAt.toISOString().slice(0, 10)).toBe(today());
    expect(movedIn[0]?.recordedByKind).toBe('landlord');
  });

  it("records 'not a fit' with a reason, and refuses a date in the future or too long ago", async () => {
    const { matchId } = await makeMatch('approved');
    for (const date of ['2999-01-01', '2020-01-01', '2026-02-30']) {
      const bad = await asLandlord('POST', landlordMatchOutcomePath(matchId), { outcome: 'moved_in', date });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues[0].message).toBe(MOVE_IN_DATE_MESSAGE);
    }
    const res = await asLandlord('POST', landlordMatchOutcomePath(matchId), {
      outcome: 'not_a_fit',
      reason: 'lease_terms',
    });
    expect(res.json()).toMatchObject({ status: 'declined', answer: 'not_a_fit' });
    expect((await matchRow(matchId))?.declineReason).toBe("Didn't work out: We couldn't agree on the lease");
  });

  it('only the landlord who owns the home may answer: another landlord, a partner, an admin, signed out', async () => {
    const { matchId } = await makeMatch();
    const body = { answer: 'accept' };
    const other = await send('POST', landlordMatchAnswerPath(matchId), { cookie: otherCookie }, body);
    expect(other.statusCode).toBe(404);
    const otherOutcome = await send(
      'POST',
      landlordMatchOutcomePath(matchId),
      { cookie: otherCookie },
      { outcome: 'not_a_fit', reason: 'other' },
    );
    expect(otherOutcome.statusCode).toBe(404);
    expect((await asPartner('POST', landlordMatchAnswerPath(matchId), body)).statusCode).toBe(401);
    expect((await asAdmin('POST', landlordMatchAnswerPath(matchId), body)).statusCode).toBe(403);
    expect((await send('POST', landlordMatchAnswerPath(matchId), {}, body)).statusCode).toBe(401);
    const bad = await asLandlord('POST', landlordMatchAnswerPath(matchId), {
      answer: 'decline',
      reason: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect((await asLandlord('POST', landlordMatchAnswerPath(matchId), { answer: 'maybe' })).statusCode).toBe(
      400,
    );
    expect(await matchRow(matchId)).toMatchObject({ status: 'pending', landlordAnswer: null });
    const messages = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'match.landlord_answered'));
    expect(
      messages.some((message) => (message.payload as { matchId?: string } | null)?.matchId === matchId),
    ).toBe(false);
    const audits = await db().select().from(auditEvents).where(eq(auditEvents.targetId, matchId));
    expect(audits.filter((row) => row.action === 'housing_match.landlord_answered')).toHaveLength(0);
  });
});
