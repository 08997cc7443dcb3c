import { matches, placements, properties, referrals, veterans } from '@server/db/schema';
import { selectPersonTimeline } from '@server/modules/veterans';
import {
  makeReferral,
  signedInAdmin,
  signedInLandlord,
  signedInPartner,
} from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { caseloadVeteranPath } from '@shared/contracts/caseload';
import { PLACEMENT_HOMES_PATH } from '@shared/contracts/move-in';
import { ADMIN_PEOPLE_PATH } from '@shared/contracts/people';
import { PARTNER_IMPACT_PATH, PLACEMENTS_PATH } from '@shared/contracts/placements';
import { eq } from 'drizzle-orm';
import { HOME_FULL_MESSAGE, HOME_NOT_LISTED_MESSAGE } from './placement-completion';

const today = () => new Date().toISOString().slice(0, 10);

describeApi('placing from a referral with no match: the home search and its guards', (ctx) => {
  const db = () => ctx().handle.db;
  type Partner = { organizationId: string; headers: { authorization: string } };
  let partner: Partner;
  let other: Partner;
  let adminCookie = '';
  let landlordCookie = '';
  const stamp = `${Date.now()}`.slice(-6);
  beforeAll(async () => {
    adminCookie = (await signedInAdmin(ctx())).cookie;
    landlordCookie = (await signedInLandlord(ctx())).cookie;
    partner = await signedInPartner(ctx(), { name: 'Searching Partner' });
    other = await signedInPartner(ctx(), { name: 'Another Partner' });
  });
  const get = (url: string, headers: Record<string, string>) =>
    ctx().app.inject({ method: 'GET', url, headers });
  const search = (words: string, headers: Record<string, string> = partner.headers) =>
    get(`${PLACEMENT_HOMES_PATH}?search=${encodeURIComponent(words)}`, headers);
  const place = (payload: object, headers: Record<string, string>) =>
    ctx().app.inject({
      method: 'POST',
      url: PLACEMENTS_PATH,
      headers,
      payload: { placementDate: today(), monthlyRent: 975, ...payload },
    });
  const units = async (id: string) =>
    (await db().select().from(properties).where(eq(properties.id, id)))[0]?.unitsAvailable;
  const referralStatus = async (id: string) =>
    (await db().select().from(referrals).where(eq(referrals.id, id)))[0]?.status;
  const veteranOf = async (referralId: string) =>
    (await db().select().from(referrals).where(eq(referrals.id, referralId)))[0]?.veteranId as string;
  const placementsOf = async (organizationId: string) =>
    (await db().select().from(placements).where(eq(placements.organizationId, organizationId))).length;

  it('finds listed homes with a free unit by address, city or ZIP; never a paused, full or unreviewed one', async () => {
    const listed = await insertTestHome(db(), '12207', { address: `${stamp} Search Way`, unitsAvailable: 2 });
    await insertTestHome(db(), '12207', { address: `${stamp} Search Way Paused`, status: 'paused' });
    await insertTestHome(db(), '12207', { address: `${stamp} Search Way Full`, unitsAvailable: 0 });
    await insertTestHome(db(), '12207', { address: `${stamp} Search Way New`, status: 'pending_review' });
    const res = await search(`${stamp} search`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        id: listed,
        address: expect.stringContaining(`${stamp} Search Way`),
        unitsAvailable: 2,
        monthlyRent: 800,
      },
    ]);
    // the city and the ZIP find it too (among others), for an admin as for a partner
    const byZip = await search('12207', { cookie: adminCookie });
    expect(byZip.statusCode).toBe(200);
    expect(byZip.json().length).toBeGreaterThan(0);
    expect((await search('Albany')).statusCode).toBe(200);
    // a wildcard is a character, not a pattern
    expect((await search('%_')).json()).toEqual([]);
    expect((await search('x')).statusCode).toBe(400);
    expect((await search(`${stamp}`, { cookie: landlordCookie })).statusCode).toBe(403);
    expect((await search(`${stamp}`, {})).statusCode).toBe(401);
  });

  it('a partner places from its referral into a found home: a unit fewer, the referral placed, moved in everywhere', async () => {
    const referralId = await makeReferral(db(), partner.organizationId, { veteranName: `Rowan ${stamp}` });
    const veteranId = await veteranOf(referralId);
    // a directory referral's person is the organisation's (its caseload)
    await db()
      .update(veterans)
      .set({ organizationId: partner.organizationId })
      .where(eq(veterans.id, veteranId));
    const homeId = await insertTestHome(db(), '12207', { address: `${stamp} Found Rd`, unitsAvailable: 1 });
    const found = (await search(`${stamp} Found`)).json() as { id: string }[];
    expect(found.map((home) => home.id)).toEqual([homeId]);
    const res = await place({ referralId, propertyId: homeId }, partner.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ vsoId: partner.organizationId, veteranId, propertyId: homeId });
    expect(await units(homeId)).toBe(0);
    expect(await referralStatus(referralId)).toBe('placed');
    const timeline = await selectPersonTimeline(db(), veteranId);
    expect(timeline.at(-1)).toMatchObject({ type: 'moved_in', details: { propertyId: homeId } });
    const caseload = await get(caseloadVeteranPath(veteranId), partner.headers);
    expect(caseload.json()).toMatchObject({ status: 'moved_in', referral: { status: 'placed' } });
    const person = await get(`${ADMIN_PEOPLE_PATH}/${veteranId}`, { cookie: adminCookie });
    expect(person.json().status).toBe('moved_in');
    // the home is full now: it leaves the search
    expect((await search(`${stamp} Found`)).json()).toEqual([]);
  });

  it('refuses another organisation’s referral, and a home not listed or without a free unit, with clear answers', async () => {
    const referralId = await makeReferral(db(), partner.organizationId, { veteranName: `Sage ${stamp}` });
    const homeId = await insertTestHome(db(), '12207', { unitsAvailable: 1 });
    const paused = await insertTestHome(db(), '12207', { status: 'paused' });
    const full = await insertTestHome(db(), '12207', { unitsAvailable: 0 });
    const unreviewed = await insertTestHome(db(), '12207', { status: 'pending_review' });
    const before = await placementsOf(partner.organizationId);
    // another organisation's partner: the referral is unknown to it, and it cannot place for the owner
    const foreign = await place({ referralId, propertyId: homeId }, other.headers);
    expect(foreign.statusCode).toBe(404);
    const forOwner = await place(
      { referralId, propertyId: homeId, vsoId: partner.organizationId },
      other.headers,
    );
    expect(forOwner.statusCode).toBe(403);
    const notListed = await place({ referralId, propertyId: paused }, partner.headers);
    expect([notListed.statusCode, notListed.json().message]).toEqual([409, HOME_NOT_LISTED_MESSAGE]);
    const noUnit = await place({ referralId, propertyId: full }, partner.headers);
    expect([noUnit.statusCode, noUnit.json().message]).toEqual([409, HOME_FULL_MESSAGE]);
    expect((await place({ referralId, propertyId: unreviewed }, partner.headers)).statusCode).toBe(404);
    expect(await placementsOf(partner.organizationId)).toBe(before);
    expect(await placementsOf(other.organizationId)).toBe(0);
    expect(await units(homeId)).toBe(1);
    expect(await referralStatus(referralId)).toBe('new');
  });

  it('an admin places from any organisation’s referral: recorded for that organisation, in its figures', async () => {
    const referralId = await makeReferral(db(), other.organizationId, { veteranName: `Quinn ${stamp}` });
    const homeId = await insertTestHome(db(), '12207', { unitsAvailable: 1 });
    const impact = async () =>
      (await get(PARTNER_IMPACT_PATH, other.headers)).json().placementsTotal as number;
    const before = await impact();
    // naming another organisation than the referral's is refused (the referral is not that one's)
    const wrong = await place(
      { referralId, propertyId: homeId, vsoId: partner.organizationId },
      { cookie: adminCookie },
    );
    expect(wrong.statusCode).toBe(404);
    const res = await place({ referralId, propertyId: homeId }, { cookie: adminCookie });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().vsoId).toBe(other.organizationId);
    expect(await impact()).toBe(before + 1);
    expect(await referralStatus(referralId)).toBe('placed');
    const timeline = await selectPersonTimeline(db(), await veteranOf(referralId));
    expect(timeline.at(-1)).toMatchObject({ type: 'moved_in', recordedByKind: 'admin' });
  });

  it('an admin places a person no organisation works with from their match: no organisation’s placement', async () => {
    const [person] = await db()
      .insert(veterans)
      .values({ name: `Ellis ${stamp}`, zipCode: '12207', source: 'seed' })
      .returning({ id: veterans.id });
    const veteranId = person?.id as string;
    const homeId = await insertTestHome(db(), '12207', { unitsAvailable: 1 });
    const [match] = await db()
      .insert(matches)
      .values({
        veteranId,
        propertyId: homeId,
        score: 0,
        reason: 'asked',
        status: 'approved',
        origin: 'veteran_request',
      })
      .returning({ id: matches.id });
    const matchId = match?.id as string;
    const before = (await db().select().from(placements)).length;
    // a partner the person is unknown to cannot
    expect((await place({ matchId }, partner.headers)).statusCode).toBe(404);
    const res = await place({ matchId }, { cookie: adminCookie });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: null,
      vsoId: null,
      veteranId,
      propertyId: homeId,
      monthlyRent: 975,
    });
    expect((await db().select().from(placements)).length).toBe(before);
    expect((await db().select().from(matches).where(eq(matches.id, matchId)))[0]?.status).toBe('placed');
    expect(await units(homeId)).toBe(0);
    const timeline = await selectPersonTimeline(db(), veteranId);
    expect(timeline.at(-1)).toMatchObject({
      type: 'moved_in',
      recordedByKind: 'admin',
      details: { propertyId: homeId, placementId: null, rentCents: 97_500 },
    });
    expect((await get(`${ADMIN_PEOPLE_PATH}/${veteranId}`, { cookie: adminCookie })).json().status).toBe(
      'moved_in',
    );
    // placed once: a second try is refused
    expect((await place({ matchId }, { cookie: adminCookie })).statusCode).toBe(409);
  });
});
