import { bearer } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import {
  MAP_DATA_TYPE_MESSAGE,
  MAP_DATA_TYPES,
  TIME_FRAME_MESSAGE,
  TIME_FRAMES,
} from '@shared/contracts/admin-oversight';
import {
  buildNetworkWorld,
  EXPECTED_TOTALS,
  LEAD_FLOW_PERIOD,
  type Method,
  type NetworkWorld,
  oversightRequests,
} from './admin-oversight.fixtures';
import { mapPoint } from './map-point';

const ZERO = {
  veteranReferrals: 0,
  urgentReferrals: 0,
  landlordLeads: 0,
  availableUnits: 0,
  successfulMatches: 0,
};
const NOBODY = '00000000-0000-4000-8000-000000000000';

describeApi('admin oversight API: the network map', (ctx) => {
  let world: NetworkWorld;
  beforeAll(async () => {
    world = await buildNetworkWorld(ctx());
  });
  const { asAdmin, get, send, auditsOf } = oversightRequests(ctx, () => world);

  it('is for admins only, checked before the input', async () => {
    const calls: [Method, string, object?][] = [
      ['GET', '/api/admin/overview?timeFrame=oops'],
      ['GET', '/api/admin/map-data?type=oops'],
      ['GET', '/api/admin/export?timeFrame=oops'],
      ['GET', '/api/admin/organizations?state=oops'],
      ['GET', '/api/admin/audit-events?actorType=oops'],
      ['PATCH', `/api/admin/organizations/${NOBODY}`, { integrationTier: 99 }],
      ['POST', '/api/admin/organizations/not-an-id/invitation', {}],
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
        mapPoint: { x: expect.any(Number), y: expect.any(Number) },
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

  it('places each ZIP on the map where its centroid is, so the browser draws the point as it comes', async () => {
    const { rows } = await get('/api/admin/map-data?timeFrame=all');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.mapPoint, row.zipCode).toEqual(mapPoint(row.longitude, row.latitude));
      expect(row.mapPoint, row.zipCode).not.toBeNull();
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
    expect(lines[1]).toMatch(/^"12207","Albany","NY",42\.\d+,-73\.\d+,2,1,1,0,0$/);
    const veterans = await asAdmin('GET', '/api/admin/export?timeFrame=all&type=veterans');
    expect(veterans.headers['content-disposition']).toBe(
      'attachment; filename="network-all-time-veterans.csv"',
    );
    expect(veterans.body).toContain('"90001","Los Angeles","CA"');
    const audits = await auditsOf('network_map.exported');
    expect(audits.map((event) => event.details)).toEqual([
      { timeFrame: '30', type: 'all', rows: 3 },
      { timeFrame: 'all', type: 'veterans', rows: 3 },
    ]);
  });
});
