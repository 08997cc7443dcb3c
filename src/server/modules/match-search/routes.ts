import type { ModuleRoutes } from '@server/module';
import { readOnlyPost } from '@server/plugins/idempotency';
import { formRateLimit } from '@server/plugins/security';
import { errorResponses } from '@shared/contracts/errors';
import {
  FIND_MATCHES_PATH,
  MATCH_REQUEST_SENT_MESSAGE,
  MATCH_REQUEST_STATUS_PATH,
  MATCH_REQUESTS_PATH,
  ZFindMatchesRequest,
  ZFindMatchesResponse,
  ZMatchRequestCreated,
  ZMatchRequestInput,
  ZMatchRequestStatus,
  ZMatchRequestStatusParams,
} from '@shared/contracts/match-search';
import { findMatches, requestMatch, requestStatus } from './service';

export const matchSearchRoutes: ModuleRoutes = (app, { db }) => {
  app.post(
    FIND_MATCHES_PATH,
    {
      config: readOnlyPost,
      schema: { body: ZFindMatchesRequest, response: { 200: ZFindMatchesResponse, ...errorResponses } },
    },
    async (request) => findMatches(db, request.body),
  );

  app.post(
    MATCH_REQUESTS_PATH,
    {
      config: formRateLimit,
      schema: {
        body: ZMatchRequestInput,
        response: { 201: ZMatchRequestCreated, 409: errorResponses[400], ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, reference } = await requestMatch(db, request.body);
      return reply.status(201).send({ id, reference, message: MATCH_REQUEST_SENT_MESSAGE });
    },
  );

  // the reference is the key: rate-limited like a form, so nobody walks the references
  app.get(
    MATCH_REQUEST_STATUS_PATH,
    {
      config: formRateLimit,
      schema: {
        params: ZMatchRequestStatusParams,
        response: { 200: ZMatchRequestStatus, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return requestStatus(db, request.params.reference);
    },
  );
};
