import { and, eq } from 'drizzle-orm';
import { auditEvents, matches, properties, users, veterans } from '../../db/schema';
import { hashPassword } from '../../plugins/auth';
import {
  bearer,
  loginPartner,
  loginUser,
  makeAdmin,
  makeLandlord,
  makePartner,
  TEST_PASSWORD,
} from '../../test/fixtures';
import { describeApi } from '../../test/test-app';

const PATHS = ['/api/landlord/stats', '/api/landlord/listings', '/api/landlord/export'];
const day = (n: number) => new Date(Date.UTC(2025, 0, n));

describeApi('landlord portal', (ctx) => {
  const world = {
    landlordCookie: '',
    otherCookie: '',
    adminCookie: '',
    partnerToken: '',
    landlordId: '',
    ids: {} as Record<'first' | 'second' | 'formula' | 'other' | 'unowned', string>,
  };

  beforeAll(async () => {
    const { db } = ctx().handle;
    const landlord = await makeLandlord(db);
    const other = await makeLandlord(db);
    const admin = await makeAdmin(db);
    const partner = await makePartner(db);
    world.landlordId = landlord.landlordId;
    world.landlordCookie = await loginUser(ctx().app, landlord.email);
    world.otherCookie = await loginUser(ctx().app, other.email);
    world.adminCookie = await loginUser(ctx().app, admin.username);
    world.partnerToken = await loginPartner(ctx().app, partner.email);

    const rows = await db
      .insert(properties)
      .values([
        {
          landlordId: landlord.landlordId,
          address: '1 First St',
          city: 'Schenectady',
          state: 'NY',
          zipCode: '12345',
          roomCount: 4,
          bedrooms: 4,
          bathrooms: 2,
          unitsAvailable: 3,
          rentPerRoomCents: 95_000,
          acceptsVouchers: true,
          allowsPets: true,
          createdAt: day(1),
        },
        {
          landlordId: landlord.landlordId,
          address: '2 Second St',
          zipCode: '12345',
          roomCount: 2,
          bedrooms: 2,
          unitsAvailable: 0,
          rentCents: 150_050,
          rentPerRoomCents: 80_000,
          status: 'matched',
          accessible: true,
          createdAt: day(2),
        },
        {
          landlordId: landlord.landlordId,
          address: '=HYPERLINK("http://example.com","x")',
          zipCode: '12345',
          roomCount: 1,
          createdAt: day(3),
        },
        {
          landlordId: other.landlordId,
          address: '4 Other Rd',
          zipCode: '12207',
          roomCount: 5,
          acceptsVouchers: true,
          createdAt: day(4),
        },
        { address: '5 Nobody Ln', zipCode: '12207', roomCount: 3, createdAt: day(5) },
      ])
      .returning({ id: properties.id });
    const [first, second, formula, otherHome, unowned] = rows.map((row) => row.id);
    if (!first || !second || !formula || !otherHome || !unowned) throw new Error('homes not created');
    world.ids = { first, second, formula, other: otherHome, unowned };

    const people = await db
      .insert(veterans)
      .values([1, 2, 3].map(() => ({ zipCode: '12345', source: 'seed' })))
      .returning({ id: veterans.id });
    const [v1, v2, v3] = people.map((person) => person.id);
    if (!v1 || !v2 || !v3) throw new Error('veterans not created');
    const match = (veteranId: string, propertyId: string, status: string) => ({
      veteranId,
      propertyId,
      status,
      score: 80,
      reason: 'test',
      origin: 'engine',
    });
    await db
      .insert(matches)
      .values([
        match(v1, first, 'pending'),
        match(v2, first, 'placed'),
        match(v3, first, 'declined'),
        match(v1, second, 'contacted'),
        match(v3, otherHome, 'placed'),
      ]);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers });
  const asLandlord = (url: string) => get(url, { cookie: world.landlordCookie });
  const asAdmin = (url: string) => get(url, { cookie: world.adminCookie });

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
      });
    const cookie = await loginUser(ctx().app, username);
    for (const path of PATHS) expect((await get(path, { cookie })).statusCode).toBe(403);
  });

  it("counts only the landlord's own units and matches", async () => {
    const response = await asLandlord('/api/landlord/stats');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // units 4 + 2 + 1; vouchers only on the first; v1 and v2 (v3 declined); one placement
    expect(response.json()).toEqual({
      totalUnits: 7,
      vaCompatibleUnits: 4,
      veteransMatched: 2,
      successfulPlacements: 1,
    });
    const other = await get('/api/landlord/stats', { cookie: world.otherCookie });
    expect(other.json()).toEqual({
      totalUnits: 5,
      vaCompatibleUnits: 5,
      veteransMatched: 1,
      successfulPlacements: 1,
    });
  });

  it('gives an admin the figures over every listing', async () => {
    const response = await asAdmin('/api/landlord/stats');
    expect(response.json()).toEqual({
      totalUnits: 15,
      vaCompatibleUnits: 9,
      veteransMatched: 3,
      successfulPlacements: 2,
    });
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

  it('exports the own listings as CSV with dollars, a dated file name, no formulas, and audits it', async () => {
    const response = await asLandlord('/api/landlord/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="listings-${today}.csv"`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'Address,City,State,ZIP code,Units available,Total units,Bedrooms,Bathrooms,Monthly rent (USD),Accepts VA benefits,Allows pets,Accessible,Status,Matches,Placements',
      `"'=HYPERLINK(""http://example.com"",""x"")",,,12345,1,1,3,1,,No,No,No,Available,0,0`,
      '2 Second St,,,12345,0,2,2,1,1500.50,No,No,Yes,Matched,1,0',
      '1 First St,Schenectady,NY,12345,3,4,4,2,3800.00,Yes,Yes,No,Available,2,1',
    ]);
    const audit = await ctx()
      .handle.db.select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'landlord.listings_exported'), eq(auditEvents.actorType, 'landlord')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      outcome: 'success',
      targetType: 'landlord',
      targetId: world.landlordId,
      details: { rows: 3, total: 3, scope: 'landlord' },
    });
  });

  it("exports every listing for an admin with a landlord column, audited as the admin's", async () => {
    const response = await asAdmin('/api/landlord/export');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^Landlord,Address,/);
    expect(lines[1]).toMatch(/^,5 Nobody Ln,/);
    expect(lines[2]).toMatch(/^Pat Landlord,4 Other Rd,/);
    const audit = await ctx()
      .handle.db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'landlord.listings_exported'), eq(auditEvents.actorType, 'admin')));
    expect(audit[0]).toMatchObject({ targetId: null, details: { rows: 5, scope: 'all' } });
  });

  it('shows a listing posted with the landlord cookie on their dashboard, not on the other one', async () => {
    const posted = await ctx().app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: world.landlordCookie },
      payload: {
        address: '6 New Listing Rd',
        zipCode: '12345',
        rentPerRoom: 700,
        roomCount: 3,
        acceptsVA: true,
      },
    });
    expect(posted.statusCode).toBe(201);
    const mine = (await asLandlord('/api/landlord/listings')).json();
    expect(mine[0]).toMatchObject({
      id: posted.json().id,
      propertyAddress: '6 New Listing Rd',
      monthlyRent: 210_000,
      unitCount: 3,
      availableUnits: 3,
      acceptsVABenefits: true,
    });
    const theirs = (await get('/api/landlord/listings', { cookie: world.otherCookie })).json();
    expect(theirs.map((l: { id: string }) => l.id)).not.toContain(posted.json().id);
    const stats = (await asLandlord('/api/landlord/stats')).json();
    expect(stats).toMatchObject({ totalUnits: 10, vaCompatibleUnits: 7 });
  });
});
