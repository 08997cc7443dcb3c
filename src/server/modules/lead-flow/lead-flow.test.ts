import { auditEvents, landlords, matches } from '@server/db/schema';
import { loginUser, makeAdmin, makeLandlord, signedInAdmin } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describeApi('lead flow dashboard API', (ctx) => {
  const world = {
    adminCookie: '',
    landlordCookie: '',
    m1Created: daysAgo(1),
    m2Created: daysAgo(6),
    m3Created: daysAgo(2),
  };
  const get = (url: string, cookie = world.adminCookie) =>
    ctx().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    const { db } = ctx().handle;
    const admin = await makeAdmin(db);
    const landlord = await makeLandlord(db); // bronze, created now
    world.adminCookie = await loginUser(ctx().app, admin.username);
    world.landlordCookie = await loginUser(ctx().app, landlord.email);
    const lead = (name: string, tier: string, days: number) =>
      db
        .insert(landlords)
        .values({ name, email: `${tier}@example.com`, tier, createdAt: daysAgo(days) })
        .returning({ id: landlords.id });
    const [[green], [plum]] = await Promise.all([
      lead('Green Homes LLC', 'green', 2),
      lead('Plum Rentals', 'plum', 10),
      lead('Champion Housing', 'impact-champion', 200),
      lead('Teal Apartments', 'teal', 60),
    ]);
    const p1 = await insertTestHome(db, '12207', {
      landlordId: green?.id,
      address: '1 Green St',
      createdAt: daysAgo(1),
    });
    const p2 = await insertTestHome(db, '12208', {
      landlordId: plum?.id,
      address: '2 Plum St',
      unitsAvailable: 0,
      status: 'filled',
      createdAt: daysAgo(5),
    });
    const p4 = await insertTestHome(db, '12209', { address: '4 Nobody Rd', createdAt: daysAgo(3) });
    const v1 = await insertQueueVeteran(db, '12207', { name: 'Jamie Lee Fox', createdAt: daysAgo(1) });
    const v2 = await insertQueueVeteran(db, '12208', {
      name: 'Pat Doe',
      source: 'referral',
      createdAt: daysAgo(2),
    });
    const v3 = await insertQueueVeteran(db, '12209', { name: 'Riley Quinn', createdAt: daysAgo(40) });
    const base = { score: 80, reason: 'test' };
    await db.insert(matches).values([
      {
        ...base,
        veteranId: v1,
        propertyId: p1,
        origin: 'engine',
        veteranNotifiedAt: world.m1Created,
        createdAt: world.m1Created,
      },
      {
        ...base,
        veteranId: v3,
        propertyId: p2,
        origin: 'engine',
        status: 'placed',
        veteranNotifiedAt: world.m2Created,
        placedAt: daysAgo(4),
        createdAt: world.m2Created,
      },
      { ...base, veteranId: v2, propertyId: p4, origin: 'veteran_request', createdAt: world.m3Created },
    ]);
  });

  const thisMonth = () => {
    const now = new Date();
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    return [world.m1Created, world.m2Created, world.m3Created].filter((d) => d.getTime() >= start).length;
  };

  it('is for admins only', async () => {
    for (const path of [
      '/api/dashboard/flow-metrics',
      '/api/dashboard/drill-down?node=landlords',
      '/api/dashboard/export',
    ]) {
      expect((await get(path, '')).statusCode).toBe(401);
      expect((await get(path, world.landlordCookie)).statusCode).toBe(403);
    }
  });

  it('counts the last week across every tier, with conversions as fractions', async () => {
    const response = await get('/api/dashboard/flow-metrics?period=week');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      period: 'week',
      tier: 'all',
      landlords: { total: 2 },
      listings: { total: 3, matched: 3, available: 2 },
      matches: { total: 3, thisMonth: thisMonth(), successfulPlacements: 1, pendingNotifications: 1 },
      veterans: { total: 2, activeIntake: 1 },
      conversionRates: {
        landlordSignupToListing: 0.5,
        listingToFirstMatch: 1,
        veteranIntakeToMatch: 1,
        matchToPlacement: 0.3333,
      },
      tierUpgrades: { bronze: 1, green: 1, teal: 0, plum: 0, impactChampion: 0 },
      funnel: {
        landlords: { signedUp: 2, listed: 1, matched: 1, upgraded: 1 },
        veterans: { registered: 2, intakeComplete: 1, notified: 1, placed: 0 },
      },
    });
  });

  it('follows one cohort through each funnel: no stage counts more than the stage before', async () => {
    // the landlord funnel counts landlords (not their listings); a placed veteran counts as told of the match
    const year = (await get('/api/dashboard/flow-metrics?period=year')).json();
    expect(year.listings.total).toBe(3);
    expect(year.funnel).toEqual({
      landlords: { signedUp: 5, listed: 2, matched: 2, upgraded: 4 },
      veterans: { registered: 3, intakeComplete: 2, notified: 2, placed: 1 },
    });
  });

  it('defaults to the last month and limits the landlord side to one tier', async () => {
    const all = (await get('/api/dashboard/flow-metrics')).json();
    expect(all.period).toBe('month');
    expect(all.landlords.total).toBe(3);
    const plum = (await get('/api/dashboard/flow-metrics?tier=plum')).json();
    expect(plum).toMatchObject({
      landlords: { total: 1 },
      listings: { total: 1, matched: 1, available: 0 },
      matches: { total: 1, successfulPlacements: 1, pendingNotifications: 0 },
      conversionRates: { landlordSignupToListing: 1, matchToPlacement: 1 },
      tierUpgrades: { plum: 1, bronze: 0 },
    });
    const year = (await get('/api/dashboard/flow-metrics?period=year')).json();
    expect(year.tierUpgrades).toEqual({ bronze: 1, green: 1, teal: 1, plum: 1, impactChampion: 1 });
  });

  it('refuses unknown filters with a message', async () => {
    const response = await get('/api/dashboard/flow-metrics?period=decade');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose a period: week, month, quarter or year');
    const node = await get('/api/dashboard/drill-down?node=everything');
    expect(node.json().message).toBe('Choose a pipeline step');
  });

  it('lists the landlords behind the node with their tiers, newest first', async () => {
    const response = await get('/api/dashboard/drill-down?node=landlords&period=month');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.title).toBe('Landlords · Last 30 days');
    expect(body.rows.map((r: { label: string }) => r.label)).toEqual([
      'Pat Landlord',
      'Green Homes LLC',
      'Plum Rentals',
    ]);
    expect(body.rows[1].detail).toBe('Green Landlord · 1 listing');
    const upgrades = (await get('/api/dashboard/drill-down?node=tier-upgrades&period=year')).json();
    expect(upgrades.total).toBe(4);
  });

  it('shows veterans and placements without contact details', async () => {
    const veterans = (await get('/api/dashboard/drill-down?node=veterans&period=week')).json();
    expect(veterans.rows.map((r: { label: string }) => r.label)).toEqual(['Jamie F.', 'Pat D.']);
    expect(veterans.rows[1].detail).toBe('ZIP 12208 · Normal urgency · Partner referral');
    const text = JSON.stringify(veterans);
    expect(text).not.toContain('5185550199');
    expect(text).not.toContain('@');
    const placements = (await get('/api/dashboard/drill-down?node=placements&period=month')).json();
    expect(placements.rows).toEqual([
      {
        id: expect.any(String),
        label: 'Riley Q. → 2 Plum St',
        detail: 'Placed · score 80%',
        date: expect.any(String),
      },
    ]);
    const matched = (await get('/api/dashboard/drill-down?node=matched-properties&period=week')).json();
    expect(matched.total).toBe(3);
  });

  it('exports the report as CSV and audits the export', async () => {
    const response = await get('/api/dashboard/export?period=week');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="lead-flow-week-all-/);
    expect(response.body).toContain('Section,Metric,Value');
    expect(response.body).toContain('"Conversion","Match to placement","33.3%"');
    const audits = await ctx()
      .handle.db.select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'lead_flow.exported'));
    expect(audits).toHaveLength(1);
  });
});

describeApi('lead flow placements', (ctx) => {
  let cookie = '';
  beforeAll(async () => {
    cookie = (await signedInAdmin(ctx())).cookie;
  });

  it('reports zeros for a period without any records', async () => {
    const get = (url: string) => ctx().app.inject({ method: 'GET', url, headers: { cookie } });
    const empty = (await get('/api/dashboard/flow-metrics?period=week&tier=teal')).json();
    expect(empty).toMatchObject({
      landlords: { total: 0 },
      listings: { total: 0, matched: 0, available: 0 },
      matches: { total: 0, thisMonth: 0, successfulPlacements: 0, pendingNotifications: 0 },
      veterans: { total: 0, activeIntake: 0 },
      conversionRates: {
        landlordSignupToListing: 0,
        listingToFirstMatch: 0,
        veteranIntakeToMatch: 0,
        matchToPlacement: 0,
      },
      tierUpgrades: { bronze: 0, green: 0, teal: 0, plum: 0, impactChampion: 0 },
    });
    const drill = (await get('/api/dashboard/drill-down?node=listings&period=week')).json();
    expect(drill).toMatchObject({ total: 0, rows: [] });
  });

  it('counts a placement in the period it happened, however old the match', async () => {
    const { db } = ctx().handle;
    const veteranId = await insertQueueVeteran(db, '12207', { createdAt: daysAgo(60) });
    const propertyId = await insertTestHome(db, '12207', { createdAt: daysAgo(60) });
    await db.insert(matches).values({
      veteranId,
      propertyId,
      score: 70,
      reason: 'test',
      origin: 'engine',
      status: 'placed',
      createdAt: daysAgo(45),
      placedAt: daysAgo(2),
    });
    const week = await ctx().app.inject({
      method: 'GET',
      url: '/api/dashboard/flow-metrics?period=week',
      headers: { cookie },
    });
    expect(week.json().matches).toMatchObject({ total: 0, successfulPlacements: 1 });
    expect(week.json().conversionRates.matchToPlacement).toBe(0);
  });
});
