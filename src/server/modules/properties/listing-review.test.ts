import { auditEvents, inboxItems, inboxNotes, matches, outboxMessages, properties } from '@server/db/schema';
import { insertTestHome } from '@server/test/homes.fixtures';
import { clearHousing, housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { LISTING_DECLINE_REASON_MAX } from '@shared/domain/inventory';
import { and, eq } from 'drizzle-orm';

const listing = {
  address: '12 Union St',
  zipCode: '12345',
  roomCount: 4,
  rentPerRoom: 950,
  acceptsVA: true,
};
/** A visitor's listing carries the contact the reviewer answers. */
const visitorListing = {
  ...listing,
  landlordName: 'Casey Visitor',
  landlordEmail: 'casey.visitor@example.com',
};
const search = {
  zipCode: '12345',
  dischargeStatus: 'honorable',
  benefits: { vash: true, giBill: false, disability: false, employment: false },
};
const REASON = 'The address is a parking lot.';

describeApi('listing review: pending listings reach no veteran until an admin approves them', (ctx) => {
  const { actors, send, asAdmin, asLandlord } = housingActors(ctx);
  const db = () => ctx().handle.db;
  beforeEach(() => clearHousing(db()));

  const approve = (id: string) => asAdmin('POST', `/api/admin/listings/${id}/approve`);
  const decline = (id: string, payload: unknown) =>
    asAdmin('POST', `/api/admin/listings/${id}/decline`, payload);

  /** Where a home shows up: the public list, the veteran search, the analytics count and an engine run. */
  async function seenBy(id: string) {
    const list = await send('GET', '/api/properties?limit=100');
    const found = await send('POST', '/api/find-matches', {}, search);
    const analytics = await asAdmin('GET', '/api/housing-matches/analytics');
    expect((await asAdmin('POST', '/api/housing-matches/run', {})).statusCode).toBe(200);
    const proposed = await db().select().from(matches).where(eq(matches.propertyId, id));
    return {
      list: list.json().some((home: { id: string }) => home.id === id),
      search: found.json().matches.some((m: { property: { id: string } }) => m.property.id === id),
      availableProperties: analytics.json().availableProperties,
      engine: proposed.length > 0,
    };
  }
  const notesOf = (itemId: string) => db().select().from(inboxNotes).where(eq(inboxNotes.itemId, itemId));
  const itemsOf = (id: string) =>
    db()
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.type, 'listing_review'), eq(inboxItems.subjectId, id)));
  const auditOf = (id: string, action: string) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, action)));
  const noticesOf = (id: string) =>
    db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'listing.reviewed'), eq(outboxMessages.recipientId, id)));

  it("keeps a visitor's listing out of every veteran's view until approved, with an inbox item", async () => {
    await insertQueueVeteran(db(), '12345');
    const posted = await send('POST', '/api/properties', {}, visitorListing);
    expect(posted.json().status).toBe('pending_review');
    const id = posted.json().id as string;
    expect(await seenBy(id)).toEqual({ list: false, search: false, availableProperties: 0, engine: false });

    const [item] = await itemsOf(id);
    expect(item).toMatchObject({
      status: 'open',
      summary: 'New listing: 12 Union St, Schenectady, NY 12345, 4 rooms from Casey Visitor',
    });
    expect(await auditOf(id, 'property.listed')).toMatchObject([
      { actorType: 'anonymous', details: { landlordId: expect.any(String), status: 'pending_review' } },
    ]);

    const approved = await approve(id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, status: 'available', reviewNote: null });
    expect(await seenBy(id)).toEqual({ list: true, search: true, availableProperties: 1, engine: true });

    const [closed] = await itemsOf(id);
    expect(closed?.status).toBe('done');
    const notes = await notesOf(closed?.id ?? '');
    expect(notes).toMatchObject([{ kind: 'action', body: 'Listing approved' }]);
    expect(notes[0]?.authorId).toBeTruthy();
    expect(await auditOf(id, 'property.approved')).toMatchObject([
      { actorType: 'admin', details: { status: 'available', landlordId: expect.any(String) } },
    ]);
    // the visitor is told at the email they gave
    expect(await noticesOf(id)).toHaveLength(1);
  });

  it("declines a landlord's listing with a reason: still hidden, the reason on their dashboard, told", async () => {
    await insertQueueVeteran(db(), '12345');
    const posted = await asLandlord('POST', '/api/properties', listing);
    const id = posted.json().id as string;
    expect(posted.json().status).toBe('pending_review');
    const [item] = await itemsOf(id);
    expect(item?.summary).toBe('New listing: 12 Union St, Schenectady, NY 12345, 4 rooms from Pat Landlord');

    const missing = await decline(id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: 'reason', message: 'Give the landlord a reason for declining' },
    ]);
    expect((await decline(id, { reason: '   ' })).json().issues[0].path).toBe('reason');
    const long = await decline(id, { reason: 'x'.repeat(LISTING_DECLINE_REASON_MAX + 1) });
    expect(long.statusCode).toBe(400);

    const declined = await decline(id, { reason: ` ${REASON} ` });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ id, status: 'declined', reviewNote: REASON });
    expect(await seenBy(id)).toEqual({ list: false, search: false, availableProperties: 0, engine: false });

    const dashboard = (await asLandlord('GET', '/api/landlord/listings')).json();
    expect(dashboard.find((row: { id: string }) => row.id === id)).toMatchObject({
      status: 'declined',
      declineReason: REASON,
    });
    // the declined home's units are offered to nobody
    expect((await asLandlord('GET', '/api/landlord/stats')).json().totalUnits).toBe(0);

    expect(await noticesOf(id)).toMatchObject([{ status: 'queued', payload: { propertyId: id } }]);
    const [closed] = await itemsOf(id);
    expect(closed?.status).toBe('done');
    const notes = await notesOf(closed?.id ?? '');
    expect(notes.map((note) => note.body)).toEqual([`Listing declined: ${REASON}`]);
    expect(await auditOf(id, 'property.declined')).toMatchObject([
      { actorType: 'admin', details: { status: 'declined', landlordId: actors.landlordId } },
    ]);
  });

  it('tells the landlord when their listing is approved', async () => {
    const id = (await asLandlord('POST', '/api/properties', listing)).json().id as string;
    expect((await approve(id)).statusCode).toBe(200);
    expect(await noticesOf(id)).toHaveLength(1);
    const mine = (await asLandlord('GET', '/api/landlord/listings')).json();
    expect(mine.find((row: { id: string }) => row.id === id)).toMatchObject({
      status: 'available',
      declineReason: null,
    });
  });

  it('publishes an approved listing as the form asked: one marked not available stays unavailable', async () => {
    const form = {
      landlordName: 'Robin Away',
      landlordEmail: 'robin.away@example.com',
      address: '4 Closed Ct',
      zipCode: '12207',
      monthlyRent: 900,
      unitType: 'house',
      bedrooms: 2,
      bathrooms: 1,
      unitsAvailable: 1,
      isAvailable: false,
    };
    const posted = await send('POST', '/api/properties-housing', {}, form);
    expect(posted.json()).toMatchObject({ status: 'pending_review' });
    const [home] = await db().select().from(properties).where(eq(properties.address, '4 Closed Ct'));
    expect((await approve(home?.id ?? '')).json()).toMatchObject({ status: 'filled' });
    expect((await seenBy(home?.id ?? '')).list).toBe(false);

    // an unverified landlord's edit of a filled home goes back to review and comes back filled
    const id = (await asLandlord('POST', '/api/properties', listing)).json().id as string;
    await approve(id);
    expect(
      (await asLandlord('POST', `/api/landlord/listings/${id}/status`, { status: 'filled' })).statusCode,
    ).toBe(200);
    const edit = await asLandlord('PUT', `/api/properties/${id}`, { ...listing, address: '12 Union Street' });
    expect(edit.json()).toMatchObject({ status: 'pending_review' });
    expect((await approve(id)).json()).toMatchObject({ status: 'filled' });
  });

  it('takes a decision once: 409 on a second one, 404 for an unknown listing', async () => {
    const id = (await send('POST', '/api/properties', {}, visitorListing)).json().id as string;
    expect((await approve(id)).statusCode).toBe(200);
    for (const again of [await approve(id), await decline(id, { reason: REASON })]) {
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This listing was already reviewed' });
    }
    const published = await insertTestHome(db(), '12345');
    expect((await approve(published)).statusCode).toBe(409);
    expect(await auditOf(id, 'property.approved')).toHaveLength(1);
    expect(await noticesOf(id)).toHaveLength(1);

    const unknown = await approve('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Listing not found' });
    expect((await approve('not-an-id')).statusCode).toBe(400);
  });

  it('is for admins only: 401 without a session (before the body is read), 403 for a landlord', async () => {
    const id = (await send('POST', '/api/properties', {}, visitorListing)).json().id as string;
    const paths = [
      `/api/admin/listings/${id}/approve`,
      `/api/admin/listings/${id}/decline`,
      `/api/admin/landlords/${actors.landlordId}/verify`,
    ];
    for (const path of paths) {
      const anonymous = await send('POST', path, {}, { unknown: 'field' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Sign in to continue.' });
      expect((await asLandlord('POST', path, { reason: REASON })).statusCode).toBe(403);
    }
    const [item] = await itemsOf(id);
    expect(item?.status).toBe('open');
  });
});
