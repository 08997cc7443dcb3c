import { lookupZip } from '@server/lib/zip-lookup';
import type { ModuleRoutes } from '@server/module';
import { readOnlyPost } from '@server/plugins/idempotency';
import { formRateLimit } from '@server/plugins/security';
import { errorResponses } from '@shared/contracts/errors';
import {
  INCOME_CALCULATOR_PATH,
  LISTING_SUMMARY_PATH,
  PROPERTY_SCORE_PATH,
  splitIds,
  VA_PROPERTY_CHECKLIST_PATH,
  ZIncomeEstimateInput,
  ZIncomeEstimateResult,
  ZListingSummary,
  ZListingSummaryQuery,
  ZPropertyScoreInput,
  ZPropertyScoreResult,
} from '@shared/contracts/landlord-tools';
import { estimateIncome, NEARBY_RENT_MILES, nearbyRoomRent } from '@shared/domain/income-estimate';
import { LOCAL_DEMAND_RADIUS_MILES, scoreProperty } from '@shared/domain/property-score';
import { VA_PROPERTY_CHECKLIST_FILENAME } from '@shared/domain/va-property-checklist';
import { checklistPdf } from './checklist-pdf';
import { summariseListings } from './listing-summary';
import { roomRentsNear } from './nearby-rents';
import { countVeteransNear } from './veteran-demand';

export const landlordToolsRoutes: ModuleRoutes = (app, { db }) => {
  app.post(
    PROPERTY_SCORE_PATH,
    {
      config: { ...formRateLimit, ...readOnlyPost },
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
      config: { ...formRateLimit, ...readOnlyPost },
      schema: { body: ZIncomeEstimateInput, response: { 200: ZIncomeEstimateResult, ...errorResponses } },
    },
    async (request) => {
      const { zipCode, ...input } = request.body;
      const place = zipCode ? lookupZip(zipCode) : null;
      const rents = place ? await roomRentsNear(db, place, NEARBY_RENT_MILES) : [];
      const roomRent = nearbyRoomRent(rents);
      return {
        ...estimateIncome({ ...input, roomRent }),
        roomRentSource: roomRent === null ? ('program' as const) : ('nearby' as const),
        nearbyHomes: rents.length,
      };
    },
  );

  // The 200 answer is a PDF, so it has no JSON schema; the same for everyone, so caches may keep it a day.
  app.get(VA_PROPERTY_CHECKLIST_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${VA_PROPERTY_CHECKLIST_FILENAME}"`)
      .header('cache-control', 'public, max-age=86400')
      .send(await checklistPdf()),
  );

  app.get(
    LISTING_SUMMARY_PATH,
    { schema: { querystring: ZListingSummaryQuery, response: { 200: ZListingSummary, ...errorResponses } } },
    async (request) => summariseListings(db, splitIds(request.query.ids)),
  );
};
