import { auditEvents, landlords } from '@server/db/schema';
import { adminRequests } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { TIME_FRAMES } from '@shared/contracts/admin-oversight';
import { eq } from 'drizzle-orm';

const NO_TOTALS = {
  totalReferrals: 0,
  totalLandlordLeads: 0,
  totalMatchOpportunities: 0,
  totalPlacements: 0,
  conversionRate: 0,
};
const NO_COVERAGE = { statesActive: 0, citiesActive: 0, topMarkets: [] };

describeApi('admin oversight API: a network without activity', (ctx) => {
  const { get } = adminRequests(ctx);

  it('reports zeros, no map rows and no organisations rather than failing', async () => {
    for (const timeFrame of TIME_FRAMES) {
      const overview = (await get(`/api/admin/overview?timeFrame=${timeFrame}`)).json();
      expect(overview, timeFrame).toMatchObject({ ...NO_TOTALS, geographicCoverage: NO_COVERAGE });
      expect((await get(`/api/admin/map-data?timeFrame=${timeFrame}`)).json().rows, timeFrame).toEqual([]);
    }
    const csv = await get('/api/admin/export');
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
    const audits = await ctx()
      .handle.db.select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'network_map.exported'));
    expect(audits.map((event) => event.details)).toEqual([{ timeFrame: '30', type: 'all', rows: 0 }]);
    for (const page of [1, 3]) {
      expect((await get(`/api/admin/organizations?page=${page}`)).json()).toMatchObject({
        total: 0,
        page,
        organizations: [],
      });
    }
  });

  it('counts a landlord without a listing in the totals though the map has no place for them', async () => {
    await ctx()
      .handle.db.insert(landlords)
      .values({ name: 'Listless Lettings', email: 'listless@example.com' });
    const overview = (await get('/api/admin/overview?timeFrame=7')).json();
    expect(overview).toMatchObject({ ...NO_TOTALS, totalLandlordLeads: 1, geographicCoverage: NO_COVERAGE });
    expect((await get('/api/admin/map-data?type=landlords')).json().rows).toEqual([]);
  });
});
