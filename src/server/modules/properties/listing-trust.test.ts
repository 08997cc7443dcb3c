import { auditEvents, inboxItems, landlords, properties } from '@server/db/schema';
import { loginUser, makeAdmin, makeLandlord } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq } from 'drizzle-orm';

const wizardListing = { address: '7 Trust Way', zipCode: '12345', rentPerRoom: 800 };
const formListing = {
  landlordName: 'Someone Else',
  landlordEmail: 'x@example.com',
  address: '9 Form Rd',
  zipCode: '12207',
  monthlyRent: 900,
  bedrooms: 2,
  bathrooms: 1,
};

describeApi('who publishes at once: admins and verified landlord accounts', (ctx) => {
  const db = () => ctx().handle.db;
  let adminCookie = '';
  beforeAll(async () => {
    adminCookie = await loginUser(ctx().app, (await makeAdmin(db())).username);
  });

  const post = (url: string, payload: object, cookie?: string) =>
    ctx().app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const verify = (landlordId: string, cookie = adminCookie) =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/admin/landlords/${landlordId}/verify`,
      headers: { cookie },
    });
  const homeAt = async (address: string) => {
    const [row] = await db().select().from(properties).where(eq(properties.address, address));
    return row;
  };
  const reviewItems = (id: string) =>
    db()
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.type, 'listing_review'), eq(inboxItems.subjectId, id)));

  it("waits for review from an unverified account; once verified, the landlord's new listings publish", async () => {
    const landlord = await makeLandlord(db());
    const cookie = await loginUser(ctx().app, landlord.email);
    const before = await post('/api/properties', wizardListing, cookie);
    expect(before.json().status).toBe('pending_review');

    const verified = await verify(landlord.landlordId);
    expect(verified.statusCode).toBe(200);
    const { verifiedAt } = verified.json();
    expect(verified.json()).toEqual({ id: landlord.landlordId, verifiedAt: expect.any(String) });
    // verifying twice keeps the first time
    expect((await verify(landlord.landlordId)).json().verifiedAt).toBe(verifiedAt);
    const audits = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'landlord.verified'), eq(auditEvents.targetId, landlord.landlordId)));
    expect(audits.map((row) => row.details)).toEqual([{ alreadyVerified: false }, { alreadyVerified: true }]);

    // the listing sent before stays in review; new ones through either form publish at once
    expect((await homeAt('7 Trust Way'))?.status).toBe('pending_review');
    const after = await post('/api/properties', { ...wizardListing, address: '8 Trust Way' }, cookie);
    expect(after.json().status).toBe('available');
    expect(await reviewItems(after.json().id)).toHaveLength(0);
    const form = await post('/api/properties-housing', formListing, cookie);
    expect(form.json()).toEqual({ message: 'Property listed successfully', status: 'available' });
    expect((await homeAt('9 Form Rd'))?.landlordId).toBe(landlord.landlordId);
  });

  it("publishes an admin's listing at once through both forms", async () => {
    const wizard = await post('/api/properties', { ...wizardListing, address: '1 Admin Rd' }, adminCookie);
    expect(wizard.json().status).toBe('available');
    const form = await post(
      '/api/properties-housing',
      { ...formListing, address: '2 Admin Rd' },
      adminCookie,
    );
    expect(form.json().status).toBe('available');
    const home = await homeAt('2 Admin Rd');
    expect(home?.status).toBe('available');
    expect(await reviewItems(home?.id ?? '')).toHaveLength(0);
    expect(await reviewItems(wizard.json().id)).toHaveLength(0);
  });

  it("never attaches a visitor's listing to the account of the email it names, verified or not", async () => {
    const landlord = await makeLandlord(db());
    await verify(landlord.landlordId);
    const cookie = await loginUser(ctx().app, landlord.email);

    const byEmail = await post('/api/properties-housing', {
      ...formListing,
      address: '3 Claimed Rd',
      landlordEmail: landlord.email.toUpperCase(),
    });
    expect(byEmail.json().status).toBe('pending_review');
    const home = await homeAt('3 Claimed Rd');
    expect(home?.landlordId).not.toBe(landlord.landlordId);
    const [lead] = await db()
      .select()
      .from(landlords)
      .where(eq(landlords.id, home?.landlordId ?? ''));
    expect(lead).toMatchObject({ userId: null, verifiedAt: null, email: landlord.email });
    expect((await reviewItems(home?.id ?? ''))[0]?.summary).toBe(
      'New listing: 3 Claimed Rd, Albany, NY 12207, 2 rooms from Someone Else',
    );

    // the one listing form: a visitor's contact naming the account's email, and a landlordId in the body,
    // make a lead of its own
    const byId = await post('/api/properties', {
      ...wizardListing,
      address: '4 Claimed Rd',
      landlordId: landlord.landlordId,
      landlordName: 'Someone Else',
      landlordEmail: landlord.email,
    });
    expect(byId.json().status).toBe('pending_review');
    expect((await homeAt('4 Claimed Rd'))?.landlordId).toBe(home?.landlordId);

    const mine = await ctx().app.inject({
      method: 'GET',
      url: '/api/landlord/listings',
      headers: { cookie },
    });
    const addresses = mine.json().map((row: { propertyAddress: string }) => row.propertyAddress);
    expect(addresses).not.toContain('3 Claimed Rd');
    expect(addresses).not.toContain('4 Claimed Rd');
  });

  it('verifies only a landlord with an account: 404 unknown, 409 for a lead without one', async () => {
    const unknown = await verify('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Landlord not found' });

    await post('/api/properties-housing', {
      ...formListing,
      address: '5 Lead Rd',
      landlordEmail: 'lead@x.com',
    });
    const [lead] = await db().select().from(landlords).where(eq(landlords.email, 'lead@x.com'));
    const refused = await verify(lead?.id ?? '');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Only a landlord with an account can be verified/);
    const [still] = await db()
      .select()
      .from(landlords)
      .where(eq(landlords.id, lead?.id ?? ''));
    expect(still?.verifiedAt).toBeNull();
  });
});
