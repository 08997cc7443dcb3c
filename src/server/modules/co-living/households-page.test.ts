import { loginUser, makeAdmin } from '@server/test/accounts.fixtures';
import { type SignedInPartner, signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { coLivingHouseholdPath, type HouseholdView } from '@shared/contracts/co-living-households';
import { seedHousehold, seedProposedHousehold } from './households.fixtures';

// The households list and detail read each household with its members in one statement (decision 0021): each
// household must get only its own members, a memberless one none, and a page past the end its total.
describeApi('co-living households, a page at a time', (ctx) => {
  const db = () => ctx().handle.db;
  let admin: { cookie: string };
  let partner: SignedInPartner;

  beforeAll(async () => {
    const { username } = await makeAdmin(db());
    admin = { cookie: await loginUser(ctx().app, username) };
    partner = await signedInPartner(ctx());
  });

  const get = (url: string, headers: Record<string, string>) =>
    ctx().app.inject({ method: 'GET', url, headers });

  it('pages households with their own members; a page past the end keeps the total; a memberless one shows none', async () => {
    const full = await seedProposedHousehold(db(), partner.organizationId);
    const memberless = await seedHousehold(db(), []);
    const page = await get('/api/co-living/households?limit=2', admin);
    const [newest, next] = page.json() as HouseholdView[];
    expect(newest).toMatchObject({ id: memberless.householdId, members: [], pairs: [], monthlyRent: 0 });
    expect(next?.id).toBe(full.householdId);
    expect(next?.members.map((m) => m.applicationId)).toEqual(full.applicants.map((a) => a.id));
    const total = Number(page.headers['x-total-count']);
    const past = await get(`/api/co-living/households?offset=${total}`, admin);
    expect(past.json()).toEqual([]);
    expect(Number(past.headers['x-total-count'])).toBe(total);
    const alone = await get(coLivingHouseholdPath(memberless.householdId), admin);
    expect(alone.json()).toMatchObject({ id: memberless.householdId, members: [], currentOccupants: 0 });
    // a partner sees a household through its own applicants: none here
    expect((await get(coLivingHouseholdPath(memberless.householdId), partner.headers)).statusCode).toBe(404);
  });
});
