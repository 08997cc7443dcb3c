import { properties } from '@server/db/schema';
import {
  makeLandlord,
  signedInAdmin,
  signedInLandlord,
  signedInPartner,
} from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const listing = {
  address: '12 Union St',
  zipCode: '12345',
  roomCount: 4,
  rentPerRoom: 950,
  roomType: 'shared',
  acceptsVA: true,
  inspected: true,
  furnished: false,
  description: 'Quiet street near the VA clinic.',
};
/** A visitor who is not signed in adds the contact the reviewer needs. */
const contact = { landlordName: 'Casey Visitor', landlordEmail: 'casey.visitor@example.com' };

describeApi('GET /api/properties', (ctx) => {
  it('lists only available homes, newest first, paginated, with money in dollars and badges derived', async () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    await ctx()
      .handle.db.insert(properties)
      .values([
        {
          address: '1 Old Rd',
          zipCode: '12345',
          createdAt: day(1),
          rentPerRoomCents: 80_050,
          furnished: true,
        },
        {
          address: '2 Mid Rd',
          zipCode: '12345',
          createdAt: day(2),
          rentCents: 150_000,
          acceptsVouchers: true,
        },
        {
          address: '3 New Rd',
          zipCode: '12345',
          createdAt: day(3),
          rentPerRoomCents: 90_000,
          inspected: true,
        },
        { address: '4 Taken Rd', zipCode: '12345', createdAt: day(4), status: 'matched' },
        { address: '5 Full Rd', zipCode: '12345', createdAt: day(5), status: 'filled' },
      ]);
    const first = await ctx().app.inject({ method: 'GET', url: '/api/properties?limit=2' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json().map((home: { address: string }) => home.address)).toEqual(['3 New Rd', '2 Mid Rd']);
    expect(first.json()[0]).toMatchObject({ rentPerRoom: 900, badges: ['inspected'], inspected: true });
    // a whole-unit listing shows the unit's rent: that is what the veteran pays (it read "Ask about rent")
    expect(first.json()[1]).toMatchObject({ rentPerRoom: 1500, acceptsVA: true, badges: ['benefit_help'] });

    const second = await ctx().app.inject({ method: 'GET', url: '/api/properties?limit=2&offset=2' });
    expect(second.json()).toHaveLength(1);
    expect(second.json()[0]).toMatchObject({
      address: '1 Old Rd',
      rentPerRoom: 800.5,
      badges: ['furnished'],
    });
    expect(second.headers['x-total-count']).toBe('3');

    const pastTheEnd = await ctx().app.inject({ method: 'GET', url: '/api/properties?limit=2&offset=4' });
    expect(pastTheEnd.json()).toEqual([]);
    expect(pastTheEnd.headers['x-total-count']).toBe('3');
  });

  it.each([
    ['limit', 'limit=0'],
    ['limit', 'limit=101'],
    ['offset', 'offset=-1'],
    ['limit', 'limit=ten'],
  ])('refuses a bad %s', async (path, query) => {
    const response = await ctx().app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe(path);
  });

  it('refuses unknown query parameters', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/properties?status=filled' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/status/);
  });
});

describeApi('POST /api/properties', (ctx) => {
  const submit = (payload: Record<string, unknown>) =>
    ctx().app.inject({ method: 'POST', url: '/api/properties', payload });

  it("saves a visitor's spec body with a contact under the contact's landlord, waiting for review", async () => {
    const response = await submit({
      ...listing,
      ...contact,
      landlordId: 'demo-landlord',
      badges: ['furnished'],
    });
    expect(response.statusCode).toBe(201);
    const view = response.json();
    expect(view).toMatchObject({
      address: '12 Union St',
      city: 'Schenectady',
      state: 'NY',
      zipCode: '12345',
      roomCount: 4,
      roomType: 'shared',
      rentPerRoom: 950,
      acceptsVA: true,
      inspected: true,
      furnished: false,
      status: 'pending_review',
      badges: ['benefit_help', 'inspected'],
    });
    const [row] = await ctx().handle.db.select().from(properties).where(eq(properties.id, view.id));
    expect(row?.landlordId).toEqual(expect.any(String));
    expect(row).toMatchObject({
      rentPerRoomCents: 95_000,
      rentCents: 380_000,
      bedrooms: 4,
      unitsAvailable: 4,
      acceptsVouchers: true,
      source: 'landlord_flow',
      state: 'NY',
    });
    expect(row?.latitude).toBeCloseTo(42.8, 0);
    expect(row?.longitude).toBeCloseTo(-73.9, 0);
  });

  const ownerOf = async (id: string) => {
    const [row] = await ctx().handle.db.select().from(properties).where(eq(properties.id, id));
    return row?.landlordId;
  };

  it("makes a signed-in landlord's listing theirs, whatever landlordId the body claims", async () => {
    const landlord = await signedInLandlord(ctx());
    const other = await makeLandlord(ctx().handle.db);
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: landlord.cookie },
      payload: { ...listing, landlordId: other.landlordId },
    });
    expect(response.statusCode).toBe(201);
    expect(await ownerOf(response.json().id)).toBe(landlord.landlordId);
  });

  it("leaves an admin's listing unowned; a partner token or a dead session is a visitor, asked for a contact", async () => {
    const admin = await signedInAdmin(ctx());
    const partner = await signedInPartner(ctx());
    const post = (headers: Record<string, string>, payload: object) =>
      ctx().app.inject({ method: 'POST', url: '/api/properties', headers, payload });
    const byAdmin = await post({ cookie: admin.cookie }, listing);
    expect(byAdmin.statusCode).toBe(201);
    expect(await ownerOf(byAdmin.json().id)).toBeNull();
    for (const header of [partner.headers, { cookie: 'vhm_session=not-a-live-session-token-at-all' }]) {
      expect((await post(header, listing)).statusCode).toBe(400);
      const response = await post(header, { ...listing, ...contact });
      expect(response.statusCode).toBe(201);
      expect(await ownerOf(response.json().id)).toEqual(expect.any(String));
    }
  });

  it('fills the defaults: 3 private rooms, no features, no description; ZIP+4 kept as its 5 digits', async () => {
    const response = await submit({
      address: '9 Elm St',
      zipCode: '12345-6789',
      rentPerRoom: 700,
      ...contact,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      zipCode: '12345',
      roomCount: 3,
      roomType: 'private',
      description: '',
      badges: [],
    });
  });

  it('keeps a ZIP that is not in the US list, without a place', async () => {
    const response = await submit({ ...listing, ...contact, zipCode: '00000' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ zipCode: '00000', city: null, state: null });
  });

  it.each([
    ['address', { address: ' ' }, 'Enter the street address of the home'],
    ['zipCode', { zipCode: '' }, 'Enter the ZIP code of the home'],
    ['zipCode', { zipCode: '1234' }, 'Enter a 5-digit ZIP code'],
    ['rentPerRoom', { rentPerRoom: undefined }, 'Enter the monthly rent of one room, in dollars'],
    ['rentPerRoom', { rentPerRoom: 0 }, 'Enter the monthly rent of one room, in dollars'],
    ['rentPerRoom', { rentPerRoom: 99.5 }, 'Enter the rent in whole dollars'],
    ['roomCount', { roomCount: 0 }, 'Choose the number of rooms'],
    ['description', { description: 'x'.repeat(2001) }, 'Use at most 2,000 characters'],
  ])('refuses a bad %s with its message', async (path, change, message) => {
    const response = await submit({ ...listing, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().issues[0]).toEqual({ path, message });
  });

  it('refuses wrong types, unknown fields and badges it does not know', async () => {
    const wrongType = await submit({ ...listing, acceptsVA: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().issues[0].path).toBe('acceptsVA');
    const roomType = await submit({ ...listing, roomType: 'suite' });
    expect(roomType.json().issues[0].path).toBe('roomType');
    const unknown = await submit({ ...listing, status: 'filled' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/status/);
    const badge = await submit({ ...listing, badges: ['verified'] });
    expect(badge.statusCode).toBe(400);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await submit({ ...listing, description: 'x'.repeat(1024 * 1024 + 10) });
    expect(response.statusCode).toBe(413);
  });
});
