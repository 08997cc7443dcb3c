import { matches, placements, properties, referrals } from '@server/db/schema';
import { selectPersonTimeline } from '@server/modules/veterans';
import { makeReferral, signedInAdmin, signedInPartner } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { insertBroughtInPerson, insertTestMatch } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { FLOW_METRICS_PATH } from '@shared/contracts/lead-flow';
import { ONE_COMPLETION_MESSAGE, PARTNER_IMPACT_PATH, PLACEMENTS_PATH } from '@shared/contracts/placements';
import { personStatus } from '@shared/domain/person-timeline';
import { eq } from 'drizzle-orm';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describeApi('a placement completes what it ends', (ctx) => {
  const db = () => ctx().handle.db;
  type Partner = { organizationId: string; headers: { authorization: string } };
  let partner: Partner;
  let other: Partner;
  let adminCookie = '';
  beforeAll(async () => {
    adminCookie = (await signedInAdmin(ctx())).cookie;
    partner = await signedInPartner(ctx(), { name: 'Placing Partner' });
    other = await signedInPartner(ctx(), { name: 'Other Partner' });
  });
  const place = (payload: object, who: Partner = partner) =>
    ctx().app.inject({
      method: 'POST',
      url: PLACEMENTS_PATH,
      headers: who.headers,
      payload: { vsoId: who.organizationId, placementDate: today(), monthlyRent: 1100, ...payload },
    });
  const referral = async (id: string) => (await db().select().from(referrals).where(eq(referrals.id, id)))[0];
  const home = async (id: string) => (await db().select().from(properties).where(eq(properties.id, id)))[0];
  /** The figures a placement moves: the organisation's own count (its tier's), the network funnel's placed veterans. */
  const figures = async () => {
    const impact = await ctx().app.inject({
      method: 'GET',
      url: PARTNER_IMPACT_PATH,
      headers: partner.headers,
    });
    const flow = await ctx().app.inject({
      method: 'GET',
      url: `${FLOW_METRICS_PATH}?period=month`,
      headers: { cookie: adminCookie },
    });
    expect([impact.statusCode, flow.statusCode]).toEqual([200, 200]);
    return { placements: impact.json().placementsTotal, placed: flow.json().funnel.veterans.placed };
  };
  it('from a referral and a chosen home: referral placed, match placed, a unit taken, moved in on the timeline', async () => {
    const referralId = await makeReferral(db(), partner.organizationId, {
      status: 'in_progress',
      veteranName: 'Harper Lane',
    });
    const { veteranId } = (await referral(referralId)) as { veteranId: string };
    const homeId = await insertTestHome(db(), '12207', { unitsAvailable: 2, address: '560 Elm St' });
    const res = await place({ referralId, propertyId: homeId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ veteranName: 'Harper Lane', veteranId, propertyId: homeId });
    expect(res.json().propertyAddress).toContain('560 Elm St');
    expect((await referral(referralId))?.status).toBe('placed');
    expect((await home(homeId))?.unitsAvailable).toBe(1);
    const [match] = await db().select().from(matches).where(eq(matches.veteranId, veteranId));
    expect(match).toMatchObject({ status: 'placed', propertyId: homeId });
    const timeline = await selectPersonTimeline(db(), veteranId);
    expect(timeline.at(-1)).toMatchObject({
      type: 'moved_in',
      recordedByKind: 'partner',
      recordedBy: 'Placing Partner',
      details: { propertyId: homeId, placementId: res.json().id, rentCents: 110_000, subsidy: null },
    });
    expect(personStatus(timeline)).toBe('moved_in');
    // done: a second placement from it is refused
    expect((await place({ referralId, propertyId: homeId })).statusCode).toBe(409);
  });

  it('from a match: its veteran and home, whatever the form says; a late date carries the reason', async () => {
    const veteranId = await insertBroughtInPerson(db(), partner.organizationId, 'Quinn Ellery');
    const homeId = await insertTestHome(db(), '12207', { unitsAvailable: 1 });
    const matchId = await insertTestMatch(db(), veteranId, homeId, { reason: 'near', status: 'approved' });
    const before = await figures();
    const res = await place({ matchId, placementDate: daysAgo(20) });
    expect(res.statusCode).toBe(201);
    // the same transaction moved the organisation's count and the funnel
    expect(await figures()).toEqual({ placements: before.placements + 1, placed: before.placed + 1 });
    expect((await db().select().from(matches).where(eq(matches.id, matchId)))[0]?.status).toBe('placed');
    expect(res.json()).toMatchObject({ veteranName: 'Quinn Ellery', propertyId: homeId });
    expect((await home(homeId))?.status).toBe('filled');
    const [moved] = (await selectPersonTimeline(db(), veteranId)).filter(
      (event) => event.type === 'moved_in',
    );
    expect(moved?.occurredAt.slice(0, 10)).toBe(daysAgo(20));
    expect(moved?.lateReason).toBe('Recorded with the placement, after the move-in date');
  });

  it("refuses another organisation's referral or match (404) and both at once (400), writing nothing", async () => {
    const referralId = await makeReferral(db(), partner.organizationId, { status: 'contacted' });
    const homeId = await insertTestHome(db(), '12207', { unitsAvailable: 1 });
    const before = (await db().select().from(placements)).length;
    expect((await place({ referralId, propertyId: homeId }, other)).statusCode).toBe(404);
    const { veteranId } = (await referral(referralId)) as { veteranId: string };
    const matchId = await insertTestMatch(db(), veteranId, homeId, { reason: 'near' });
    expect((await place({ matchId }, other)).statusCode).toBe(404);
    const both = await place({ referralId, matchId });
    expect(both.statusCode).toBe(400);
    expect(both.json().issues).toEqual([{ path: 'matchId', message: ONE_COMPLETION_MESSAGE }]);
    expect((await db().select().from(placements)).length).toBe(before);
    expect((await referral(referralId))?.status).toBe('contacted');
    expect((await home(homeId))?.unitsAvailable).toBe(1);
    expect(await selectPersonTimeline(db(), veteranId)).toEqual([]);
  });

  it("still takes the spec's free-text placement of someone never referred", async () => {
    const res = await place({ veteranName: 'Robin Vale', propertyAddress: '9 Outside Rd, Troy, NY' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ veteranName: 'Robin Vale', veteranId: null, propertyId: null });
    const missing = await place({});
    expect(missing.json().issues).toEqual([
      { path: 'veteranName', message: 'Veteran name is required' },
      { path: 'propertyAddress', message: 'Property address is required' },
    ]);
  });
});
