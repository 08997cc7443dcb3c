import { randomUUID } from 'node:crypto';
import { inboxItems, landlords, matches, outboxMessages, veterans } from '@server/db/schema';
import { makeLandlord, signedInAdmin } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { MATCH_REFERENCE_PATTERN } from '@shared/domain/match-reference';
import { eq } from 'drizzle-orm';

const noBenefits = { vash: false, giBill: false, disability: false, employment: false };
const answers = { zipCode: '12345', dischargeStatus: 'honorable', benefits: { ...noBenefits, vash: true } };
const contact = { name: 'Jordan Reyes', phone: '(518) 555-0142', email: 'Jordan@Example.org' };

describeApi('POST /api/match-requests', (ctx) => {
  const ids: Record<string, string> = {};
  const post = (payload: object) => ctx().app.inject({ method: 'POST', url: '/api/match-requests', payload });
  const counts = async () => ({
    veterans: (await ctx().handle.db.select().from(veterans)).length,
    matches: (await ctx().handle.db.select().from(matches)).length,
    outbox: (await ctx().handle.db.select().from(outboxMessages)).length,
  });
  const queued = (kind: string) =>
    ctx().handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind));

  beforeAll(async () => {
    const db = ctx().handle.db;
    ids.home = await insertTestHome(db, '12345', {
      acceptsVouchers: true,
      inspected: true,
      landlordId: (await makeLandlord(db)).landlordId,
    });
    ids.noVoucher = await insertTestHome(db, '12345');
    ids.filled = await insertTestHome(db, '12345', { acceptsVouchers: true, status: 'filled' });
    ids.far = await insertTestHome(db, '13202', { acceptsVouchers: true });
    ids.second = await insertTestHome(db, '12309', { acceptsVouchers: true });
  });

  it('saves the veteran and a pending match in one go, and answers without personal data', async () => {
    const response = await post({ propertyId: ids.home, ...answers, ...contact });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(MATCH_REFERENCE_PATTERN),
      message: 'The landlord will be notified and will reply within 48 hours.',
    });
    expect(response.body).not.toMatch(/Jordan|Reyes|555-0142|example\.org/i);

    const db = ctx().handle.db;
    const [match] = await db.select().from(matches).where(eq(matches.id, body.id));
    expect(match).toMatchObject({
      propertyId: ids.home,
      status: 'pending',
      origin: 'veteran_request',
      // the engine's score: same ZIP 35 + rent fit 10 (no budget known) + normal urgency 8
      score: 53,
      reason: 'accepts HUD-VASH; same ZIP code; rent $800',
    });
    const [veteran] = await db
      .select()
      .from(veterans)
      .where(eq(veterans.id, match?.veteranId ?? ''));
    expect(veteran).toMatchObject({
      name: 'Jordan Reyes',
      phone: '5185550142',
      email: 'jordan@example.org',
      zipCode: '12345',
      dischargeStatus: 'honorable',
      hasVoucher: true,
      giBill: false,
      source: 'housing_assessment',
    });
    const notices = await queued('match_request.created');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.payload).toEqual({ matchId: body.id, propertyId: ids.home });
    expect(match?.reference).toBe(body.reference);
    const confirmations = await queued('match_request.confirmation');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ recipientId: veteran?.id, payload: { matchId: body.id } });
  });

  it('waits in the operations inbox, named by veteran and street, until the housing team moves it', async () => {
    const db = ctx().handle.db;
    const home = await insertTestHome(db, '12345', { acceptsVouchers: true, address: '12 Inbox Rd' });
    const created = await post({ propertyId: home, ...answers, ...contact });
    expect(created.statusCode).toBe(201);
    const matchId = created.json().id;
    const [item] = await db.select().from(inboxItems).where(eq(inboxItems.subjectId, matchId));
    expect(item).toMatchObject({
      type: 'match_request',
      status: 'open',
      summary: 'Jordan R. · 12 Inbox Rd asks for this home',
    });
    const admin = await signedInAdmin(ctx());
    const listed = await ctx().app.inject({
      method: 'GET',
      url: '/api/admin/inbox?type=match_request',
      headers: { cookie: admin.cookie },
    });
    expect(listed.json().items.map((row: { id: string }) => row.id)).toContain(item?.id);
    const moved = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/housing-matches/${matchId}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'contacted' },
    });
    expect(moved.statusCode).toBe(200);
    const [done] = await db.select().from(inboxItems).where(eq(inboxItems.subjectId, matchId));
    expect(done?.status).toBe('done');
  });

  it('refuses the same person (same name, and phone or email) asking about the same home again, and writes nothing', async () => {
    const before = await counts();
    const samePhone = await post({
      propertyId: ids.home,
      ...answers,
      name: 'REYES, Jordan',
      phone: '+1 518.555.0142',
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().message).toBe(
      'You already asked about this home. The landlord will reply to you.',
    );
    const sameEmail = await post({
      propertyId: ids.home,
      ...answers,
      name: 'jordan reyes',
      email: 'JORDAN@example.org ',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('lets the same person ask about another home, and ask again once the landlord declined', async () => {
    const other = await post({ propertyId: ids.second, ...answers, ...contact });
    expect(other.statusCode).toBe(201);
    await ctx()
      .handle.db.update(matches)
      .set({ status: 'declined' })
      .where(eq(matches.propertyId, ids.second ?? ''));
    const again = await post({ propertyId: ids.second, ...answers, ...contact });
    expect(again.statusCode).toBe(201);
  });

  it('accepts a phone number alone or an email alone', async () => {
    const phoneOnly = await post({
      propertyId: ids.noVoucher,
      ...answers,
      benefits: noBenefits,
      name: 'Sam',
      phone: '5185550100',
    });
    expect(phoneOnly.statusCode).toBe(201);
    const emailOnly = await post({
      propertyId: ids.noVoucher,
      ...answers,
      benefits: noBenefits,
      name: 'Lee',
      phone: '',
      email: 'lee@example.org',
    });
    expect(emailOnly.statusCode).toBe(201);
  });

  it.each([
    [
      'a home that does not accept vouchers',
      'noVoucher',
      409,
      'This home does not fit your answers (does not accept HUD-VASH vouchers). Choose another home.',
    ],
    [
      'a home that is no longer available',
      'filled',
      409,
      'This home is no longer available. Choose another home from your matches.',
    ],
    [
      'a home too far away',
      'far',
      409,
      'This home does not fit your answers (more than 50 miles away). Choose another home.',
    ],
    ['an unknown home', 'unknown', 404, 'Property not found'],
  ])('refuses %s and writes nothing', async (_label, key, status, message) => {
    const before = await counts();
    const response = await post({
      propertyId: ids[key] ?? randomUUID(),
      ...answers,
      name: 'Pat',
      email: 'pat@example.org',
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
    expect(await counts()).toEqual(before);
  });
});

describeApi('POST /api/match-requests validation', (ctx) => {
  const valid = { propertyId: randomUUID(), ...answers, ...contact };
  const post = (payload: object) => ctx().app.inject({ method: 'POST', url: '/api/match-requests', payload });

  it.each([
    ['name', { name: ' ' }, 'Enter your name'],
    [
      'phone',
      { phone: '', email: '' },
      'Enter a phone number or an email address so the landlord can reach you',
    ],
    [
      'phone',
      { phone: undefined, email: undefined },
      'Enter a phone number or an email address so the landlord can reach you',
    ],
    ['phone', { phone: '555-01' }, 'Enter a 10-digit phone number, like 518-555-0142'],
    ['email', { email: 'jordan@' }, 'Enter a valid email address, like name@example.com'],
    ['propertyId', { propertyId: '42' }, 'Choose a home from your matches'],
    ['zipCode', { zipCode: 'abcde' }, 'Enter a 5-digit ZIP code'],
    ['dischargeStatus', { dischargeStatus: undefined }, 'Choose your discharge status'],
  ])('refuses a bad %s with its message', async (path, change, message) => {
    const response = await post({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, issues: [{ path, message }] });
  });

  it('refuses wrong types and unknown fields', async () => {
    const wrongType = await post({ ...valid, name: 7 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().issues[0].path).toBe('name');
    const unknown = await post({ ...valid, score: 100 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/score/);
  });
});

describeApi('POST /api/match-requests with a higher-tier landlord', (ctx) => {
  it('stores the score the search showed, landlord tier included', async () => {
    const db = ctx().handle.db;
    const { landlordId } = await makeLandlord(db);
    await db.update(landlords).set({ tier: 'plum' }).where(eq(landlords.id, landlordId));
    const home = await insertTestHome(db, '12345', { acceptsVouchers: true, landlordId });
    const search = await ctx().app.inject({ method: 'POST', url: '/api/find-matches', payload: answers });
    const shown = search.json().matches.find((m: { property: { id: string } }) => m.property.id === home);
    expect(shown.score).toBeGreaterThan(53); // a bronze landlord's home scores 53 (above)

    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/match-requests',
      payload: { propertyId: home, ...answers, ...contact },
    });
    expect(response.statusCode).toBe(201);
    const [match] = await db.select().from(matches).where(eq(matches.id, response.json().id));
    expect(match?.score).toBe(shown.score);
  });
});

describeApi('GET /api/match-requests/{reference}', (ctx) => {
  const get = (reference: string) =>
    ctx().app.inject({ method: 'GET', url: `/api/match-requests/${reference}` });

  it('tells whoever holds the reference where the request stands, with nothing personal', async () => {
    const db = ctx().handle.db;
    const home = await insertTestHome(db, '12345', { acceptsVouchers: true });
    const sent = (
      await ctx().app.inject({
        method: 'POST',
        url: '/api/match-requests',
        payload: { propertyId: home, ...answers, ...contact },
      })
    ).json();

    const first = await get(sent.reference);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({
      reference: sent.reference,
      propertyId: home,
      address: expect.any(String),
      status: 'pending',
      statusText: 'Sent. The landlord will reply to you within 48 hours.',
      sentAt: expect.any(String),
    });
    expect(first.body).not.toMatch(/Jordan|Reyes|555-0142|example\.org/i);

    await db.update(matches).set({ status: 'approved' }).where(eq(matches.id, sent.id));
    expect((await get(sent.reference)).json()).toMatchObject({
      status: 'approved',
      statusText: 'Approved. The landlord has your contact details and will reach out to you.',
    });
  });

  it('answers 404 for a reference nobody has and 400 for one that cannot be a reference', async () => {
    const unknown = await get('VH-2222AA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No request has this reference. Check it and try again.');
    const malformed = await get('RF-7K2Q9M');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Enter a reference like VH-7K2Q9M');
  });
});
