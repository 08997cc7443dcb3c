import { replyWithPage } from '@server/lib/list-page';
import type { ModuleRoutes } from '@server/module';
import { partnerOf, userOf } from '@server/plugins/auth';
import { ZIdParam } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import {
  HOUSING_MATCH_PATH,
  HOUSING_MATCHES_ANALYTICS_PATH,
  HOUSING_MATCHES_PATH,
  HOUSING_MATCHES_RUN_PATH,
  PROPERTIES_HOUSING_PATH,
  VETERANS_HOUSING_PATH,
  ZHousingAnalytics,
  ZHousingMatchView,
  ZHousingPropertyView,
  ZHousingVeteranView,
  ZMatchStatusUpdate,
  ZRunMatchesInput,
  ZRunMatchesResult,
} from '@shared/contracts/housing';
import {
  HOUSING_MATCH_CONTACTS_PATH,
  ZHousingMatchListQuery,
  ZHousingPropertyListQuery,
  ZHousingVeteranListQuery,
  ZMatchContacts,
} from '@shared/contracts/housing-dashboard';
import {
  PARTNER_OFFER_DECISION_ROUTE,
  ZPartnerOfferDecision,
  ZPartnerOfferDecisionParams,
} from '@shared/contracts/offer-decisions';
import { ZPersonPath } from '@shared/contracts/person-timeline';
import { z } from 'zod';
import { housingAnalytics } from './analytics';
import { recordOfferDecisionForPerson } from './case-worker-decisions';
import { matchContactsForAdmin } from './contacts';
import {
  changeMatchStatus,
  listHousingMatches,
  listHousingProperties,
  listHousingVeterans,
  runEngineAsAdmin,
} from './service';

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError, 409: ZApiError };

/**
 * The housing dashboard: the queue's lists, the engine's controls and the match workflow. Guards run
 * onRequest, so a caller without a session gets 401 before any query or body is validated.
 */
export const housingMatchesRoutes: ModuleRoutes = (app, { db, auth }) => {
  const admin = auth.requireUser('admin');
  /** A partner's session (bearer or partner cookie), or the admin's cookie. */
  const partnerOrAdmin = auth.partnerOrUser('admin');

  app.get(
    VETERANS_HOUSING_PATH,
    {
      onRequest: partnerOrAdmin,
      schema: {
        querystring: ZHousingVeteranListQuery,
        response: { 200: z.array(ZHousingVeteranView), ...guardedErrors },
      },
    },
    async (request, reply) => {
      const reader = request.partner
        ? { organizationId: partnerOf(request).organizationId }
        : { admin: userOf(request) };
      return replyWithPage(reply, await listHousingVeterans(db, reader, request.query));
    },
  );

  app.get(
    PROPERTIES_HOUSING_PATH,
    {
      onRequest: admin,
      config: { auditRead: { action: 'properties.read', targetType: 'property' } },
      schema: {
        querystring: ZHousingPropertyListQuery,
        response: { 200: z.array(ZHousingPropertyView), ...guardedErrors },
      },
    },
    async (request, reply) => {
      return replyWithPage(reply, await listHousingProperties(db, request.query));
    },
  );

  app.get(
    HOUSING_MATCHES_PATH,
    {
      onRequest: admin,
      schema: {
        querystring: ZHousingMatchListQuery,
        response: { 200: z.array(ZHousingMatchView), ...guardedErrors },
      },
    },
    async (request, reply) => {
      return replyWithPage(reply, await listHousingMatches(db, userOf(request), request.query));
    },
  );

  app.get(
    HOUSING_MATCHES_ANALYTICS_PATH,
    { onRequest: admin, schema: { response: { 200: ZHousingAnalytics, ...guardedErrors } } },
    async () => housingAnalytics(db),
  );

  app.post(
    HOUSING_MATCHES_RUN_PATH,
    {
      onRequest: admin,
      schema: { body: ZRunMatchesInput, response: { 200: ZRunMatchesResult, ...guardedErrors } },
    },
    async (request) => {
      const { matchesCreated, unmatched, timings } = await runEngineAsAdmin(db, userOf(request));
      request.log.info({ matchesCreated, ...timings }, 'matching engine run');
      return { matchesCreated, unmatched };
    },
  );

  app.patch(
    HOUSING_MATCH_PATH,
    {
      onRequest: admin,
      schema: {
        params: ZIdParam,
        body: ZMatchStatusUpdate,
        response: { 200: ZHousingMatchView, ...guardedErrors },
      },
    },
    async (request) => changeMatchStatus(db, request.params.id, request.body, userOf(request)),
  );

  app.get(
    HOUSING_MATCH_CONTACTS_PATH,
    {
      onRequest: admin,
      schema: { params: ZIdParam, response: { 200: ZMatchContacts, ...guardedErrors } },
    },
    async (request) => matchContactsForAdmin(db, request.params.id, userOf(request)),
  );

  app.post(
    PARTNER_OFFER_DECISION_ROUTE,
    {
      onRequest: auth.requirePartner,
      schema: {
        params: ZPartnerOfferDecisionParams,
        body: ZPartnerOfferDecision,
        response: { 200: ZPersonPath, ...guardedErrors },
      },
    },
    async (request, reply) => {
      const path = await recordOfferDecisionForPerson(
        db,
        partnerOf(request).organizationId,
        request.params,
        request.body,
      );
      reply.header('cache-control', 'no-store');
      return path;
    },
  );
};
