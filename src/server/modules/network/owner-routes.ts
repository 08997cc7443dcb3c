import type { ModuleRoutes } from '@server/module';
import { partnerOf, userOf } from '@server/plugins/auth';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { VSO_REPORT_PATH, VSOS_TOTAL_HEADER, ZVsoIdParam } from '@shared/contracts/network';
import { ZOrganizationView } from '@shared/contracts/organizations';
import {
  PARTNER_IMPACT_PATH,
  PARTNER_PROFILE_UPDATE_PATH,
  PLACEMENTS_PATH,
  ZImpactMetrics,
  ZPartnerProfileUpdate,
  ZPlacementInput,
  ZPlacementList,
  ZPlacementListQuery,
  ZPlacementView,
} from '@shared/contracts/placements';
import { recordAdminPlacement } from './admin-placement';
import { impactReport } from './impact-report';
import { impactMetrics, organizationPlacements, recordPlacement, updateProfile } from './owner';

const owner = { ...errorResponses, 401: ZApiError, 403: ZApiError } as const;

/**
 * The owner's tools. Every call needs the partner's bearer token (requirePartner runs on request,
 * before the input is parsed, and marks the answer no-store) and works on its own organisation only; an admin
 * may also record a placement (POST /api/placements) that completes a referral or match.
 */
export const ownerRoutes: ModuleRoutes = (app, { db, auth }) => {
  const guard = { onRequest: auth.requirePartner };

  // a partner for its own organisation, or an admin for the organisation working with the person
  app.post(
    PLACEMENTS_PATH,
    {
      onRequest: auth.partnerOrUser('admin'),
      schema: { body: ZPlacementInput, response: { 201: ZPlacementView, ...owner } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          request.partner
            ? await recordPlacement(db, partnerOf(request).organizationId, request.body)
            : await recordAdminPlacement(db, userOf(request).id, request.body),
        ),
  );

  app.get(
    PLACEMENTS_PATH,
    { ...guard, schema: { querystring: ZPlacementListQuery, response: { 200: ZPlacementList, ...owner } } },
    async (request, reply) => {
      const { placements, total } = await organizationPlacements(
        db,
        partnerOf(request).organizationId,
        request.query,
      );
      reply.header(VSOS_TOTAL_HEADER, String(total));
      return placements;
    },
  );

  app.get(
    PARTNER_IMPACT_PATH,
    { ...guard, schema: { response: { 200: ZImpactMetrics, ...owner } } },
    async (request) => impactMetrics(db, partnerOf(request).organizationId),
  );

  app.patch(
    PARTNER_PROFILE_UPDATE_PATH,
    { ...guard, schema: { body: ZPartnerProfileUpdate, response: { 200: ZOrganizationView, ...owner } } },
    async (request) => updateProfile(db, partnerOf(request).organizationId, request.body),
  );

  // The 200 answer is a PDF stream, so it has no JSON schema.
  app.get(
    VSO_REPORT_PATH,
    { ...guard, schema: { params: ZVsoIdParam, response: owner } },
    async (request, reply) => {
      const report = await impactReport(db, partnerOf(request).organizationId, request.params.id);
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${report.filename}"`)
          // a stream: the typed send() only knows the JSON error shapes
          .send(report.document as never)
      );
    },
  );
};
