import { auditEvents } from '@server/db/schema';
import { bearer, loginPartner } from '@server/test/accounts.fixtures';
import { SECRET } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import {
  MAP_DATA_TYPE_MESSAGE,
  MAP_DATA_TYPES,
  TIME_FRAME_MESSAGE,
  TIME_FRAMES,
} from '@shared/contracts/admin-oversight';
import { and, eq, like } from 'drizzle-orm';
import {
  buildNetworkWorld,
  daysAgo,
  EXPECTED_TOTALS,
  LEAD_FLOW_PERIOD,
  type NetworkWorld,
} from './admin-oversight.fixtures';
import { NO_SIGN_IN_MESSAGE } from './organizations';

type Method = 'GET' | 'POST' | 'PATCH';
const ZERO = {
  veteranReferrals: 0,
  urgentReferrals: 0,
  landlordLeads: 0,
  availableUnits: 0,
  successfulMatches: 0,
};
const NOBODY = '00000000-0000-4000-8000-000000000000';

describeApi('admin oversight API', (ctx) => {
  let world: NetworkWorld;
  beforeAll(async () => {
    world = await buildNetworkWorld(ctx());
  });
  const send = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
    ctx().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const asAdmin = (method: Method, url: string, payload?: object) =>
    send(method, url, { cookie: world.adminCookie }, payload);
  const get = async (url: string) => {
    const response = await asAdmin('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const auditsOf = (action: string) =>
    ctx().handle.db.select().from(auditEvents).where(eq(auditEvents.action, action));

  it('is for admins only, checked before the input', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/api/admin/overview?timeFrame=oops'],
      ['GET', '/api/admin/map-data?type=oops'],
      ['GET', '/api/admin/export?timeFrame=oops'],
      ['GET', '/api/admin/organizations?state=oops'],
      ['GET', '/api/admin/audit-events?actorType=oops'],
      ['PATCH', `/api/admin/organizations/${NOBODY}`, { integrationTier: 99 }],
      ['POST', '/api/admin/organizations/not-an-id/invite', {}],
    ];
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, {}, payload)).statusCode, url).toBe(401);
      expect((await send(method, url, bearer(world.partnerToken), payload)).statusCode, url).toBe(401);
      expect((await send(method, url, { cookie: world.landlordCookie }, payload)).statusCode, url).toBe(403);
      expect((await asAdmin(method, url, payload)).statusCode, url).toBe(400);
    }
  });

  it('refuses an unknown time frame or data type with the allowed values', async () => {
    for (const path of ['overview', 'map-data', 'export']) {
      const frame = await asAdmin('GET', `/api/admin/${path}?timeFrame=14`);
      expect(frame.statusCode).toBe(400);
      expect(frame.json().message).toBe(TIME_FRAME_MESSAGE);
      expect(frame.json().message).toContain('7, 30, 90, 365, all');
    }
    for (const path of ['map-data', 'export']) {
      const type = await asAdmin('GET', `/api/admin/${path}?type=people`);
      expect(type.json()).toMatchObject({ message: MAP_DATA_TYPE_MESSAGE });
      expect(type.json().message).toContain('all, veterans, landlords, matches');
    }
    expect((await asAdmin('GET', '/api/admin/overview?type=all')).statusCode).toBe(400);
  });

  it('counts the network in every time frame, 30 days by default', async () => {
    for (const timeFrame of TIME_FRAMES) {
      const body = await get(`/api/admin/overview?timeFrame=${timeFrame}`);
      const expected = EXPECTED_TOTALS[timeFrame];
      expect(body, timeFrame).toMatchObject({ timeFrame, ...expected });
      expect(body.conversionRate).toBe(
        Math.round((expected.totalPlacements / expected.totalMatchOpportunities) * 10_000) / 10_000,
      );
      expect(body.since === null).toBe(timeFrame === 'all');
    }
    const month = await get('/api/admin/overview');
    expect(month).toMatchObject({ timeFrame: '30', ...EXPECTED_TOTALS['30'], conversionRate: 0.5 });
    expect(month.geographicCoverage).toEqual({
      statesActive: 1,
      citiesActive: 2,
      topMarkets: [
        { city: 'Albany', state: 'NY', veteranReferrals: 2, landlordLeads: 2, matchPotential: 1 },
        { city: 'New York', state: 'NY', veteranReferrals: 0, landlordLeads: 0, matchPotential: 1 },
      ],
    });
    const all = await get('/api/admin/overview?timeFrame=all');
    expect(all.geographicCoverage).toMatchObject({ statesActive: 2, citiesActive: 3 });
    expect(all.geographicCoverage.topMarkets.map((m: { city: string }) => m.city)).toEqual([
      'Albany',
      'Los Angeles',
      'New York',
    ]);
  });

  it('agrees with the lead-flow dashboard on matches, placements and the placement success rate', async () => {
    for (const [timeFrame, period] of Object.entries(LEAD_FLOW_PERIOD)) {
      const overview = await get(`/api/admin/overview?timeFrame=${timeFrame}`);
      const flow = await get(`/api/dashboard/flow-metrics?period=${period}`);
      expect(overview.totalMatchOpportunities, period).toBe(flow.matches.total);
      expect(overview.totalPlacements, period).toBe(flow.matches.successfulPlacements);
      expect(overview.conversionRate, period).toBe(flow.conversionRates.matchToPlacement);
      // landlord leads: the 'Offer Housing' leads plus the landlords the dashboard counts
      expect(overview.totalLandlordLeads - flow.landlords.total, period).toBe(timeFrame === '365' ? 2 : 1);
    }
  });

  it('answers one row per ZIP with its place, narrowed by the data type', async () => {
    const month = await get('/api/admin/map-data');
    expect(month).toMatchObject({ timeFrame: '30', type: 'all' });
    expect(month.rows).toEqual([
      {
        id: '12207',
        zipCode: '12207',
        city: 'Albany',
        state: 'NY',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        metadata: { ...ZERO, veteranReferrals: 2, urgentReferrals: 1, landlordLeads: 1 },
      },
      expect.objectContaining({
        zipCode: '12208',
        metadata: { ...ZERO, landlordLeads: 1, availableUnits: 2 },
      }),
      expect.objectContaining({
        zipCode: '10001',
        city: 'New York',
        metadata: { ...ZERO, availableUnits: 1, successfulMatches: 1 },
      }),
    ]);
    const zips = async (query: string) =>
      (await get(`/api/admin/map-data?${query}`)).rows.map((row: { zipCode: string; metadata: object }) => [
        row.zipCode,
        row.metadata,
      ]);
    expect(await zips('type=veterans')).toEqual([
      ['12207', { ...ZERO, veteranReferrals: 2, urgentReferrals: 1 }],
    ]);
    expect(await zips('type=landlords')).toEqual([
      ['12207', { ...ZERO, landlordLeads: 1 }],
      ['12208', { ...ZERO, landlordLeads: 1, availableUnits: 2 }],
      ['10001', { ...ZERO, availableUnits: 1 }],
    ]);
    expect(await zips('type=matches')).toEqual([['10001', { ...ZERO, successfulMatches: 1 }]]);
    expect(await zips('timeFrame=7&type=veterans')).toEqual([
      ['12207', { ...ZERO, veteranReferrals: 1, urgentReferrals: 1 }],
    ]);
    expect(await zips('timeFrame=all')).toEqual([
      ['90001', { ...ZERO, veteranReferrals: 2, landlordLeads: 1, successfulMatches: 1 }],
      ['12207', { ...ZERO, veteranReferrals: 2, urgentReferrals: 1, landlordLeads: 1 }],
      ['12208', { ...ZERO, landlordLeads: 1, availableUnits: 2 }],
      [
        '10001',
        {
          ...ZERO,
          veteranReferrals: 1,
          urgentReferrals: 1,
          landlordLeads: 1,
          availableUnits: 1,
          successfulMatches: 1,
        },
      ],
    ]);
    for (const timeFrame of TIME_FRAMES) {
      for (const type of MAP_DATA_TYPES) {
        const body = await get(`/api/admin/map-data?timeFrame=${timeFrame}&type=${type}`);
        expect(body).toMatchObject({ timeFrame, type });
        const referrals = body.rows.reduce(
          (sum: number, row: { metadata: { veteranReferrals: number } }) =>
            sum + row.metadata.veteranReferrals,
          0,
        );
        const counted = type === 'all' || type === 'veterans';
        expect(referrals, `${timeFrame} ${type}`).toBe(
          counted ? EXPECTED_TOTALS[timeFrame].totalReferrals : 0,
        );
      }
    }
  });

  it('exports the map rows as a CSV named after the time frame and type, and audits it', async () => {
    const response = await asAdmin('GET', '/api/admin/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="network-30-days-all.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ZIP code,City,State,Latitude,Longitude,Veteran referrals,Urgent referrals,Landlord leads,Available units,Successful matches',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^12207,Albany,NY,42\.\d+,-73\.\d+,2,1,1,0,0$/);
    const veterans = await asAdmin('GET', '/api/admin/export?timeFrame=all&type=veterans');
    expect(veterans.headers['content-disposition']).toBe(
      'attachment; filename="network-all-time-veterans.csv"',
    );
    expect(veterans.body).toContain('90001,Los Angeles,CA');
    const audits = await auditsOf('network_map.exported');
    expect(audits.map((event) => event.details)).toEqual([
      { timeFrame: '30', type: 'all', rows: 3 },
      { timeFrame: 'all', type: 'veterans', rows: 3 },
    ]);
  });

  it('lists organisations with tiers, sign-in, open referrals and response times', async () => {
    const page = await get('/api/admin/organizations');
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(page.organizations.map((org: { name: string }) => org.name)).toEqual([
      'Albany Veterans Desk',
      'Harbor Vets',
      'Zenith Vets',
    ]);
    expect(page.organizations[0]).toMatchObject({
      id: world.partner.organizationId,
      state: 'NY',
      integrationTier: 2,
      placementTier: 'unverified',
      verified: false,
      hasSignIn: true,
      signInActive: true,
      referralsOpen: 2,
      medianHoursToFirstContact: 4,
      placements: 0,
    });
    expect(page.organizations[1]).toMatchObject({
      id: world.harborId,
      email: SECRET.email,
      placementTier: 'teal',
      hasSignIn: false,
      signInActive: false,
      referralsOpen: 1,
      medianHoursToFirstContact: 10,
      placements: 12,
    });
    expect(page.organizations[2]).toMatchObject({
      email: null,
      referralsOpen: 0,
      medianHoursToFirstContact: null,
    });
    const names = async (query: string) =>
      (await get(`/api/admin/organizations?${query}`)).organizations.map((org: { name: string }) => org.name);
    expect(await names('state=CA')).toEqual(['Harbor Vets']);
    expect(await names('search=harbor')).toEqual(['Harbor Vets']);
    expect(await names('search=10001')).toEqual(['Zenith Vets']);
    expect(await names('search=%25')).toEqual([]);
    const second = await get('/api/admin/organizations?page=2&pageSize=1');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(second.organizations.map((org: { name: string }) => org.name)).toEqual(['Harbor Vets']);
    const bad = await asAdmin('GET', '/api/admin/organizations?state=ca');
    expect(bad.json().message).toBe('Use a two-letter state code');
  });

  it('audits each change to an organisation in the transaction that makes it', async () => {
    const url = `/api/admin/organizations/${world.partner.organizationId}`;
    const verified = await asAdmin('PATCH', url, { verified: true });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true, placementTier: 'bronze' });
    expect((await asAdmin('PATCH', url, { integrationTier: 3 })).json()).toMatchObject({
      integrationTier: 3,
    });
    const changed = await asAdmin('PATCH', url, { allowsDirectReferrals: false });
    expect(changed.json()).toMatchObject({ integrationTier: 3, allowsDirectReferrals: false });
    // the same value again changes nothing and records nothing
    await asAdmin('PATCH', url, { integrationTier: 3 });
    const events = await ctx()
      .handle.db.select()
      .from(auditEvents)
      .where(
        and(
          like(auditEvents.action, 'organization.%'),
          eq(auditEvents.targetId, world.partner.organizationId),
        ),
      )
      .orderBy(auditEvents.createdAt);
    expect(events.map((event) => [event.action, event.actorType, event.details])).toEqual([
      ['organization.verified', 'admin', { verified: true }],
      ['organization.tier_changed', 'admin', { from: 2, to: 3 }],
      ['organization.direct_referrals_changed', 'admin', { allowsDirectReferrals: false }],
    ]);
    // several changes at once: each one audited
    const zenith = await asAdmin('PATCH', `/api/admin/organizations/${world.zenithId}`, {
      verified: true,
      integrationTier: 4,
    });
    expect(zenith.json()).toMatchObject({ verified: true, integrationTier: 4, placementTier: 'bronze' });
    const zenithEvents = await ctx()
      .handle.db.select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, world.zenithId));
    expect(zenithEvents.map((event) => event.action).sort()).toEqual([
      'organization.tier_changed',
      'organization.verified',
    ]);
    expect((await asAdmin('PATCH', url, {})).json().message).toBe('Say what to change');
    expect((await asAdmin('PATCH', url, { integrationTier: 9 })).json().message).toBe(
      'Choose a tier from 1 to 5',
    );
    expect(
      (await asAdmin('PATCH', `/api/admin/organizations/${NOBODY}`, { verified: true })).statusCode,
    ).toBe(404);
    const noSignIn = await asAdmin('PATCH', `/api/admin/organizations/${world.harborId}`, {
      signInActive: false,
    });
    expect(noSignIn.statusCode).toBe(409);
    expect(noSignIn.json().message).toBe(NO_SIGN_IN_MESSAGE);
  });

  it('ends every session of an organisation whose sign-in is switched off, at once', async () => {
    const { organizationId, email } = world.partner;
    const second = await loginPartner(ctx().app, email);
    for (const token of [world.partnerToken, second]) {
      expect((await send('GET', '/api/partner/referrals', bearer(token))).statusCode).toBe(200);
    }
    const off = await asAdmin('PATCH', `/api/admin/organizations/${organizationId}`, { signInActive: false });
    expect(off.json()).toMatchObject({ hasSignIn: true, signInActive: false });
    for (const token of [world.partnerToken, second]) {
      expect((await send('GET', '/api/partner/referrals', bearer(token))).statusCode).toBe(401);
    }
    await expect(loginPartner(ctx().app, email)).rejects.toThrow();
    const [deactivated] = await auditsOf('organization.sign_in_deactivated');
    expect(deactivated).toMatchObject({ targetId: organizationId, details: { sessionsEnded: 2 } });

    const on = await asAdmin('PATCH', `/api/admin/organizations/${organizationId}`, { signInActive: true });
    expect(on.json()).toMatchObject({ signInActive: true });
    expect(await auditsOf('organization.sign_in_reactivated')).toHaveLength(1);
    world.partnerToken = await loginPartner(ctx().app, email);
  });

  it('invites an organisation to set up its sign-in', async () => {
    const invited = await asAdmin('POST', `/api/admin/organizations/${world.harborId}/invite`);
    expect(invited.statusCode, invited.body).toBe(202);
    expect(invited.json()).toMatchObject({ email: SECRET.email });
    const [audit] = await auditsOf('organization.invitation_sent');
    expect(audit).toMatchObject({ actorType: 'admin', targetType: 'organization', targetId: world.harborId });
    expect((await asAdmin('POST', `/api/admin/organizations/${world.zenithId}/invite`)).statusCode).toBe(409);
    expect((await asAdmin('POST', `/api/admin/organizations/${NOBODY}/invite`)).statusCode).toBe(404);
  });

  it('shows the audit log newest first, filtered, paginated and masked', async () => {
    const { db } = ctx().handle;
    await db.insert(auditEvents).values({
      action: 'partner.login',
      outcome: 'failure',
      actorType: 'anonymous',
      loginAccount: 'jordan@example.com',
      ip: '203.0.113.7',
      details: {
        note: 'call 518-555-0142 or jordan@example.com',
        referralId: NOBODY,
        nested: { veteranEmail: 'x@y.org' },
      },
      createdAt: daysAgo(0, -1),
    });
    const newest = await get('/api/admin/audit-events?pageSize=1');
    expect(newest.events[0]).toMatchObject({
      action: 'partner.login',
      loginAccount: 'j***@example.com',
      ip: '203.0.113.x',
      details: {
        note: 'call ***-***-**42 or j***@example.com',
        referralId: NOBODY,
        nested: { veteranEmail: 'x***@y.org' },
      },
    });
    expect(JSON.stringify(await get('/api/admin/audit-events?pageSize=100'))).not.toMatch(
      /jordan@|203\.0\.113\.7|555-0142/,
    );

    const history = await get(
      `/api/admin/audit-events?targetType=organization&targetId=${world.partner.organizationId}&action=organization.*`,
    );
    expect(history.events.map((event: { action: string }) => event.action)).toEqual([
      'organization.sign_in_reactivated',
      'organization.sign_in_deactivated',
      'organization.direct_referrals_changed',
      'organization.tier_changed',
      'organization.verified',
    ]);
    expect(history.events[0]).toMatchObject({ actorType: 'admin', actorName: 'Test Admin' });
    const exact = await get('/api/admin/audit-events?action=organization.verified');
    expect(exact.total).toBe(2); // the partner and Zenith
    expect((await get('/api/admin/audit-events?action=organization.verif')).total).toBe(0);
    expect((await get('/api/admin/audit-events?action=organization.')).total).toBe(
      (await get('/api/admin/audit-events?action=organization.*')).total,
    );
    const partner = await get(
      `/api/admin/audit-events?actorType=partner&actorId=${world.partner.organizationId}`,
    );
    expect(partner.total).toBeGreaterThan(0);
    expect(partner.events[0].actorName).toBe('Albany Veterans Desk');

    const all = await get('/api/admin/audit-events?pageSize=100');
    const times = all.events.map((event: { createdAt: string }) => event.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const [first, second] = await Promise.all([
      get('/api/admin/audit-events?pageSize=2&page=1'),
      get('/api/admin/audit-events?pageSize=2&page=2'),
    ]);
    expect(first.total).toBe(all.total);
    expect([...first.events, ...second.events].map((e: { id: string }) => e.id)).toEqual(
      all.events.slice(0, 4).map((e: { id: string }) => e.id),
    );
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await get(`/api/admin/audit-events?from=${encodeURIComponent(future)}`)).total).toBe(0);
    const until = await get(`/api/admin/audit-events?to=${encodeURIComponent(new Date().toISOString())}`);
    expect(until.total).toBe(all.total - 1);
    const bad = await asAdmin('GET', '/api/admin/audit-events?actorType=robot');
    expect(bad.json().message).toBe('Choose an actor: partner, admin, landlord, anonymous, system');
  });
});
