import { auditEvents, matches, properties } from '@server/db/schema';
import { insertTestHome } from '@server/test/homes.fixtures';
import { clearHousing, housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { personStatusIn } from '@server/test/person-events.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describeApi('housing match workflow, list and analytics', (ctx) => {
  const { send, asAdmin, asLandlord } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const world = { veteranId: '', homeId: '', matchId: '' };

  beforeEach(async () => {
    await clearHousing(db());
    world.veteranId = await insertQueueVeteran(db(), '12207', {
      name: 'Riley Quinn',
      createdAt: hoursAgo(2),
    });
    world.homeId = await insertTestHome(db(), '12207', { unitsAvailable: 1, address: '7 Match St' });
    expect((await asAdmin('POST', '/api/housing-matches/run', {})).json()).toEqual({
      matchesCreated: 1,
      unmatched: [],
    });
    const [row] = await db().select().from(matches);
    world.matchId = row?.id ?? '';
  });
  const move = (body: unknown, id = world.matchId) => asAdmin('PATCH', `/api/housing-matches/${id}`, body);
  const status = (veteranId = world.veteranId) => personStatusIn(db(), veteranId);
  const home = async () => (await db().select().from(properties).where(eq(properties.id, world.homeId)))[0];

  it('lists matches to admins with the names, reason and notification time (set on delivery)', async () => {
    expect((await send('GET', '/api/housing-matches')).statusCode).toBe(401);
    expect((await asLandlord('GET', '/api/housing-matches')).statusCode).toBe(403);
    const response = await asAdmin('GET', '/api/housing-matches');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-total-count']).toBe('1');
    const [view] = response.json();
    expect(view).toMatchObject({
      id: world.matchId,
      veteranName: 'Riley Quinn',
      propertyAddress: '7 Match St',
      status: 'pending',
      origin: 'engine',
    });
    expect(view.matchReason).not.toBe('');
    // proposed, not yet told: the messages module sets the time when the notice is handed to the transport
    expect(view.veteranNotifiedAt).toBeNull();
    const notifiedAt = new Date('2026-03-02T10:00:00Z');
    await db().update(matches).set({ veteranNotifiedAt: notifiedAt }).where(eq(matches.id, world.matchId));
    const [notified] = (await asAdmin('GET', '/api/housing-matches')).json();
    expect(notified.veteranNotifiedAt).toBe(notifiedAt.toISOString());
  });

  it('moves pending → contacted → approved → placed and places the veteran in the home', async () => {
    expect((await move({ status: 'approved' })).statusCode).toBe(409);
    const contacted = await move({ status: 'contacted', adminNotes: 'Called the landlord' });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({ status: 'contacted', adminNotes: 'Called the landlord' });
    expect(contacted.json().contactedAt).not.toBeNull();
    expect((await move({ status: 'approved' })).json().approvedAt).not.toBeNull();
    const placed = await move({ status: 'placed' });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().placedAt).not.toBeNull();
    expect(await status()).toBe('moved_in');
    expect(await home()).toMatchObject({ unitsAvailable: 0, status: 'filled' });
    const audits = await db().select().from(auditEvents).where(eq(auditEvents.targetId, world.matchId));
    expect(audits.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        { from: 'approved', to: 'placed' },
        { from: 'pending', to: 'contacted' },
      ]),
    );
    // placed is final
    const again = await move({ status: 'declined', declineReason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A placed match cannot be moved to declined.');
  });

  it('needs a reason to decline and keeps it', async () => {
    const missing = await move({ status: 'declined' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: 'declineReason', message: 'Give a reason for declining this match' },
    ]);
    const declined = await move({ status: 'declined', declineReason: 'Veteran chose another city' });
    expect(declined.json()).toMatchObject({
      status: 'declined',
      declineReason: 'Veteran chose another city',
    });
    expect(declined.json().declinedAt).not.toBeNull();
    expect(await status()).toBe('waiting');
    expect((await home())?.unitsAvailable).toBe(1);
  });

  it('answers 404 for an unknown match, 400 for a bad id, 401/403 without the admin session', async () => {
    expect((await move({ status: 'contacted' }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await move({ status: 'contacted' }, 'nope')).statusCode).toBe(400);
    expect((await move({ status: 'pending' })).statusCode).toBe(400);
    const url = `/api/housing-matches/${world.matchId}`;
    expect((await send('PATCH', url, {}, { status: 'contacted' })).statusCode).toBe(401);
    expect((await asLandlord('PATCH', url, { status: 'contacted' })).statusCode).toBe(403);
  });

  it('refuses a placement when no unit is left, and changes nothing', async () => {
    await move({ status: 'contacted' });
    await move({ status: 'approved' });
    await db().update(properties).set({ unitsAvailable: 0 }).where(eq(properties.id, world.homeId));
    const placed = await move({ status: 'placed' });
    expect(placed.statusCode).toBe(409);
    expect(await status()).toBe('accepted');
    const [row] = await db().select().from(matches).where(eq(matches.id, world.matchId));
    expect(row?.status).toBe('approved');
  });

  it("declines the veteran's other open matches once placed", async () => {
    const other = await insertTestHome(db(), '12208');
    const [request] = await db()
      .insert(matches)
      .values({
        veteranId: world.veteranId,
        propertyId: other,
        score: 60,
        reason: 'asked',
        origin: 'veteran_request',
      })
      .returning({ id: matches.id });
    await move({ status: 'contacted' });
    await move({ status: 'approved' });
    expect((await move({ status: 'placed' })).statusCode).toBe(200);
    const [closed] = await db()
      .select()
      .from(matches)
      .where(eq(matches.id, request?.id ?? ''));
    expect(closed).toMatchObject({ status: 'declined', declineReason: 'Veteran placed in another home' });
  });

  it('decides two placements of one match at once one after the other', async () => {
    await db().update(properties).set({ unitsAvailable: 3 }).where(eq(properties.id, world.homeId));
    await move({ status: 'contacted' });
    await move({ status: 'approved' });
    const codes = (await Promise.all([move({ status: 'placed' }), move({ status: 'placed' })])).map(
      (response) => response.statusCode,
    );
    expect(codes.sort()).toEqual([200, 409]);
    expect((await home())?.unitsAvailable).toBe(2);
  });

  it('gives the last unit of a home to one of two matches placed at once', async () => {
    const rival = await insertQueueVeteran(db(), '12207');
    const [other] = await db()
      .insert(matches)
      .values({
        veteranId: rival,
        propertyId: world.homeId,
        score: 50,
        reason: 'asked',
        origin: 'veteran_request',
      })
      .returning({ id: matches.id });
    const otherId = other?.id ?? '';
    for (const id of [world.matchId, otherId]) {
      await move({ status: 'contacted' }, id);
      await move({ status: 'approved' }, id);
    }
    const responses = await Promise.all([move({ status: 'placed' }), move({ status: 'placed' }, otherId)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await home()).toMatchObject({ unitsAvailable: 0, status: 'filled' });
    const placedVeterans = [await status(), await status(rival)].filter((s) => s === 'moved_in');
    expect(placedVeterans).toHaveLength(1);
  });

  it('computes the success rate and the real median time from intake to first match', async () => {
    expect((await send('GET', '/api/housing-matches/analytics')).statusCode).toBe(401);
    const second = await insertQueueVeteran(db(), '12208', { createdAt: hoursAgo(4) });
    const otherHome = await insertTestHome(db(), '12208');
    await db().insert(matches).values({
      veteranId: second,
      propertyId: otherHome,
      score: 70,
      reason: 'r',
      origin: 'engine',
      status: 'placed',
    });
    // a notice counts as sent once delivered (modules/messages sets veteran_notified_at), not when proposed
    const undelivered = await asAdmin('GET', '/api/housing-matches/analytics');
    expect(undelivered.json().notificationsSent).toBe(0);
    await db().update(matches).set({ veteranNotifiedAt: new Date() }).where(eq(matches.id, world.matchId));
    const response = await asAdmin('GET', '/api/housing-matches/analytics');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      totalMatches: 2,
      pendingMatches: 1,
      successfulPlacements: 1,
      successRate: 50,
      notificationsSent: 1,
      matchesByStatus: { pending: 1, contacted: 0, approved: 0, placed: 1, declined: 0 },
    });
    // intake 2 h and 4 h before their first match: median 3 h
    expect(body.medianMinutesToMatch).toBeGreaterThan(175);
    expect(body.medianMinutesToMatch).toBeLessThan(185);
  });

  it('answers a success rate of 0 and no median when there are no matches', async () => {
    await clearHousing(db());
    const body = (await asAdmin('GET', '/api/housing-matches/analytics')).json();
    expect(body).toMatchObject({ totalMatches: 0, successRate: 0, medianMinutesToMatch: null });
  });
});
