import { withTransaction } from '@server/db/client';
import { matches } from '@server/db/schema';
import { selectPersonTimeline } from '@server/modules/veterans';
import { insertTestHome } from '@server/test/homes.fixtures';
import { clearHousing, housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
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

  it("a veteran's own request is no offer until the housing team approves it", async () => {
    const veteranId = await insertQueueVeteran(db(), '12207');
    const homeId = await insertTestHome(db(), '12207');
    const [written] = await withTransaction(db(), (tx) =>
      proposeMatches(
        tx,
        'veteran_request',
        [{ veteranId, propertyId: homeId, score: 70, reason: 'asked' }],
        new Date(),
      ),
    );
    const matchId = written?.id as string;
    expect(await timeline(veteranId)).toEqual([]);
    expect((await move(matchId, { status: 'contacted' })).statusCode).toBe(200);
    expect((await move(matchId, { status: 'approved' })).statusCode).toBe(200);
    const events = await timeline(veteranId);
    expect(events.map((event) => [event.type, event.details])).toEqual([
      ['offered', { offerKind: 'match', offerId: matchId, ceEvent: 15, propertyId: homeId }],
      ['offer_decided', { offerKind: 'match', offerId: matchId, result: 'accepted', reason: null }],
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
