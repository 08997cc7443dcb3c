import { replyWithPage } from '@server/lib/list-page';
import type { ModuleRoutes } from '@server/module';
import { partnerOf, userOf } from '@server/plugins/auth';
import {
  CO_LIVING_HOUSEHOLD_PATH,
  CO_LIVING_HOUSEHOLDS_PATH,
  CO_LIVING_MATCH_ADVANCE_PATH,
  CO_LIVING_MATCH_DECLINE_PATH,
  CO_LIVING_PROPOSAL_PREVIEW_PATH,
  PARTNER_CO_LIVING_PATH,
  ZHouseholdListQuery,
  ZHouseholdView,
  ZMatchAdvanceInput,
  ZMatchDeclineInput,
  ZPartnerCoLivingApplicant,
} from '@shared/contracts/co-living-households';
import { ZIdParam } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { ZMessagePreview } from '@shared/contracts/message-preview';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Viewer } from './household-view';
import { listHouseholds, partnerCoLivingApplicants, readHousehold } from './households';
import { previewProposal } from './proposal-preview';
import { advanceMatch, declineMatch } from './workflow';

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError, 409: ZApiError };

/**
 * Households and the placement workflow: admins see and move every household; a partner the households of
 * the applicants its organisation brought. Guards run onRequest: without a session, 401 before any parsing.
 */
export const householdRoutes: ModuleRoutes = (app, { db, auth, mail, notices }) => {
  const admin = auth.requireUser('admin');
  /** A partner's session (bearer or partner cookie), or the admin's cookie. */
  const partnerOrAdmin = auth.partnerOrUser('admin');
  const viewerOf = (request: FastifyRequest): Viewer =>
    request.partner
      ? { kind: 'partner', organizationId: partnerOf(request).organizationId }
      : { kind: 'admin', userId: userOf(request).id };

  app.get(
    CO_LIVING_HOUSEHOLDS_PATH,
    {
      onRequest: admin,
      schema: {
        querystring: ZHouseholdListQuery,
        response: { 200: z.array(ZHouseholdView), ...guardedErrors },
      },
    },
    async (request, reply) => {
      return replyWithPage(reply, await listHouseholds(db, { userId: userOf(request).id }, request.query));
    },
  );

  app.get(
    CO_LIVING_HOUSEHOLD_PATH,
    {
      onRequest: partnerOrAdmin,
      schema: { params: ZIdParam, response: { 200: ZHouseholdView, ...guardedErrors } },
    },
    async (request) => readHousehold(db, request.params.id, viewerOf(request)),
  );

  app.post(
    CO_LIVING_MATCH_ADVANCE_PATH,
    {
      onRequest: partnerOrAdmin,
      schema: {
        params: ZIdParam,
        body: ZMatchAdvanceInput,
        response: { 200: ZHouseholdView, ...guardedErrors },
      },
    },
    async (request) =>
      advanceMatch(db, request.params.id, request.body.to, { viewer: viewerOf(request), ip: request.ip }),
  );

  app.get(
    CO_LIVING_PROPOSAL_PREVIEW_PATH,
    {
      onRequest: partnerOrAdmin,
      config: { auditRead: { action: 'co_living.proposal_previewed', targetType: 'co_living_match' } },
      schema: { params: ZIdParam, response: { 200: z.array(ZMessagePreview), ...guardedErrors } },
    },
    async (request) => previewProposal(db, request.params.id, viewerOf(request), { ...mail, notices }),
  );

  app.post(
    CO_LIVING_MATCH_DECLINE_PATH,
    {
      onRequest: partnerOrAdmin,
      schema: {
        params: ZIdParam,
        body: ZMatchDeclineInput,
        response: { 200: ZHouseholdView, ...guardedErrors },
      },
    },
    async (request) =>
      declineMatch(db, request.params.id, request.body, { viewer: viewerOf(request), ip: request.ip }),
  );

  app.get(
    PARTNER_CO_LIVING_PATH,
    {
      onRequest: auth.requirePartner,
      schema: { response: { 200: z.array(ZPartnerCoLivingApplicant), ...guardedErrors } },
    },
    async (request) => partnerCoLivingApplicants(db, partnerOf(request).organizationId),
  );
};
