import { landlords, properties } from '@server/db/schema';
import { clearHousing, housingActors } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { TEXT_CHARACTERS_MESSAGE } from '@shared/contracts/common';
import { eq } from 'drizzle-orm';

/** The spec's properties_housing body, landlordId included (the prototype sends a placeholder). */
const specListing = {
  landlordId: 1,
  landlordName: 'Dana Owner',
  landlordEmail: 'dana@owner.com',
  landlordPhone: '518-555-0142',
  landlordTier: 'bronze',
  address: '12 Elm St',
  zipCode: '12207',
  monthlyRent: 950,
  acceptsVouchers: true,
  isAccessible: false,
  allowsPets: false,
  isAvailable: true,
  unitType: 'apartment',
  bedrooms: 2,
  bathrooms: 1,
  availableDate: '',
  additionalFeatures: '',
};

describeApi("POST /api/properties-housing with the spec's landlordId", (ctx) => {
  const { actors, send, asAdmin, asLandlord } = housingActors(ctx);
  const db = () => ctx().handle.db;
  beforeEach(() => clearHousing(db()));
  const ownerOf = async (address: string) => {
    const [home] = await db().select().from(properties).where(eq(properties.address, address));
    return home?.landlordId;
  };

  it('accepts it and ignores it, as POST /api/properties does: the email names the owner', async () => {
    const response = await send('POST', '/api/properties-housing', {}, specListing);
    expect(response.statusCode).toBe(201);
    const [lead] = await db().select().from(landlords).where(eq(landlords.email, 'dana@owner.com'));
    expect(await ownerOf('12 Elm St')).toBe(lead?.id);
  });

  it("never lets it name another landlord's record, for an admin or a signed-in landlord", async () => {
    const byAdmin = await asAdmin('POST', '/api/properties-housing', {
      ...specListing,
      landlordId: actors.landlordId,
      address: '1 Admin Rd',
      landlordEmail: 'lead@owner.com',
    });
    expect(byAdmin.statusCode).toBe(201);
    expect(await ownerOf('1 Admin Rd')).not.toBe(actors.landlordId);

    const [other] = await db()
      .insert(landlords)
      .values({ name: 'Someone Else', email: 'else@owner.com' })
      .returning({ id: landlords.id });
    const byLandlord = await asLandlord('POST', '/api/properties-housing', {
      ...specListing,
      landlordId: other?.id,
      address: '2 Own Rd',
    });
    expect(byLandlord.statusCode).toBe(201);
    expect(await ownerOf('2 Own Rd')).toBe(actors.landlordId);
  });

  it('still refuses a landlordId that is no id at all: an object, or text with control characters', async () => {
    const object = await send(
      'POST',
      '/api/properties-housing',
      {},
      { ...specListing, landlordId: { id: 1 } },
    );
    expect(object.statusCode).toBe(400);
    expect(object.json().issues[0].path).toBe('landlordId');
    const nul = await send('POST', '/api/properties-housing', {}, { ...specListing, landlordId: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(TEXT_CHARACTERS_MESSAGE);
  });
});
