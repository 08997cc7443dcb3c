import { withTransaction } from '@server/db/client';
import { matches } from '@server/db/schema';
import { createVeteranLink, mintVeteranLinkToken, selectPersonTimeline } from '@server/modules/veterans';
import { insertTestHome } from '@server/test/homes.fixtures';
import { clearHousing, housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { myOfferDecisionPath } from '@shared/contracts/my';
import { CE_EVENTS } from '@shared/domain/hmis-codes';
import { personStatus } from '@shared/domain/person-timeline';
import { eq } from 'drizzle-orm';
import { proposeMatches } from './index';

describeApi('the timeline of a housing match: offered, decided, moved in', (ctx) => {
  const { asAdmin, asLandlord } = housingActors(ctx);
  const db = () => ctx().handle.db;
  beforeEach(() => clearHousing(db()));

  const engineMatch = async (veteran: { hasVoucher?: boolean } = {}) => {
    const veteranId = await insertQueueVeteran(db(), '12207', { name: 'Riley Quinn', ...veteran });
    const homeId = await insertTestHome(db(), '12207', {
      unitsAvailable: 2,
      rentPerRoomCents: 91_000,
      acceptsVouchers: true,
    });
    expect((await asAdmin('POST', '/api/housing-matches/run', {})).json().matchesCreated).toBe(1);
    const [row] = await db().select().from(matches).where(eq(matches.veteranId, veteranId));
    return { veteranId, homeId, matchId: row?.id as string };
  };
  const move = (id: string, body: unknown) => asAdmin('PATCH', `/api/housing-matches/${id}`, body);
  const timeline = (veteranId: string) => selectPersonTimeline(db(), veteranId);

  it("the engine's proposal is an offer; approving is the veteran's yes; placing moves them in with rent and HUD-VASH", async () => {
    const { veteranId, homeId, matchId } = await engineMatch({ hasVoucher: true });
    const offered = await timeline(veteranId);
    expect(offered.map((event) => [event.type, event.recordedByKind, event.details])).toEqual([
      [
        'offered',
        'system',
        {
          offerKind: 'match',
          offerId: matchId,
          ceEvent: CE_EVENTS.otherPermanentHousing,
          propertyId: homeId,
        },
      ],
    ]);
    expect(personStatus(offered)).toBe('offered');
    expect((await move(matchId, { status: 'contacted' })).statusCode).toBe(200);
    expect((await move(matchId, { status: 'approved' })).statusCode).toBe(200);
    const accepted = await timeline(veteranId);
    expect(accepted.at(-1)).toMatchObject({
      type: 'offer_decided',
      recordedByKind: 'admin',
      recordedBy: 'Test Admin',
      details: { offerKind: 'match', offerId: matchId, result: 'accepted', reason: null },
    });
    expect(personStatus(accepted)).toBe('accepted');
    expect((await move(matchId, { status: 'placed' })).statusCode).toBe(200);
    const housed = await timeline(veteranId);
    expect(housed.at(-1)).toMatchObject({
      type: 'moved_in',
      recordedByKind: 'admin',
      details: { propertyId: homeId, placementId: null, rentCents: 91_000, subsidy: 'hud_vash' },
    });
    expect(personStatus(housed)).toBe('moved_in');
  });

  it('a decline ends the offer with who said no and why; the person waits again', async () => {
    const { veteranId, matchId } = await engineMatch();
    const declined = await move(matchId, {
      status: 'declined',
      declineReason: 'Too far from the clinic',
      declinedBy: 'veteran',
    });
    expect(declined.statusCode).toBe(200);
    const events = await timeline(veteranId);
    expect(events.at(-1)?.details).toEqual({
      offerKind: 'match',
      offerId: matchId,
      result: 'declined_by_veteran',
      reason: 'Too far from the clinic',
    });
    expect(personStatus(events)).toBe('waiting');
  });

  /** A veteran's own request for a home, and a session on their whole page (/my). */
  const requestedHome = async () => {
    const veteranId = await insertQueueVeteran(db(), '12207', { name: 'Sam Ortiz' });
    const homeId = await insertTestHome(db(), '12207', { unitsAvailable: 1, rentPerRoomCents: 88_000 });
    const [written] = await withTransaction(db(), (tx) =>
      proposeMatches(
        tx,
        'veteran_request',
        [{ veteranId, propertyId: homeId, score: 70, reason: 'asked' }],
        new Date(),
      ),
    );
    const linkId = await withTransaction(db(), (tx) =>
      createVeteranLink(tx, { veteranId, purpose: 'access', sentTo: 'sam@example.com', subjectId: null }),
    );
    const token = await mintVeteranLinkToken(db(), linkId);
    const opened = await ctx().app.inject({ method: 'POST', url: '/api/my/access', payload: { token } });
    const session = opened.cookies.find((c) => c.name === 'vhm_my_session');
    const cookie = `vhm_my_session=${session?.value}`;
    const matchId = written?.id as string;
    const decide = (payload: Record<string, string>) =>
      ctx().app.inject({ method: 'POST', url: myOfferDecisionPath(matchId), headers: { cookie }, payload });
    const myPage = async () =>
      (await ctx().app.inject({ method: 'GET', url: '/api/my', headers: { cookie } })).json();
    return { veteranId, homeId, matchId, decide, myPage };
  };
  const approve = async (matchId: string) => {
    expect((await move(matchId, { status: 'contacted' })).statusCode).toBe(200);
    expect((await move(matchId, { status: 'approved' })).statusCode).toBe(200);
  };
  const statusOf = async (veteranId: string) => personStatus(await timeline(veteranId));

  it("a veteran's own request: approving is the offer; the veteran accepts on /my; placing moves them in", async () => {
    const { veteranId, homeId, matchId, decide, myPage } = await requestedHome();
    expect(await timeline(veteranId)).toEqual([]);
    // not an offer yet: nothing to accept
    expect((await decide({ decision: 'accept' })).statusCode).toBe(409);
    await approve(matchId);
    const offered = await timeline(veteranId);
    expect(offered.map((event) => [event.type, event.details])).toEqual([
      ['offered', { offerKind: 'match', offerId: matchId, ceEvent: 15, propertyId: homeId }],
    ]);
    expect(personStatus(offered)).toBe('offered');
    const asked = (await myPage()).requests.find((item: { id: string }) => item.id === matchId);
    expect(asked).toMatchObject({ status: 'approved', actions: ['accept', 'decline'] });
    expect(asked.decideBy).not.toBeNull();
    expect(asked.nextStep).toMatch(/^Accept this home or say no by /);

    expect((await decide({ decision: 'accept' })).statusCode).toBe(200);
    expect((await timeline(veteranId)).at(-1)).toMatchObject({
      type: 'offer_decided',
      recordedByKind: 'veteran',
      details: { offerKind: 'match', offerId: matchId, result: 'accepted', reason: null },
    });
    expect(await statusOf(veteranId)).toBe('accepted');
    const page = await myPage();
    expect(page.status).toBe('accepted');
    expect(page.requests.find((item: { id: string }) => item.id === matchId)).toMatchObject({
      status: 'accepted',
      statusText: 'You accepted this home',
      actions: [],
      decideBy: null,
    });

    expect((await move(matchId, { status: 'placed' })).statusCode).toBe(200);
    expect(await statusOf(veteranId)).toBe('moved_in');
  });

  it('the veteran may say no to their approved request, with a reason: the person waits again', async () => {
    const { veteranId, matchId, decide, myPage } = await requestedHome();
    await approve(matchId);
    expect((await decide({ decision: 'decline', reason: 'Cannot afford the rent' })).statusCode).toBe(200);
    expect((await timeline(veteranId)).at(-1)?.details).toEqual({
      offerKind: 'match',
      offerId: matchId,
      result: 'declined_by_veteran',
      reason: 'Declined by the veteran: Cannot afford the rent',
    });
    expect(await statusOf(veteranId)).toBe('waiting');
    expect((await myPage()).requests[0]).toMatchObject({ status: 'declined', actions: [] });
  });

  it('a move-in on an offer nobody answered records its acceptance first, by whoever records the move-in', async () => {
    const { veteranId, matchId } = await requestedHome();
    await approve(matchId);
    expect((await move(matchId, { status: 'placed' })).statusCode).toBe(200);
    const events = await timeline(veteranId);
    expect(events.map((event) => event.type)).toEqual(['offered', 'offer_decided', 'moved_in']);
    const [, accepted, movedIn] = events;
    expect(accepted).toMatchObject({
      recordedByKind: 'admin',
      details: { offerKind: 'match', offerId: matchId, result: 'accepted', reason: null },
    });
    expect(accepted?.occurredAt).toBe(movedIn?.occurredAt);
    expect(await statusOf(veteranId)).toBe('moved_in');
  });

  it('a move-in on an offer already accepted (or an engine offer approved) adds no second acceptance', async () => {
    const { veteranId, matchId } = await engineMatch();
    expect((await move(matchId, { status: 'contacted' })).statusCode).toBe(200);
    expect((await move(matchId, { status: 'approved' })).statusCode).toBe(200);
    expect((await move(matchId, { status: 'placed' })).statusCode).toBe(200);
    expect((await timeline(veteranId)).map((event) => event.type)).toEqual([
      'offered',
      'offer_decided',
      'moved_in',
    ]);
  });

  it('a landlord cannot write to the timeline through the match workflow', async () => {
    const { veteranId, matchId } = await engineMatch();
    expect(
      (await asLandlord('PATCH', `/api/housing-matches/${matchId}`, { status: 'contacted' })).statusCode,
    ).toBe(403);
    expect((await timeline(veteranId)).map((event) => event.type)).toEqual(['offered']);
  });
});
