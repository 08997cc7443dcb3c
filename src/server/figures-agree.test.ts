import { insertTestHome } from '@server/test/homes.fixtures';
import { clearHousing, housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { DAY, insertMatchAt } from '@server/test/stalled-work.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { ADMIN_OVERVIEW_PATH } from '@shared/contracts/admin-oversight';
import { FLOW_METRICS_PATH } from '@shared/contracts/lead-flow';
import { formatSuccessRate } from '@shared/domain/network-figures';

/**
 * A figure with one name has one value (issue 37): the placement success rate that the housing dashboard, the
 * lead flow and the map view show, read from each API for the same window, is one number; and "Unmatched
 * Veterans" moves when the engine matches someone.
 */
describeApi('the figures every admin page shows agree', (ctx) => {
  const { asAdmin } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const read = async (url: string) => {
    const response = await asAdmin('GET', url);
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  const analytics = () => read('/api/housing-matches/analytics');

  beforeAll(async () => {
    await clearHousing(db());
    const now = new Date();
    // 8 matches within the last 30 days, 3 of them placed; 2 older ones (60 days), 1 placed
    for (const [status, daysAgo] of [
      ['placed', 2],
      ['placed', 5],
      ['placed', 9],
      ['pending', 1],
      ['pending', 3],
      ['contacted', 4],
      ['approved', 6],
      ['declined', 7],
      ['placed', 60],
      ['pending', 60],
    ] as const) {
      await insertMatchAt(db(), status, new Date(now.getTime() - daysAgo * DAY));
    }
  });

  it('shows the placement success rate of one window as one value on every page', async () => {
    const housing = await analytics();
    const allTime = await read(`${ADMIN_OVERVIEW_PATH}?timeFrame=all`);
    expect(housing.totalMatches).toBe(10);
    expect(allTime.totalMatchOpportunities).toBe(housing.totalMatches);
    expect(allTime.totalPlacements).toBe(housing.successfulPlacements);
    expect(allTime.conversionRate).toBe(0.4);
    // the housing dashboard's whole percent (the spec's field) is the same rate, rounded
    expect(housing.successRate).toBe(40);

    const month = await read(`${ADMIN_OVERVIEW_PATH}?timeFrame=30`);
    const flowMonth = await read(`${FLOW_METRICS_PATH}?period=month`);
    expect(month.totalMatchOpportunities).toBe(flowMonth.matches.total);
    expect(month.totalPlacements).toBe(flowMonth.matches.successfulPlacements);
    expect(formatSuccessRate(month.conversionRate)).toBe('37.5%');
    expect(formatSuccessRate(flowMonth.conversionRates.matchToPlacement)).toBe('37.5%');

    const year = await read(`${ADMIN_OVERVIEW_PATH}?timeFrame=365`);
    const flowYear = await read(`${FLOW_METRICS_PATH}?period=year`);
    expect(formatSuccessRate(flowYear.conversionRates.matchToPlacement)).toBe(
      formatSuccessRate(year.conversionRate),
    );
    expect(formatSuccessRate(year.conversionRate)).toBe(formatSuccessRate(allTime.conversionRate));
  });

  it('counts one fewer unmatched veteran once the engine offers them a home', async () => {
    await clearHousing(db());
    expect((await analytics()).unmatchedVeterans).toBe(0);
    await insertQueueVeteran(db(), '12207');
    expect((await analytics()).unmatchedVeterans).toBe(1);
    await insertTestHome(db(), '12207', { acceptsVouchers: true, accessible: true, allowsPets: true });
    const run = await asAdmin('POST', '/api/housing-matches/run', {});
    expect(run.json().matchesCreated).toBe(1);
    expect((await analytics()).unmatchedVeterans).toBe(0);
  });
});
