import type { ModuleRoutes } from '@server/module';
import { formRateLimit } from '@server/plugins/security';
import {
  BULK_INTAKE_NOTIFY_ROUTE,
  BULK_INTAKE_PATH,
  NOTIFY_SENT_MESSAGE,
  ZBulkIntakeInput,
  ZBulkIntakeResponse,
} from '@shared/contracts/bulk-intake';
import { ZIdParam, ZMessage } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { notifyWaitlisted, processBulkIntake } from './service';

export const bulkIntakeRoutes: ModuleRoutes = (app, { db }) => {
  app.post(
    BULK_INTAKE_PATH,
    {
      config: formRateLimit,
      schema: { body: ZBulkIntakeInput, response: { 201: ZBulkIntakeResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const response = await processBulkIntake(db, request.body);
      // names of veterans: personal data
      return reply.status(201).header('Cache-Control', 'no-store').send(response);
    },
  );

  app.post(
    BULK_INTAKE_NOTIFY_ROUTE,
    {
      config: formRateLimit,
      schema: { params: ZIdParam, response: { 201: ZMessage, 409: ZApiError, ...errorResponses } },
    },
    async (request, reply) => {
      await notifyWaitlisted(db, request.params.id);
      return reply.status(201).send({ message: NOTIFY_SENT_MESSAGE });
    },
  );
};
