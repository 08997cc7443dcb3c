import { auditEvents, inboxItems, matches, outboxMessages, properties } from '@server/db/schema';
import { loginUser, makeAdmin, makeLandlord } from '@server/test/accounts.fixtures';
import { insertAnnouncedProposal, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { LISTING_CLOSED_MATCH_REASON } from '@shared/domain/inventory';
import { and, eq } from 'drizzle-orm';

const listing = { address: '30 Edit St', zipCode: '12345', roomCount: 3, rentPerRoom: 800, acceptsVA: true };
/** The edit: every field of the one form (no contact: the owner does not change). */
const edited = {
  address: '30 Edit Street',
  zipCode: '12207',
  unitType: 'apartment',
  roomCount: 4,
  bathrooms: 2,
  roomType: 'shared',
  rentPerRoom: 900,
  acceptsVA: false,
  accessible: true,
  allowsPets: true,
  furnished: true,
  inspected: true,
  availableDate: '2031-05-01',
  description: 'Now with a ramp.',
};

describeApi('GET /api/properties/{id}/edit and PUT /api/properties/{id}', (ctx) => {
  const db = () => ctx().handle.db;
  let adminCookie = '';
  let owner = { landlordId: '', cookie: '' };
  let other = '';
  beforeAll(async () => {
    adminCookie = await loginUser(ctx().app, (await makeAdmin(db())).username);
    const landlord = await makeLandlord(db());
    owner = { landlordId: landlord.landlordId, cookie: await loginUser(ctx().app, landlord.email) };
    other = await loginUser(ctx().app, (await makeLandlord(db())).email);
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const listed = async (cookie = owner.cookie) =>
    (await call('POST', '/api/properties', cookie, listing)).json().id as string;
  const rowOf = async (id: string) => (await db().select().from(properties).where(eq(properties.id, id)))[0];
  const setStatus = (id: string, status: 'available' | 'declined' | 'matched') =>
    db().update(properties).set({ status }).where(eq(properties.id, id));
  const verifyOwner = () => call('POST', `/api/admin/landlords/${owner.landlordId}/verify`, adminCookie);
  const openItems = (id: string) =>
    db()
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.subjectId, id), eq(inboxItems.type, 'listing_review')));

  it("answers the form's values to the owner and an admin; 404 to another landlord, 401 to a visitor", async () => {
    const id = await listed();
    const mine = await call('GET', `/api/properties/${id}/edit`, owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toEqual({
      id,
      status: 'pending_review',
      values: {
        address: '30 Edit St',
        zipCode: '12345',
        unitType: 'house',
        roomCount: 3,
        bathrooms: 1,
        roomType: 'private',
        rentPerRoom: 800,
        acceptsVA: true,
        accessible: false,
        allowsPets: false,
        furnished: false,
        inspected: false,
        availableDate: '',
        description: '',
      },
    });
    expect((await call('GET', `/api/properties/${id}/edit`, adminCookie)).json().id).toBe(id);
    const theirs = await call('GET', `/api/properties/${id}/edit`, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Listing not found' });
    const unknown = await call(
      'GET',
      '/api/properties/00000000-0000-4000-8000-000000000000/edit',
      owner.cookie,
    );
    expect(unknown.json()).toEqual({ message: 'Listing not found' });
    expect((await call('GET', `/api/properties/${id}/edit`)).statusCode).toBe(401);
    expect((await call('GET', '/api/properties/not-an-id/edit', owner.cookie)).statusCode).toBe(400);
  });

  it("saves an unverified owner's edit back to review with an inbox item, audited", async () => {
    const id = await listed();
    expect((await call('POST', `/api/admin/listings/${id}/approve`, adminCookie)).statusCode).toBe(200);
    const response = await call('PUT', `/api/properties/${id}`, owner.cookie, edited);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, address: '30 Edit Street', status: 'pending_review' });
    expect(await rowOf(id)).toMatchObject({
      landlordId: owner.landlordId,
      city: 'Albany',
      unitType: 'apartment',
      roomCount: 4,
      bedrooms: 4,
      bathrooms: 2,
      unitsAvailable: 4,
      roomType: 'shared',
      rentPerRoomCents: 90_000,
      rentCents: 360_000,
      acceptsVouchers: false,
      accessible: true,
      allowsPets: true,
      availableDate: '2031-05-01',
      source: 'landlord_flow',
    });
    const item = (await openItems(id)).find((row) => row.status === 'open');
    expect(item).toMatchObject({
      status: 'open',
      summary: 'Edited listing: 30 Edit Street, Albany, NY 12207, 4 rooms from Pat Landlord',
    });
    const audits = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'property.edited'), eq(auditEvents.targetId, id)));
    expect(audits).toMatchObject([
      { actorType: 'landlord', details: { statusBefore: 'available', status: 'pending_review' } },
    ]);
  });

  it('closes the matches open on a published listing an edit sends back to review, and tells who was told', async () => {
    const id = await listed();
    expect((await call('POST', `/api/admin/listings/${id}/approve`, adminCookie)).statusCode).toBe(200);
    const veteranId = await insertQueueVeteran(db(), '12345', { name: 'Ana Engine', phone: '5185550111' });
    const proposalId = await insertAnnouncedProposal(db(), veteranId, id, { status: 'contacted' });

    const response = await call('PUT', `/api/properties/${id}`, owner.cookie, edited);
    expect(response.json()).toMatchObject({ id, status: 'pending_review' });
    const [closed] = await db().select().from(matches).where(eq(matches.propertyId, id));
    expect(closed).toMatchObject({
      id: proposalId,
      status: 'declined',
      declineReason: LISTING_CLOSED_MATCH_REASON.pending_review,
    });
    const withdrawn = await db()
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.kind, 'housing_match.withdrawn'), eq(outboxMessages.recipientId, veteranId)),
      );
    // the veteran and their case worker, each on their own page
    expect(withdrawn.map((row) => row.payload)).toEqual(
      expect.arrayContaining([
        { matchId: proposalId, audience: 'veteran' },
        { matchId: proposalId, audience: 'case_worker' },
      ]),
    );
    expect(withdrawn).toHaveLength(2);
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'property.edited'), eq(auditEvents.targetId, id)));
    expect(audit?.details).toMatchObject({
      statusBefore: 'available',
      status: 'pending_review',
      matchesClosed: 1,
    });
  });

  it("keeps the status of a verified owner's or an admin's edit; a declined listing goes back to review", async () => {
    expect((await verifyOwner()).statusCode).toBe(200);
    const id = await listed();
    expect((await rowOf(id))?.status).toBe('available');
    await setStatus(id, 'matched');
    const byOwner = await call('PUT', `/api/properties/${id}`, owner.cookie, edited);
    expect(byOwner.json().status).toBe('matched');
    const byAdmin = await call('PUT', `/api/properties/${id}`, adminCookie, { ...edited, roomCount: 5 });
    expect(byAdmin.json()).toMatchObject({ status: 'matched', roomCount: 5 });
    expect(await openItems(id)).toHaveLength(0);

    await setStatus(id, 'declined');
    const again = await call('PUT', `/api/properties/${id}`, owner.cookie, edited);
    expect(again.json().status).toBe('pending_review');
    expect(await openItems(id)).toMatchObject([{ status: 'open' }]);
  });

  it('keeps let rooms let when the room count changes', async () => {
    const id = await listed(adminCookie);
    await db().update(properties).set({ unitsAvailable: 1 }).where(eq(properties.id, id));
    await call('PUT', `/api/properties/${id}`, adminCookie, { ...edited, roomCount: 5 });
    expect(await rowOf(id)).toMatchObject({ roomCount: 5, unitsAvailable: 3 });
    await call('PUT', `/api/properties/${id}`, adminCookie, { ...edited, roomCount: 1 });
    expect(await rowOf(id)).toMatchObject({ roomCount: 1, unitsAvailable: 0 });
  });

  it('refuses others (404), visitors (401, before the body is read) and bad input (400), writing nothing', async () => {
    const id = await listed();
    const before = await rowOf(id);
    const theirs = await call('PUT', `/api/properties/${id}`, other, edited);
    expect(theirs.statusCode).toBe(404);
    const visitor = await call('PUT', `/api/properties/${id}`, undefined, { unknown: 1 });
    expect(visitor.statusCode).toBe(401);
    for (const [change, path] of [
      [{ rentPerRoom: 0 }, 'rentPerRoom'],
      [{ address: '' }, 'address'],
      [{ landlordName: 'Someone' }, ''],
      [{ status: 'available' }, ''],
    ] as const) {
      const bad = await call('PUT', `/api/properties/${id}`, owner.cookie, { ...edited, ...change });
      expect(bad.statusCode).toBe(400);
      if (path) expect(bad.json().issues[0].path).toBe(path);
    }
    expect(await rowOf(id)).toEqual(before);
    const edits = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'property.edited'), eq(auditEvents.targetId, id)));
    expect(edits).toHaveLength(0);
  });

  it('honours Idempotency-Key: a repeated edit is answered from the first, audited once', async () => {
    const id = await listed(adminCookie);
    const put = (payload: object) =>
      ctx().app.inject({
        method: 'PUT',
        url: `/api/properties/${id}`,
        headers: { cookie: adminCookie, 'idempotency-key': `edit-${id}` },
        payload,
      });
    const first = await put(edited);
    expect(first.statusCode, first.body).toBe(200);
    const again = await put(edited);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const edits = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'property.edited'), eq(auditEvents.targetId, id)));
    expect(edits).toHaveLength(1);
    expect((await put({ ...edited, roomCount: 2 })).statusCode).toBe(422);
  });

  it('refuses to edit a co-living home with this form (409)', async () => {
    const id = await listed(adminCookie);
    await db().update(properties).set({ source: 'co_living' }).where(eq(properties.id, id));
    const response = await call('PUT', `/api/properties/${id}`, adminCookie, edited);
    expect(response.statusCode).toBe(409);
    expect((await call('GET', `/api/properties/${id}/edit`, adminCookie)).statusCode).toBe(409);
  });
});
