import type { ModuleRoutes } from '@server/module';
import { partnerOf } from '@server/plugins/auth';
import { compiledReplies } from '@server/plugins/compiled-serializer';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { ZOrganizationView } from '@shared/contracts/organizations';
import {
  PARTNER_ANALYTICS_PATH,
  PARTNER_PROFILE_PATH,
  PARTNER_REFERRAL_PATH,
  PARTNER_REFERRALS_EXPORT_PATH,
  PARTNER_REFERRALS_PATH,
  PARTNER_STATS_PATH,
  ZPartnerAnalytics,
  ZPartnerReferral,
  ZPartnerReferralList,
  ZPartnerStats,
  ZReferralIdParam,
  ZReferralListQuery,
  ZReferralPatch,
} from '@shared/contracts/partner';
import { z } from 'zod';
import { partnerAnalytics, partnerStats } from './analytics';
import { caseloadRoutes } from './caseload-routes';
import { changeReferral, exportReferrals, partnerProfile, partnerReferrals } from './service';

const signedIn = { ...errorResponses, 401: ZApiError } as const;
const ZExportQuery = ZReferralListQuery.pick({ status: true });
/** The export answers text/csv (a string payload with its own content type skips JSON serialisation). */
const ZCsvFile = z.string().describe('CSV file: a header row, then one row per referral');

/**
 * The partner portal: every route needs the partner's bearer token and works on the caller's own
 * organisation only. The guard runs on request, before the input is parsed, so a caller without a
 * session learns nothing but 401 (and it sets Cache-Control: no-store on these personal-data answers).
 */
export const partnerPortalRoutes: ModuleRoutes = (app, { db, auth }) => {
  const guard = { onRequest: auth.requirePartner };
  // reads answer through the compiled serializer (plugins/compiled-serializer.ts)
  const read = { ...guard, ...compiledReplies };
  caseloadRoutes(app, { db, auth });

  app.get(
    PARTNER_PROFILE_PATH,
    { ...read, schema: { response: { 200: ZOrganizationView, ...signedIn } } },
    async (request) => partnerProfile(db, partnerOf(request).organizationId),
  );

  app.get(
    PARTNER_REFERRALS_PATH,
    {
      ...read,
      schema: { querystring: ZReferralListQuery, response: { 200: ZPartnerReferralList, ...signedIn } },
    },
    async (request) => partnerReferrals(db, partnerOf(request).organizationId, request.query),
  );

  app.get(
    PARTNER_REFERRALS_EXPORT_PATH,
    {
      ...guard,
      schema: { querystring: ZExportQuery, response: { 200: ZCsvFile, ...signedIn, 403: ZApiError } },
    },
    async (request, reply) => {
      const file = await exportReferrals(db, partnerOf(request).organizationId, request.query.status);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.csv);
    },
  );

  app.patch(
    PARTNER_REFERRAL_PATH,
    {
      ...guard,
      schema: {
        params: ZReferralIdParam,
        body: ZReferralPatch,
        response: { 200: ZPartnerReferral, ...signedIn, 409: ZApiError },
      },
    },
    async (request) => changeReferral(db, partnerOf(request).organizationId, request.params.id, request.body),
  );

  app.get(
    PARTNER_STATS_PATH,
    {
      ...read,
      schema: { params: ZReferralIdParam, response: { 200: ZPartnerStats, ...signedIn, 403: ZApiError } },
    },
    async (request) => partnerStats(db, partnerOf(request).organizationId, request.params.id),
  );

  app.get(
    PARTNER_ANALYTICS_PATH,
    { ...read, schema: { response: { 200: ZPartnerAnalytics, ...signedIn } } },
    async (request) => partnerAnalytics(db, partnerOf(request).organizationId),
  );
};
