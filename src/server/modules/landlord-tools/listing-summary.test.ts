import { randomUUID } from 'node:crypto';
import { matches, properties, veterans } from '@server/db/schema';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const ready = {
  address: '12 Union St',
  zipCode: '12345',
  roomCount: 3,
  rentPerRoom: 1000,
  acceptsVA: true,
  inspected: true,
  description: 'Three furnished rooms on a quiet street, a short walk from the VA clinic.',
};
const notReady = { address: '1 Palm Dr', zipCode: '90210', rentPerRoom: 1500, description: 'Sunny.' };

describeApi('GET /api/properties/summary', (ctx) => {
  const ids: Record<string, string> = {};
  const people: Record<string, string> = {};
  const summary = (query: string) =>
    ctx().app.inject({ method: 'GET', url: `/api/properties/summary?${query}` });

  beforeAll(async () => {
    for (const [name, listing] of Object.entries({ ready, notReady })) {
      // a visitor's listing carries the contact the reviewer needs (decision 0023)
      const payload = { ...listing, landlordName: 'Casey Visitor', landlordEmail: `${name}@example.com` };
      const response = await ctx().app.inject({ method: 'POST', url: '/api/properties', payload });
      ids[name] = response.json().id;
    }
    const rows = await ctx()
      .handle.db.insert(veterans)
      .values(
        [
          { name: 'near', zipCode: '12305' },
          { name: 'voucher', zipCode: '12203', hasVoucher: true },
          { name: 'needsAccess', zipCode: '12180', requiresAccessibility: true },
          { name: 'hasPet', zipCode: '12345', hasPet: true },
          { name: 'glensFalls', zipCode: '12801', giBill: true },
          { name: 'syracuse', zipCode: '13202' },
          { name: 'beverlyHills', zipCode: '90210', employment: true },
          { name: 'beverlyHillsVoucher', zipCode: '90210', hasVoucher: true },
        ].map((row) => ({ ...row, source: 'seed' as const })),
      )
      .returning();
    for (const row of rows) people[row.name ?? ''] = row.id;
  });

  it('counts the veterans the matching engine would propose the listing to, and its readiness', async () => {
    // a visitor's listing waits for review, and is counted as it will be once published
    const [listed] = await ctx()
      .handle.db.select()
      .from(properties)
      .where(eq(properties.id, ids.ready ?? ''));
    expect(listed?.status).toBe('pending_review');
    const response = await summary(`ids=${ids.ready}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      listings: 1,
      veteranMatches: 3, // near, voucher (vouchers accepted), glensFalls (37 miles)
      // the listing's own rent: 3 rooms at $1,000
      listedMonthlyIncome: 3000,
      listedRooms: 3,
      readinessPercent: 100,
      readinessItems: [
        { label: 'Passed an HQS-style inspection', met: true },
        { label: 'Accepts HUD-VASH vouchers and VA benefits', met: true },
        { label: 'Description of at least 50 characters', met: true },
        { label: 'Rent per room at or below $1,200', met: true },
      ],
    });
  });

  it('adds up several listings: distinct veterans, the share of items met, items met by every listing', async () => {
    const body = (await summary(`ids=${ids.ready},${ids.notReady},${ids.ready}`)).json();
    expect(body.listings).toBe(2);
    expect(body.veteranMatches).toBe(4); // + beverlyHills; the voucher holder there is not proposed
    expect(body.readinessPercent).toBe(50);
    // 3 rooms at $1,000 and the other listing's rooms (the default 3) at $1,500
    expect(body).toMatchObject({ listedMonthlyIncome: 3000 + 3 * 1500, listedRooms: 6 });
    expect(body.readinessItems.every((item: { met: boolean }) => !item.met)).toBe(true);
  });

  it('adds veterans with open matches on the listings, once, and leaves declined ones out', async () => {
    const listing = ids.ready ?? '';
    await ctx()
      .handle.db.insert(matches)
      .values([
        {
          veteranId: people.needsAccess ?? '',
          propertyId: listing,
          score: 50,
          reason: 'test',
          origin: 'engine',
        },
        { veteranId: people.near ?? '', propertyId: listing, score: 80, reason: 'test', origin: 'engine' },
        {
          veteranId: people.hasPet ?? '',
          propertyId: listing,
          score: 40,
          reason: 'test',
          origin: 'engine',
          status: 'declined',
        },
      ]);
    expect((await summary(`ids=${listing}`)).json().veteranMatches).toBe(4);
  });

  it('proposes a listing that is no longer available to nobody new', async () => {
    await ctx()
      .handle.db.update(properties)
      .set({ status: 'filled' })
      .where(eq(properties.id, ids.ready ?? ''));
    expect((await summary(`ids=${ids.ready}`)).json().veteranMatches).toBe(2); // the open matches only
  });

  it('ignores unknown and malformed ids, and answers zeros for no listings', async () => {
    const empty = {
      listings: 0,
      veteranMatches: 0,
      listedMonthlyIncome: 0,
      listedRooms: 0,
      readinessPercent: 0,
      readinessItems: expect.arrayContaining([{ label: 'Passed an HQS-style inspection', met: false }]),
    };
    expect((await summary(`ids=${randomUUID()},not-an-id`)).json()).toEqual(empty);
    expect((await summary('ids=')).json()).toEqual(empty);
    expect((await summary('')).json()).toEqual(empty);
    expect((await summary(`ids=${ids.notReady},${randomUUID()}`)).json().listings).toBe(1);
  });

  it('refuses more than 20 ids and unknown parameters', async () => {
    const many = Array.from({ length: 21 }, () => randomUUID()).join(',');
    const tooMany = await summary(`ids=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().issues[0]).toEqual({
      path: 'ids',
      message: 'Ask for at most 20 listings at a time',
    });
    const twenty = Array.from({ length: 20 }, () => randomUUID()).join(',');
    expect((await summary(`ids=${twenty}`)).statusCode).toBe(200);
    const unknown = await summary('landlordId=1');
    expect(unknown.statusCode).toBe(400);
  });
});
