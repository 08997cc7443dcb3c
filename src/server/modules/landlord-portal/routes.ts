import { replyWithPage } from '@server/lib/list-page';
import type { ModuleRoutes } from '@server/module';
import { userOf } from '@server/plugins/auth';
import { ZIdParam } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import {
  LANDLORD_EXPORT_PATH,
  LANDLORD_LISTING_STATUS_PATH,
  LANDLORD_LISTINGS_PATH,
  LANDLORD_STATS_PATH,
  ZLandlordListing,
  ZLandlordStats,
  ZListingStatusChange,
  ZListingStatusChanged,
} from '@shared/contracts/landlord';
import { z } from 'zod';
import { changeListingStatus } from './listing-status';
import { landlordMatchRoutes } from './matches';
import { exportListings, landlordListings, landlordStats } from './service';

/** Listings pages: at most 200 rows, 100 by default. */
const ZListingsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError };

/** The landlord dashboard's data: the signed-in landlord's listings (admins: every listing). */
export const landlordPortalRoutes: ModuleRoutes = (app, { db, auth }) => {
  const landlordOrAdmin = auth.requireUser('landlord', 'admin');
  // the landlord's matches and the veterans' contacts once approved
  landlordMatchRoutes(app, { db, auth });

  app.get(
    LANDLORD_STATS_PATH,
    { onRequest: landlordOrAdmin, schema: { response: { 200: ZLandlordStats, ...guardedErrors } } },
    async (request) => landlordStats(db, userOf(request)),
  );

  app.get(
    LANDLORD_LISTINGS_PATH,
    {
      onRequest: landlordOrAdmin,
      // an admin's read of every landlord's listings is audited; a landlord's read of its own is not
      config: { auditRead: { action: 'landlord_listings.read', targetType: 'landlord' } },
      schema: { querystring: ZListingsQuery, response: { 200: z.array(ZLandlordListing), ...guardedErrors } },
    },
    async (request, reply) => {
      const { listings, total } = await landlordListings(db, userOf(request), request.query);
      return replyWithPage(reply, { items: listings, total });
    },
  );

  app.post(
    LANDLORD_LISTING_STATUS_PATH,
    {
      onRequest: landlordOrAdmin,
      schema: {
        params: ZIdParam,
        body: ZListingStatusChange,
        response: { 200: ZListingStatusChanged, ...guardedErrors, 409: ZApiError },
      },
    },
    async (request) =>
      changeListingStatus(db, userOf(request), request.params.id, request.body.status, { ip: request.ip }),
  );

  app.get(
    LANDLORD_EXPORT_PATH,
    {
      onRequest: landlordOrAdmin,
      // text/csv: a string body is sent as it is, not as JSON
      schema: { response: { 200: z.string().describe('CSV with a header row'), ...guardedErrors } },
    },
    async (request, reply) => {
      const { filename, csv } = await exportListings(db, userOf(request), { ip: request.ip });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
};
