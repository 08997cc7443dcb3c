import type { ModuleRoutes } from '@server/module';
import { partnerOf } from '@server/plugins/auth';
import { formRateLimit } from '@server/plugins/security';
import {
  BULK_INTAKE_NOTIFY_ROUTE,
  BULK_INTAKE_PATH,
  HOUSING_REQUEST_ROUTE,
  ZBulkIntakeInput,
  ZBulkIntakeResponse,
  ZHousingRequestParam,
  ZHousingRequestResult,
  ZNotifyResult,
} from '@shared/contracts/bulk-intake';
import { ZIdParam } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { requestHomesForBatch } from './housing-request';
import { notifyWaitlisted, processBulkIntake } from './service';

export const bulkIntakeRoutes: ModuleRoutes = (app, { db, auth }) => {
  app.post(
    BULK_INTAKE_PATH,
    {
      // anonymous visitors may try the intake; a partner's bad or expired token is refused before the body is read
      onRequest: auth.optionalPartner,
      config: formRateLimit,
      schema: {
        body: ZBulkIntakeInput,
        response: { 201: ZBulkIntakeResponse, 401: ZApiError, ...errorResponses },
      },
    },
    async (request, reply) => {
      const organizationId = request.partner ? partnerOf(request).organizationId : null;
      const response = await processBulkIntake(db, request.body, organizationId);
      // names of veterans: personal data
      return reply.status(201).header('Cache-Control', 'no-store').send(response);
    },
  );

  app.post(
    BULK_INTAKE_NOTIFY_ROUTE,
    {
      config: formRateLimit,
      schema: { params: ZIdParam, response: { 201: ZNotifyResult, 409: ZApiError, ...errorResponses } },
    },
    async (request, reply) => {
      return reply.status(201).send(await notifyWaitlisted(db, request.params.id));
    },
  );

  app.post(
    HOUSING_REQUEST_ROUTE,
    {
      onRequest: auth.requirePartner,
      config: formRateLimit,
      schema: {
        params: ZHousingRequestParam,
        response: { 201: ZHousingRequestResult, 401: ZApiError, 409: ZApiError, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await requestHomesForBatch(
        db,
        partnerOf(request).organizationId,
        request.params.batchId,
      );
      return reply.status(201).send(result);
    },
  );
};
