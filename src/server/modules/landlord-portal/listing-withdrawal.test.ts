import { matches, outboxMessages } from '@server/db/schema';
import { runMatchingEngine } from '@server/modules/housing-matches';
import { loginUser, makeLandlord } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import {
  clearHousing,
  housingActors,
  insertAnnouncedProposal,
  insertQueueVeteran,
  insertTestMatch,
} from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { LISTING_CLOSED_MATCH_REASON } from '@shared/domain/inventory';
import { eq } from 'drizzle-orm';

const statusPath = (id: string) => `/api/landlord/listings/${id}/status`;
const noBenefits = { vash: false, giBill: false, disability: false, employment: false };
const answers = { zipCode: '12345', dischargeStatus: 'honorable', benefits: { ...noBenefits, vash: true } };

describeApi('a paused or filled listing: its open matches closed, and it reaches no veteran', (ctx) => {
  const { actors, send, asLandlord } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const move = (id: string, status: string) => asLandlord('POST', statusPath(id), { status });
  const home = () => insertTestHome(db(), '12345', { landlordId: actors.landlordId, acceptsVouchers: true });
  const matchesOn = (propertyId: string) =>
    db().select().from(matches).where(eq(matches.propertyId, propertyId));

  beforeAll(async () => {
    await clearHousing(db());
  });

  it('closes the requests and proposals on a paused home, tells each veteran who asked, and keeps a placement', async () => {
    const id = await home();
    const asked = await send(
      'POST',
      '/api/match-requests',
      {},
      {
        propertyId: id,
        ...answers,
        name: 'Jordan Reyes',
        phone: '518-555-0142',
        email: 'jordan@example.org',
      },
    );
    expect(asked.statusCode).toBe(201);
    const { reference } = asked.json();
    const proposed = await insertQueueVeteran(db(), '12345', { name: 'Ana Engine', phone: '5185550111' });
    const placed = await insertQueueVeteran(db(), '12345', { name: 'Pat Placed', phone: '5185550122' });
    await insertAnnouncedProposal(db(), proposed, id, { status: 'contacted' });
    await db().insert(matches).values({
      veteranId: placed,
      propertyId: id,
      score: 80,
      reason: 'x',
      status: 'placed',
      origin: 'engine',
    });

    const response = await move(id, 'paused');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      matchesClosed: 2,
      listing: { status: 'paused', totalMatches: 1 },
    });

    const after = await matchesOn(id);
    expect(after.filter((m) => m.status === 'placed')).toHaveLength(1);
    const closed = after.filter((m) => m.status === 'declined');
    expect(closed).toHaveLength(2);
    for (const match of closed) {
      expect(match.declineReason).toBe(LISTING_CLOSED_MATCH_REASON.paused);
      expect(match.declinedAt).not.toBeNull();
    }
    // the veteran who asked is told, by message and on the request's status page; nobody else is
    const request = closed.find((m) => m.reference === reference);
    const notices = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'match_request.closed'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ status: 'queued', payload: { matchId: request?.id } });
    // the proposal its case worker and veteran were told of: they hear it is off
    const withdrawn = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'housing_match.withdrawn'));
    const proposal = closed.find((m) => m.veteranId === proposed);
    // each of them, on their own page
    expect(withdrawn.map((row) => (row.payload as { audience?: string }).audience).sort()).toEqual([
      'case_worker',
      'veteran',
    ]);
    for (const row of withdrawn) {
      expect(row).toMatchObject({ recipientId: proposed, payload: { matchId: proposal?.id } });
    }
    const status = await send('GET', `/api/match-requests/${reference}`);
    expect(status.json()).toMatchObject({
      status: 'declined',
      statusText: expect.stringContaining('Not going ahead'),
    });

    // the landlord's matches no longer list the closed ones
    const listed = await asLandlord('GET', `/api/landlord/matches?propertyId=${id}`);
    expect(listed.json().map((m: { status: string }) => m.status)).toEqual(['placed']);
  });

  it('closes open matches when a home is filled, with the filled reason', async () => {
    const id = await home();
    const veteranId = await insertQueueVeteran(db(), '12345', { phone: '5185550133' });
    await insertTestMatch(db(), veteranId, id, { reason: 'x', status: 'approved' });
    const response = await move(id, 'filled');
    expect(response.json().matchesClosed).toBe(1);
    const [match] = await matchesOn(id);
    expect(match).toMatchObject({ status: 'declined', declineReason: LISTING_CLOSED_MATCH_REASON.filled });
  });

  it('keeps a paused home out of the search, Request Match, the public list and the engine, until resumed', async () => {
    await clearHousing(db());
    const id = await home();
    await insertQueueVeteran(db(), '12345', { hasVoucher: true, phone: '5185550144' });
    expect((await move(id, 'paused')).statusCode).toBe(200);

    const found = await send('POST', '/api/find-matches', {}, answers);
    expect(found.json().matches.map((m: { property: { id: string } }) => m.property.id)).not.toContain(id);
    const asked = await send(
      'POST',
      '/api/match-requests',
      {},
      {
        propertyId: id,
        ...answers,
        name: 'Lee Paused',
        phone: '518-555-0155',
      },
    );
    expect(asked.statusCode).toBe(409);
    expect((await send('GET', '/api/properties')).body).not.toContain(id);
    expect((await runMatchingEngine(db())).matchesCreated).toBe(0);
    expect(await matchesOn(id)).toHaveLength(0);

    expect((await move(id, 'available')).statusCode).toBe(200);
    const again = await send('POST', '/api/find-matches', {}, answers);
    expect(again.json().matches.map((m: { property: { id: string } }) => m.property.id)).toContain(id);
    expect((await send('GET', '/api/properties')).body).toContain(id);
    expect((await runMatchingEngine(db())).matchesCreated).toBe(1);
    expect(await matchesOn(id)).toHaveLength(1);
  });

  it("lists one listing's matches for its owner, none for another landlord, and refuses a bad id", async () => {
    const id = await home();
    const veteranId = await insertQueueVeteran(db(), '12345', { phone: '5185550166' });
    await insertTestMatch(db(), veteranId, id, { reason: 'x', status: 'pending' });
    const own = await asLandlord('GET', `/api/landlord/matches?propertyId=${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['x-total-count']).toBe('1');
    expect(own.json()).toEqual([expect.objectContaining({ propertyId: id, status: 'pending' })]);

    const other = await makeLandlord(db());
    const cookie = await loginUser(ctx().app, other.email);
    const theirs = await send('GET', `/api/landlord/matches?propertyId=${id}`, { cookie });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    const bad = await asLandlord('GET', '/api/landlord/matches?propertyId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: 'propertyId', message: 'Unknown listing' });
  });
});
