import type { ModuleRoutes } from '@server/module';
import { partnerOf } from '@server/plugins/auth';
import { formRateLimit } from '@server/plugins/security';
import {
  CO_LIVING_APPLICATIONS_PATH,
  ZCoLivingApplicationInput,
  ZCoLivingApplicationReceived,
} from '@shared/contracts/co-living';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { submitCoLivingApplication } from './service';

export const applicationRoutes: ModuleRoutes = (app, { db, auth }) => {
  app.post(
    CO_LIVING_APPLICATIONS_PATH,
    {
      // anyone may apply; a partner's bad or expired token is refused before the body is read
      onRequest: auth.optionalPartner,
      config: formRateLimit,
      schema: {
        body: ZCoLivingApplicationInput,
        response: { 201: ZCoLivingApplicationReceived, 401: ZApiError, ...errorResponses },
      },
    },
    async (request, reply) => {
      const organizationId = request.partner ? partnerOf(request).organizationId : null;
      const received = await submitCoLivingApplication(db, request.body, { organizationId, ip: request.ip });
      return reply.status(201).header('Cache-Control', 'no-store').send(received);
    },
  );
};
