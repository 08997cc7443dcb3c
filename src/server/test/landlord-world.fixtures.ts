import { matches, properties, veterans } from '@server/db/schema';
import { signedInAdmin, signedInLandlord, signedInPartner } from '@server/test/accounts.fixtures';
import type { TestContext } from '@server/test/test-app.fixtures';
import type { HousingMatchStatus, MatchOrigin } from '@shared/domain/housing-match-status';

export const day = (n: number) => new Date(Date.UTC(2025, 0, n));

/**
 * Two landlords, an admin and a partner signed in, five homes (three of the first landlord's, one of
 * the other's, one unowned) and matches on them. Call inside describeApi; the world fills in beforeAll.
 */
export function landlordWorld(ctx: () => TestContext) {
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
    const landlord = await signedInLandlord(ctx());
    world.landlordId = landlord.landlordId;
    world.landlordCookie = landlord.cookie;
    const other = await signedInLandlord(ctx());
    world.otherCookie = other.cookie;
    world.adminCookie = (await signedInAdmin(ctx())).cookie;
    world.partnerToken = (await signedInPartner(ctx())).token;

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
      .values([1, 2, 3].map(() => ({ zipCode: '12345', source: 'seed' as const })))
      .returning({ id: veterans.id });
    const [v1, v2, v3] = people.map((person) => person.id);
    if (!v1 || !v2 || !v3) throw new Error('veterans not created');
    // the engine keeps one open proposal per veteran; the veteran's own request is a second open match
    const match = (
      veteranId: string,
      propertyId: string,
      status: HousingMatchStatus,
      origin: MatchOrigin = 'engine',
    ) => ({
      veteranId,
      propertyId,
      status,
      score: 80,
      reason: 'test',
      origin,
    });
    await db
      .insert(matches)
      .values([
        match(v1, first, 'pending'),
        match(v2, first, 'placed'),
        match(v3, first, 'declined'),
        match(v1, second, 'contacted', 'veteran_request'),
        match(v3, otherHome, 'placed'),
      ]);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers });
  const asLandlord = (url: string) => get(url, { cookie: world.landlordCookie });
  const asAdmin = (url: string) => get(url, { cookie: world.adminCookie });

  return { world, get, asLandlord, asAdmin };
}
