import type { ModuleRoutes } from '@server/module';
import { partnerOf, userOf } from '@server/plugins/auth';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import {
  ADMIN_PERSON_EVENTS_ROUTE,
  PARTNER_PERSON_EVENTS_ROUTE,
  ZPersonEventParams,
  ZRecordPersonEvent,
} from '@shared/contracts/person-events';
import { ZPersonPath } from '@shared/contracts/person-timeline';
import { recordPersonEvent } from './record-event';

const answers = { 201: ZPersonPath, ...errorResponses, 401: ZApiError, 403: ZApiError } as const;

/**
 * What a case worker (their own people) or an admin (anyone) records on a person's timeline that no other
 * workflow records. Guards run onRequest, before any input is read.
 */
export const veteransRoutes: ModuleRoutes = (app, { db, auth }) => {
  app.post(
    PARTNER_PERSON_EVENTS_ROUTE,
    {
      onRequest: auth.requirePartner,
      schema: { params: ZPersonEventParams, body: ZRecordPersonEvent, response: answers },
    },
    async (request, reply) => {
      const { organizationId } = partnerOf(request);
      const path = await recordPersonEvent(db, request.params.veteranId, request.body, { organizationId });
      reply.code(201).header('cache-control', 'no-store');
      return path;
    },
  );

  app.post(
    ADMIN_PERSON_EVENTS_ROUTE,
    {
      onRequest: auth.requireUser('admin'),
      schema: { params: ZPersonEventParams, body: ZRecordPersonEvent, response: answers },
    },
    async (request, reply) => {
      const adminId = userOf(request).id;
      const path = await recordPersonEvent(db, request.params.veteranId, request.body, { adminId });
      reply.code(201).header('cache-control', 'no-store');
      return path;
    },
  );
};
