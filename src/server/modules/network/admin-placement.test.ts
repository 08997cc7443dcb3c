import { matches, placements } from '@server/db/schema';
import { selectPersonTimeline } from '@server/modules/veterans';
import { signedInAdmin, signedInLandlord, signedInPartner } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { insertBroughtInPerson, insertTestMatch } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { PLACEMENTS_PATH } from '@shared/contracts/placements';
import { personStatus } from '@shared/domain/person-timeline';
import { eq } from 'drizzle-orm';
import { ADMIN_PLACEMENT_COMPLETES_MESSAGE } from './admin-placement';

const today = () => new Date().toISOString().slice(0, 10);

describeApi('an admin records a placement from a match (the admin person page)', (ctx) => {
  const db = () => ctx().handle.db;
  let adminCookie = '';
  let landlordCookie = '';
  let placing: { organizationId: string; headers: { authorization: string } };
  let other: { organizationId: string; headers: { authorization: string } };
  beforeAll(async () => {
    adminCookie = (await signedInAdmin(ctx())).cookie;
    landlordCookie = (await signedInLandlord(ctx())).cookie;
    placing = await signedInPartner(ctx(), { name: 'Placing Partner' });
    other = await signedInPartner(ctx(), { name: 'Other Partner' });
  });

  /** A person the placing organisation brought in, with an approved engine match to a home of one unit. */
  async function personWithMatch() {
    const veteranId = await insertBroughtInPerson(db(), placing.organizationId, 'Avery Stone');
    const homeId = await insertTestHome(db(), '12207', { unitsAvailable: 1 });
    const matchId = await insertTestMatch(db(), veteranId, homeId, { reason: 'near', status: 'approved' });
    return { veteranId, homeId, matchId };
  }
  const post = (payload: object, headers: Record<string, string>) =>
    ctx().app.inject({
      method: 'POST',
      url: PLACEMENTS_PATH,
      headers,
      payload: { placementDate: today(), monthlyRent: 950, ...payload },
    });
  const matchStatus = async (id: string) =>
    (await db().select().from(matches).where(eq(matches.id, id)))[0]?.status;

  it('places the match for the organisation working with the person; the timeline says an admin recorded it', async () => {
    const { veteranId, homeId, matchId } = await personWithMatch();
    const res = await post({ matchId, vsoId: placing.organizationId }, { cookie: adminCookie });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ vsoId: placing.organizationId, veteranId, propertyId: homeId });
    expect(await matchStatus(matchId)).toBe('placed');
    const timeline = await selectPersonTimeline(db(), veteranId);
    expect(timeline.at(-1)).toMatchObject({ type: 'moved_in', recordedByKind: 'admin' });
    expect(personStatus(timeline)).toBe('moved_in');
  });

  it('refuses what is not the person’s organisation or completes nothing, and anyone but a partner or admin', async () => {
    const { veteranId, matchId } = await personWithMatch();
    const before = (await db().select().from(placements)).length;
    // an organisation that does not work with the person: the match is unknown to it
    expect((await post({ matchId, vsoId: other.organizationId }, { cookie: adminCookie })).statusCode).toBe(
      404,
    );
    // another organisation's partner, for itself or for the placing one
    expect((await post({ matchId, vsoId: other.organizationId }, other.headers)).statusCode).toBe(404);
    expect((await post({ matchId, vsoId: placing.organizationId }, other.headers)).statusCode).toBe(403);
    // an admin types no free-text placement
    const typed = await post(
      { vsoId: placing.organizationId, veteranName: 'Typed Name', propertyAddress: '1 Typed St' },
      { cookie: adminCookie },
    );
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toBe(ADMIN_PLACEMENT_COMPLETES_MESSAGE);
    // a landlord's session (their move-in has its own path), and nobody
    expect(
      (await post({ matchId, vsoId: placing.organizationId }, { cookie: landlordCookie })).statusCode,
    ).toBe(403);
    expect((await post({ matchId, vsoId: placing.organizationId }, {})).statusCode).toBe(401);
    expect((await db().select().from(placements)).length).toBe(before);
    expect(await matchStatus(matchId)).toBe('approved');
    expect(await selectPersonTimeline(db(), veteranId)).toEqual([]);
  });
});
