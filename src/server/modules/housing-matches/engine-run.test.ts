import { withTransaction } from '@server/db/client';
import { matches, outboxMessages, properties, referrals, veterans } from '@server/db/schema';
import { insertTestHome } from '@server/test/homes.fixtures';
import { clearHousing, housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { appendStory, personStatusIn } from '@server/test/person-events.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { adminPersonEventsPath } from '@shared/contracts/person-events';
import { PLACEMENTS_PATH } from '@shared/contracts/placements';
import { eq, sql } from 'drizzle-orm';
import { runMatchingEngine } from './engine-run';
import { placeVeteranInHome } from './index';

const RUN = '/api/housing-matches/run';
const everything = { acceptsVouchers: true, accessible: true, allowsPets: true } as const;

describeApi('matching engine run through the database', (ctx) => {
  const { actors, send, asAdmin, asLandlord, asPartner } = housingActors(ctx);
  const db = () => ctx().handle.db;
  beforeEach(() => clearHousing(db()));
  const run = async () => {
    const response = await asAdmin('POST', RUN, {});
    expect(response.statusCode).toBe(200);
    return (response.json() as { matchesCreated: number }).matchesCreated;
  };
  const allMatches = () => db().select().from(matches);

  it('is for admins only: 401 without a session or with a partner token, 403 for a landlord', async () => {
    expect((await send('POST', RUN, {}, {})).statusCode).toBe(401);
    expect((await asPartner('POST', RUN, {})).statusCode).toBe(401);
    expect((await asLandlord('POST', RUN, {})).statusCode).toBe(403);
    expect((await asAdmin('POST', RUN, { extra: 1 })).statusCode).toBe(400);
  });

  it('never breaks a hard rule: voucher, accessibility, pets, budget, availability, distance', async () => {
    await insertQueueVeteran(db(), '12207', { hasVoucher: true });
    await insertQueueVeteran(db(), '12207', { requiresAccessibility: true });
    await insertQueueVeteran(db(), '12207', { hasPet: true });
    await insertQueueVeteran(db(), '12207', { maxRentCents: 50_000 });
    // $800 a room, no features: fails each need above
    await insertTestHome(db(), '12207');
    // fits everyone but is not available, or is across the country
    await insertTestHome(db(), '12207', { ...everything, rentPerRoomCents: 40_000, status: 'filled' });
    await insertTestHome(db(), '12207', { ...everything, rentPerRoomCents: 40_000, unitsAvailable: 0 });
    await insertTestHome(db(), '90210', { ...everything, rentPerRoomCents: 40_000, unitsAvailable: 9 });
    expect(await run()).toBe(0);
    expect(await allMatches()).toHaveLength(0);

    const fitting = await insertTestHome(db(), '12208', {
      ...everything,
      rentPerRoomCents: 45_000,
      unitsAvailable: 4,
    });
    expect(await run()).toBe(4);
    const rows = await allMatches();
    expect(rows.every((row) => row.propertyId === fitting)).toBe(true);
    expect(rows.every((row) => row.origin === 'engine' && row.status === 'pending')).toBe(true);
  });

  it('respects capacity, serves the most urgent first and writes each notice to the outbox', async () => {
    const low = await insertQueueVeteran(db(), '12207', { urgency: 'low' });
    const critical = await insertQueueVeteran(db(), '12207', { urgency: 'critical' });
    const high = await insertQueueVeteran(db(), '12207', { urgency: 'high' });
    const home = await insertTestHome(db(), '12207', { unitsAvailable: 2, acceptsVouchers: true });
    expect(await run()).toBe(2);
    const rows = await allMatches();
    expect(rows.map((row) => row.veteranId).sort()).toEqual([critical, high].sort());
    // told only on delivery (modules/messages), not when proposed
    expect(rows.every((row) => row.veteranNotifiedAt === null && row.reason.length > 0)).toBe(true);
    expect(rows.every((row) => row.score >= 0 && row.score <= 100)).toBe(true);
    const notices = await db().select().from(outboxMessages);
    // each concerned, each to their own page: the veteran and their case worker
    expect(
      notices.map((n) => `${n.recipientId} ${(n.payload as { audience?: string }).audience}`).sort(),
    ).toEqual([critical, high].flatMap((id) => [`${id} case_worker`, `${id} veteran`]).sort());
    expect(notices.every((n) => n.kind === 'housing_match.veteran_notice')).toBe(true);

    // both units are held by open matches: the low-urgency veteran still waits
    expect(await run()).toBe(0);
    expect(rows.some((row) => row.veteranId === low)).toBe(false);
    const [after] = await db().select().from(properties).where(eq(properties.id, home));
    expect(after?.unitsAvailable).toBe(2);
  });

  it('proposes nothing new on a second run for the same veterans', async () => {
    for (const zip of ['12207', '12208', '12209']) await insertQueueVeteran(db(), zip);
    await insertTestHome(db(), '12207', { unitsAvailable: 5 });
    await insertTestHome(db(), '12210', { unitsAvailable: 5 });
    expect(await run()).toBe(3);
    expect(await run()).toBe(0);
    expect(await allMatches()).toHaveLength(3);
  });

  it('creates no duplicates when two runs start at once', async () => {
    for (let i = 0; i < 12; i++) await insertQueueVeteran(db(), i % 2 ? '12207' : '12208');
    await insertTestHome(db(), '12207', { unitsAvailable: 6 });
    await insertTestHome(db(), '12208', { unitsAvailable: 4 });
    const [a, b] = await Promise.all([run(), run()]);
    expect((a ?? 0) + (b ?? 0)).toBe(10);
    const rows = await allMatches();
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.veteranId)).size).toBe(10);
    const perHome = await db()
      .select({ propertyId: matches.propertyId, n: sql<number>`count(*)::int` })
      .from(matches)
      .groupBy(matches.propertyId);
    expect(perHome.map((row) => row.n).sort()).toEqual([4, 6]);
  });

  it('skips veterans no longer looking by their status, veterans with an open match and other sources', async () => {
    // offered a household, accepted it, housed, gone quiet, left: each through the timeline's write path
    const stories = [
      ['identified', { type: 'offered', details: { offerKind: 'household' } }],
      ['identified', 'offered', 'offer_decided'],
      ['identified', 'moved_in'],
      ['identified', 'inactive'],
      ['identified', 'exited'],
    ] as const;
    for (const story of stories) await appendStory(db(), await insertQueueVeteran(db(), '12207'), story);
    await insertQueueVeteran(db(), '12207', { source: 'co_living' });
    const requested = await insertQueueVeteran(db(), '12207');
    const home = await insertTestHome(db(), '12207', { unitsAvailable: 5 });
    await db().insert(matches).values({
      veteranId: requested,
      propertyId: home,
      score: 50,
      reason: 'asked',
      origin: 'veteran_request',
    });
    expect((await runMatchingEngine(db())).matchesCreated).toBe(0);
  });

  it('never proposes a home again that was declined for that veteran', async () => {
    const veteran = await insertQueueVeteran(db(), '12207');
    const first = await insertTestHome(db(), '12207');
    expect(await run()).toBe(1);
    const [match] = await allMatches();
    expect(match?.propertyId).toBe(first);
    const declined = await asAdmin('PATCH', `/api/housing-matches/${match?.id}`, {
      status: 'declined',
      declineReason: 'Landlord did not answer',
    });
    expect(declined.statusCode).toBe(200);
    await run();
    const open = (await allMatches()).filter((row) => row.status !== 'declined');
    expect(open.every((row) => row.propertyId !== first)).toBe(true);
    expect(await personStatusIn(db(), veteran)).toBe('waiting');
  });

  it('proposes to a referred veteran: a referral is not a home', async () => {
    await appendStory(db(), await insertQueueVeteran(db(), '12207'), ['identified', 'referred']);
    await insertTestHome(db(), '12207');
    expect(await run()).toBe(1);
  });

  it('never proposes a home to a veteran a partner placed in a home outside our listings', async () => {
    const veteranId = await insertQueueVeteran(db(), '12207', { organizationId: actors.partnerOrgId });
    const [referral] = await db()
      .insert(referrals)
      .values({ organizationId: actors.partnerOrgId, veteranId, source: 'test', status: 'in_progress' })
      .returning({ id: referrals.id });
    const placed = await asPartner('POST', PLACEMENTS_PATH, {
      vsoId: actors.partnerOrgId,
      referralId: referral?.id,
      propertyAddress: '9 Outside Rd, Troy, NY',
      placementDate: new Date().toISOString().slice(0, 10),
      monthlyRent: 1100,
    });
    expect(placed.statusCode).toBe(201);
    expect(await personStatusIn(db(), veteranId)).toBe('moved_in');
    await insertTestHome(db(), '12207', { unitsAvailable: 3 });
    expect(await run()).toBe(0);
    expect(await allMatches()).toHaveLength(0);
  });

  it('proposes again to a veteran who returned to homelessness after a move-in', async () => {
    const veteranId = await insertQueueVeteran(db(), '12207');
    const first = await insertTestHome(db(), '12207');
    const movedIn = new Date(Date.now() - 60_000);
    await withTransaction(db(), (tx) =>
      placeVeteranInHome(tx, {
        veteranId,
        propertyId: first,
        now: movedIn,
        recordedBy: { kind: 'system', id: null },
      }),
    );
    const next = await insertTestHome(db(), '12208');
    expect(await run()).toBe(0);
    const back = await asAdmin('POST', adminPersonEventsPath(veteranId), {
      type: 'returned',
      from: 'from_housing',
    });
    expect(back.statusCode).toBe(201);
    expect(back.json().status).toBe('waiting');
    expect(await run()).toBe(1);
    const [proposal] = (await allMatches()).filter((row) => row.origin === 'engine');
    expect(proposal).toMatchObject({ veteranId, propertyId: next, status: 'pending' });
  });

  it("offers the veteran's next-best home in the run after a decline", async () => {
    await insertQueueVeteran(db(), '12207');
    const nearest = await insertTestHome(db(), '12207');
    const nextBest = await insertTestHome(db(), '12208');
    expect(await run()).toBe(1);
    const [match] = await allMatches();
    expect(match?.propertyId).toBe(nearest);
    await asAdmin('PATCH', `/api/housing-matches/${match?.id}`, {
      status: 'declined',
      declineReason: 'Landlord did not answer',
    });
    expect(await run()).toBe(1);
    const open = (await allMatches()).filter((row) => row.status === 'pending');
    expect(open.map((row) => row.propertyId)).toEqual([nextBest]);
  });

  it('explains who it left waiting, counted by the first reason', async () => {
    await insertQueueVeteran(db(), '99501'); // Anchorage: no home within 50 miles
    await insertQueueVeteran(db(), '12207', { hasVoucher: true });
    await insertQueueVeteran(db(), '12207', { hasVoucher: true, requiresAccessibility: true });
    await insertQueueVeteran(db(), '12207', { hasPet: true });
    await insertQueueVeteran(db(), '12207', { hasPet: true });
    await insertQueueVeteran(db(), '12207', { maxRentCents: 30_000 });
    await insertQueueVeteran(db(), '12207', { urgency: 'low' });
    await insertQueueVeteran(db(), '12207', { urgency: 'critical' });
    // $800 a room; takes vouchers but is not accessible and allows no pets; one unit
    await insertTestHome(db(), '12207', { acceptsVouchers: true });
    const response = await asAdmin('POST', RUN, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      matchesCreated: 1,
      unmatched: [
        { reason: 'no_home_in_reach', count: 1 },
        { reason: 'no_accessible_home', count: 1 },
        { reason: 'no_pet_friendly_home', count: 2 },
        { reason: 'over_budget', count: 1 },
        { reason: 'taken_by_others', count: 2 },
      ],
    });
    const [match] = await allMatches();
    const [served] = await db()
      .select()
      .from(veterans)
      .where(eq(veterans.id, match?.veteranId ?? ''));
    expect(served?.urgency).toBe('critical');
  });

  it('says when a home was declined for the veteran before, and that no home accepts their voucher', async () => {
    await insertQueueVeteran(db(), '12207');
    await insertTestHome(db(), '12207');
    expect(await run()).toBe(1);
    const [match] = await allMatches();
    await asAdmin('PATCH', `/api/housing-matches/${match?.id}`, { status: 'declined', declineReason: 'No' });
    await insertQueueVeteran(db(), '12208', { hasVoucher: true });
    const response = await asAdmin('POST', RUN, {});
    expect(response.json()).toEqual({
      matchesCreated: 0,
      unmatched: [
        { reason: 'no_voucher_home', count: 1 },
        { reason: 'declined_before', count: 1 },
      ],
    });
  });

  it('reports the time of each phase', async () => {
    await insertQueueVeteran(db(), '12207');
    await insertTestHome(db(), '12207');
    const result = await runMatchingEngine(db());
    expect(result.matchesCreated).toBe(1);
    expect(Object.keys(result.timings).sort()).toEqual(['assignMs', 'readMs', 'writeMs']);
  });
});
