import { auditEvents, inboxItems, landlords, properties } from '@server/db/schema';
import { loginUser, makeLandlord } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq, sql } from 'drizzle-orm';

/** The one listing form's body: every question of both pages. */
const home = {
  address: '21 Form Way',
  zipCode: '12207',
  unitType: 'apartment',
  roomCount: 2,
  bathrooms: 2,
  roomType: 'private',
  rentPerRoom: 875,
  acceptsVA: true,
  accessible: true,
  allowsPets: true,
  furnished: true,
  inspected: false,
  availableDate: '2031-03-01',
  description: 'Step-free entrance, near the Albany VA medical center.',
};
const contact = {
  landlordName: 'Robin Visitor',
  landlordEmail: 'Robin.Visitor@example.com',
  landlordPhone: '518-555-0142',
};

describeApi('POST /api/properties: the one listing contract', (ctx) => {
  const db = () => ctx().handle.db;
  const post = (payload: object, cookie?: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/properties',
      payload,
      headers: cookie ? { cookie } : {},
    });
  const rowOf = async (id: string) => (await db().select().from(properties).where(eq(properties.id, id)))[0];
  const leadsBy = (email: string) =>
    db().select().from(landlords).where(sql`lower(${landlords.email}) = ${email.toLowerCase()}`);
  const count = async (table: typeof properties | typeof landlords | typeof inboxItems) =>
    (
      await db()
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(table)
    )[0]?.n;

  it("stores every field of a visitor's listing and files it under a landlord made from the contact", async () => {
    const response = await post({ ...home, ...contact });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'pending_review',
      accessible: true,
      allowsPets: true,
      rentPerRoom: 875,
      badges: ['benefit_help', 'furnished'],
    });
    const row = await rowOf(response.json().id);
    expect(row).toMatchObject({
      city: 'Albany',
      state: 'NY',
      unitType: 'apartment',
      bedrooms: 2,
      roomCount: 2,
      bathrooms: 2,
      unitsAvailable: 2,
      rentPerRoomCents: 87_500,
      rentCents: 175_000,
      acceptsVouchers: true,
      accessible: true,
      allowsPets: true,
      furnished: true,
      availableDate: '2031-03-01',
      description: home.description,
    });
    const [lead] = await leadsBy(contact.landlordEmail);
    expect(lead).toMatchObject({
      id: row?.landlordId,
      name: 'Robin Visitor',
      email: 'robin.visitor@example.com',
      phone: '518-555-0142',
      tier: 'bronze',
      userId: null,
    });
    const [item] = await db()
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.type, 'listing_review'), eq(inboxItems.subjectId, row?.id ?? '')));
    expect(item?.summary).toBe('New listing: 21 Form Way, Albany, NY 12207, 2 rooms from Robin Visitor');
  });

  it('finds the landlord a visitor listed under before, by email (any case)', async () => {
    const first = await post({ ...home, ...contact, landlordEmail: 'same.lead@example.com' });
    const second = await post({
      ...home,
      address: '22 Form Way',
      landlordName: 'Robin V.',
      landlordEmail: ' SAME.LEAD@example.com ',
    });
    expect(second.statusCode).toBe(201);
    expect(await leadsBy('same.lead@example.com')).toHaveLength(1);
    expect((await rowOf(second.json().id))?.landlordId).toBe((await rowOf(first.json().id))?.landlordId);
  });

  it('refuses a visitor without a contact with a clear message, and writes nothing', async () => {
    const before = [await count(properties), await count(landlords), await count(inboxItems)];
    const none = await post(home);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      message: 'Enter your name so our team can reach you about this listing',
      issues: [
        { path: 'landlordName', message: 'Enter your name so our team can reach you about this listing' },
        {
          path: 'landlordEmail',
          message: 'Enter your email address so our team can reach you about this listing',
        },
      ],
    });
    const badEmail = await post({ ...home, landlordName: 'Robin', landlordEmail: 'robin-at-example' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().issues).toEqual([
      { path: 'landlordEmail', message: 'Enter a valid email address, like name@example.com' },
    ]);
    const badPhone = await post({ ...home, ...contact, landlordPhone: '12' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().issues[0].path).toBe('landlordPhone');
    expect([await count(properties), await count(landlords), await count(inboxItems)]).toEqual(before);
  });

  it("ignores a signed-in landlord's contact fields: the listing is theirs", async () => {
    const landlord = await makeLandlord(db());
    const cookie = await loginUser(ctx().app, landlord.email);
    const response = await post({ ...home, ...contact, landlordEmail: 'other@example.com' }, cookie);
    expect(response.statusCode).toBe(201);
    expect((await rowOf(response.json().id))?.landlordId).toBe(landlord.landlordId);
    expect(await leadsBy('other@example.com')).toHaveLength(0);
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'property.listed'), eq(auditEvents.targetId, response.json().id)));
    expect(audit).toMatchObject({ actorType: 'landlord', details: { landlordId: landlord.landlordId } });
  });

  it.each([
    ['unitType', { unitType: 'castle' }, 'Choose a unit type'],
    ['bathrooms', { bathrooms: 0 }, 'Choose the number of bathrooms'],
    ['roomCount', { roomCount: 21 }, 'Use at most 20 rooms'],
    ['availableDate', { availableDate: '2031-02-30' }, 'Enter the date as YYYY-MM-DD'],
    ['accessible', { accessible: 'yes' }, 'Accessible: answer yes or no'],
  ])('refuses a bad %s with its message', async (path, change, message) => {
    const response = await post({ ...home, ...contact, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toEqual({ path, message });
  });
});
