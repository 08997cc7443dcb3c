import { auditEvents, matches } from '@server/db/schema';
import { appendPersonEvent, selectPersonTimeline } from '@server/modules/veterans';
import { insertTestHome } from '@server/test/homes.fixtures';
import { insertBroughtInPerson, insertTestMatch } from '@server/test/housing-world.fixtures';
import { type SignedInPartner, signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { caseloadVeteranPath } from '@shared/contracts/caseload';
import { partnerOfferDecisionPath } from '@shared/contracts/offer-decisions';
import { and, eq } from 'drizzle-orm';
import { OFFER_ALREADY_DECIDED_MESSAGE } from './veteran-decisions';

/**
 * Issue 33 (brief A2, point 1): the owning case worker records the veteran's decision on an offer still open for
 * them, on the caseload entry; the timeline says the organisation recorded it, not the veteran.
 */
describeApi('a case worker records the veteran’s decision on an open offer', (ctx) => {
  const db = () => ctx().handle.db;
  let partner: SignedInPartner;
  let stranger: SignedInPartner;
  beforeAll(async () => {
    partner = await signedInPartner(ctx());
    stranger = await signedInPartner(ctx());
  });

  /** An offer to a person the partner brought in: an engine proposal, or their own request approved. */
  async function openOffer(origin: 'engine' | 'veteran_request' = 'engine') {
    const veteranId = await insertBroughtInPerson(db(), partner.organizationId, 'Morgan Reyes');
    const homeId = await insertTestHome(db(), '12207', { unitsAvailable: 1 });
    const matchId = await insertTestMatch(db(), veteranId, homeId, {
      origin,
      status: origin === 'engine' ? 'pending' : 'approved',
      approvedAt: origin === 'engine' ? null : new Date(),
    });
    await appendPersonEvent(db(), {
      veteranId,
      type: 'offered',
      occurredAt: new Date().toISOString(),
      recordedBy: { kind: 'system', id: null },
      details: { offerKind: 'match', offerId: matchId, ceEvent: 15, propertyId: homeId },
    });
    return { veteranId, matchId };
  }
  const decide = (veteranId: string, matchId: string, body: unknown, who = partner) =>
    ctx().app.inject({
      method: 'POST',
      url: partnerOfferDecisionPath(veteranId, matchId),
      headers: who.headers,
      payload: body as object,
    });
  const caseloadEntry = async (veteranId: string) =>
    (
      await ctx().app.inject({ method: 'GET', url: caseloadVeteranPath(veteranId), headers: partner.headers })
    ).json();

  it('accepted: recorded by the organisation, the caseload reads "Accepted a home"; twice is 409', async () => {
    const { veteranId, matchId } = await openOffer();
    const before = await caseloadEntry(veteranId);
    expect(before.status).toBe('offered');
    expect(before.matches).toMatchObject([{ matchId, awaitsDecision: true }]);

    const res = await decide(veteranId, matchId, { decision: 'accept' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().status).toBe('accepted');
    const decided = (await selectPersonTimeline(db(), veteranId)).at(-1);
    expect(decided).toMatchObject({
      type: 'offer_decided',
      recordedByKind: 'partner',
      details: { offerKind: 'match', offerId: matchId, result: 'accepted', reason: null },
    });
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, matchId), eq(auditEvents.action, 'caseload.offer_accepted')));
    expect(audit).toMatchObject({ actorType: 'partner', actorId: partner.organizationId });

    const after = await caseloadEntry(veteranId);
    expect(after.status).toBe('accepted');
    expect(after.matches).toMatchObject([{ matchId, awaitsDecision: false }]);

    const again = await decide(veteranId, matchId, { decision: 'decline', reason: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OFFER_ALREADY_DECIDED_MESSAGE);
    expect((await selectPersonTimeline(db(), veteranId)).map((event) => event.type)).toEqual([
      'offered',
      'offer_decided',
    ]);
  });

  it('declined by the veteran with a reason: the approved request closes; the person waits again', async () => {
    const { veteranId, matchId } = await openOffer('veteran_request');
    const res = await decide(veteranId, matchId, { decision: 'decline', reason: 'Cannot afford the rent' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('waiting');
    expect((await selectPersonTimeline(db(), veteranId)).at(-1)).toMatchObject({
      type: 'offer_decided',
      recordedByKind: 'partner',
      details: { result: 'declined_by_veteran', reason: 'Declined by the veteran: Cannot afford the rent' },
    });
    const [match] = await db().select().from(matches).where(eq(matches.id, matchId));
    expect(match?.status).toBe('declined');
    const closed = await decide(veteranId, matchId, { decision: 'accept' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(OFFER_ALREADY_DECIDED_MESSAGE);
  });

  it("another organisation's partner gets 404 and writes nothing; nobody 401; bad input 400", async () => {
    const { veteranId, matchId } = await openOffer();
    const refused = await decide(veteranId, matchId, { decision: 'accept' }, stranger);
    expect(refused.statusCode).toBe(404);
    // the stranger's own person does not open another's offer either
    const theirs = await insertBroughtInPerson(db(), stranger.organizationId, 'Sam Other');
    expect((await decide(theirs, matchId, { decision: 'accept' }, stranger)).statusCode).toBe(404);
    const signedOut = await ctx().app.inject({
      method: 'POST',
      url: partnerOfferDecisionPath(veteranId, matchId),
      payload: { decision: 'accept' },
    });
    expect(signedOut.statusCode).toBe(401);
    const noReason = await decide(veteranId, matchId, { decision: 'decline' });
    expect(noReason.statusCode).toBe(400);
    expect((await decide(veteranId, matchId, { decision: 'decline', reason: 'Made up' })).statusCode).toBe(
      400,
    );
    expect((await decide('not-a-uuid', matchId, { decision: 'accept' })).statusCode).toBe(400);
    expect((await selectPersonTimeline(db(), veteranId)).map((event) => event.type)).toEqual(['offered']);
    expect((await caseloadEntry(veteranId)).status).toBe('offered');
  });

  it('a request not yet approved is no offer (409); a match of another person of ours is 404', async () => {
    const veteranId = await insertBroughtInPerson(db(), partner.organizationId, 'Jordan Pike');
    const homeId = await insertTestHome(db(), '12207', { unitsAvailable: 1 });
    const requested = await insertTestMatch(db(), veteranId, homeId, { origin: 'veteran_request' });
    expect((await decide(veteranId, requested, { decision: 'accept' })).statusCode).toBe(409);
    const other = await openOffer();
    expect((await decide(veteranId, other.matchId, { decision: 'accept' })).statusCode).toBe(404);
    expect(await selectPersonTimeline(db(), veteranId)).toEqual([]);
  });
});
