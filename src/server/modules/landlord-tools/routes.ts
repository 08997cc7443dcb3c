import { lookupZip } from '@server/lib/zip-lookup';
import type { ModuleRoutes } from '@server/module';
import { formRateLimit } from '@server/plugins/security';
import { errorResponses } from '@shared/contracts/errors';
import {
  INCOME_CALCULATOR_PATH,
  LISTING_SUMMARY_PATH,
  PROPERTY_SCORE_PATH,
  splitIds,
  ZIncomeEstimateInput,
  ZIncomeEstimateResult,
  ZListingSummary,
  ZListingSummaryQuery,
  ZPropertyScoreInput,
  ZPropertyScoreResult,
} from '@shared/contracts/landlord-tools';
import { estimateIncome } from '@shared/domain/income-estimate';
import { LOCAL_DEMAND_RADIUS_MILES, scoreProperty } from '@shared/domain/property-score';
import { summariseListings } from './listing-summary';
import { countVeteransNear } from './veteran-demand';

export const landlordToolsRoutes: ModuleRoutes = (app, { db }) => {
  app.post(
    PROPERTY_SCORE_PATH,
    {
      config: formRateLimit,
      schema: { body: ZPropertyScoreInput, response: { 200: ZPropertyScoreResult, ...errorResponses } },
    },
    async (request) => {
      const place = lookupZip(request.body.zipCode);
      const nearbyVeterans = place ? await countVeteransNear(db, place, LOCAL_DEMAND_RADIUS_MILES) : 0;
      return scoreProperty({ ...request.body, place, nearbyVeterans });
    },
  );

  app.post(
    INCOME_CALCULATOR_PATH,
    {
      config: formRateLimit,
      schema: { body: ZIncomeEstimateInput, response: { 200: ZIncomeEstimateResult, ...errorResponses } },
    },
    async (request) => estimateIncome(request.body),
  );

  app.get(
    LISTING_SUMMARY_PATH,
    { schema: { querystring: ZListingSummaryQuery, response: { 200: ZListingSummary, ...errorResponses } } },
    async (request) => summariseListings(db, splitIds(request.query.ids)),
  );
};
