import { users } from '@server/db/schema';
import { hashPassword } from '@server/plugins/auth';
import { bearer, loginUser, TEST_PASSWORD } from '@server/test/accounts.fixtures';
import { landlordWorld } from '@server/test/landlord-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';

const PATHS = ['/api/landlord/stats', '/api/landlord/listings', '/api/landlord/export'];

describeApi('landlord portal: access, figures and listings', (ctx) => {
  const { world, get, asLandlord, asAdmin } = landlordWorld(ctx);

  it.each(PATHS)('%s answers 401 without a session, with a partner token or a dead cookie', async (path) => {
    const none: Record<string, string> = {};
    for (const headers of [
      none,
      bearer(world.partnerToken),
      { cookie: 'vhm_session=not-a-live-session-token-at-all' },
    ]) {
      const response = await get(path, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Sign in to continue.' });
    }
  });

  it('answers 403 to a landlord user without a landlord record', async () => {
    const username = 'orphan@example.com';
    await ctx()
      .handle.db.insert(users)
      .values({
        username,
        passwordHash: await hashPassword(TEST_PASSWORD),
        role: 'landlord',
        displayName: 'X',
        emailConfirmedAt: new Date(),
      });
    const cookie = await loginUser(ctx().app, username);
    for (const path of PATHS) expect((await get(path, { cookie })).statusCode).toBe(403);
  });

  // the landlord's units 4 + 2 + 1, vouchers only on the first; v1 and v2 matched (v3 declined); one placement
  it.each([
    {
      who: 'a landlord: only their own units and matches',
      read: () => asLandlord('/api/landlord/stats'),
      figures: { totalUnits: 7, vaCompatibleUnits: 4, veteransMatched: 2, successfulPlacements: 1 },
    },
    {
      who: 'the other landlord: theirs',
      read: () => get('/api/landlord/stats', { cookie: world.otherCookie }),
      figures: { totalUnits: 5, vaCompatibleUnits: 5, veteransMatched: 1, successfulPlacements: 1 },
    },
    {
      who: 'an admin: every listing',
      read: () => asAdmin('/api/landlord/stats'),
      figures: { totalUnits: 15, vaCompatibleUnits: 9, veteransMatched: 3, successfulPlacements: 2 },
    },
  ])('counts the figures for $who', async ({ read, figures }) => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(figures);
  });

  it("lists only the landlord's own listings, newest first, in the spec's shape", async () => {
    const response = await asLandlord('/api/landlord/listings');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    const listings = response.json();
    expect(listings.map((l: { id: string }) => l.id)).toEqual([
      world.ids.formula,
      world.ids.second,
      world.ids.first,
    ]);
    expect(listings[2]).toEqual({
      id: world.ids.first,
      propertyAddress: '1 First St',
      city: 'Schenectady',
      state: 'NY',
      zipCode: '12345',
      availableUnits: 3,
      unitCount: 4,
      bedrooms: 4,
      bathrooms: 2,
      // no whole-unit rent: the room rent times the rooms, in cents
      monthlyRent: 380_000,
      acceptsVABenefits: true,
      status: 'available',
      declineReason: null,
      totalMatches: 2,
      successfulPlacements: 1,
      allowsPets: true,
      isAccessible: false,
      landlordName: 'Pat Landlord',
    });
    expect(listings[1]).toMatchObject({
      monthlyRent: 150_050,
      status: 'matched',
      availableUnits: 0,
      totalMatches: 1,
      successfulPlacements: 0,
      isAccessible: true,
    });
    expect(listings[0]).toMatchObject({ monthlyRent: null, totalMatches: 0, city: null });
  });

  it('pages the listings (limit at most 200) and keeps the total past the end', async () => {
    const page = await asLandlord('/api/landlord/listings?limit=2');
    expect(page.json().map((l: { id: string }) => l.id)).toEqual([world.ids.formula, world.ids.second]);
    const next = await asLandlord('/api/landlord/listings?limit=2&offset=2');
    expect(next.json().map((l: { id: string }) => l.id)).toEqual([world.ids.first]);
    const past = await asLandlord('/api/landlord/listings?offset=10');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
    expect((await asLandlord('/api/landlord/listings?limit=200')).statusCode).toBe(200);
    for (const query of ['limit=201', 'limit=0', 'offset=-1', 'landlordId=x']) {
      expect((await asLandlord(`/api/landlord/listings?${query}`)).statusCode).toBe(400);
    }
  });

  it("shows an admin every listing with its landlord's name (null when unowned)", async () => {
    const response = await asAdmin('/api/landlord/listings');
    expect(response.headers['x-total-count']).toBe('5');
    const listings = response.json() as { id: string; landlordName: string | null }[];
    expect(listings.map((l) => l.id)).toEqual([
      world.ids.unowned,
      world.ids.other,
      world.ids.formula,
      world.ids.second,
      world.ids.first,
    ]);
    expect(listings[0]?.landlordName).toBeNull();
    expect(listings[1]?.landlordName).toBe('Pat Landlord');
  });
});
