import type { ModuleRoutes } from '@server/module';
import { formRateLimit } from '@server/plugins/security';
import { errorResponses } from '@shared/contracts/errors';
import {
  PARTNER_APPLICATIONS_PATH,
  ZPartnerApplicationInput,
  ZPartnerApplicationReceived,
} from '@shared/contracts/partner-applications';
import { submitPartnerApplication } from './service';

/** The housing-partner application: anyone may apply; admins decide in the operations inbox. */
export const partnerApplicationsRoutes: ModuleRoutes = (app, { db }) => {
  app.post(
    PARTNER_APPLICATIONS_PATH,
    {
      config: formRateLimit,
      schema: {
        body: ZPartnerApplicationInput,
        response: { 201: ZPartnerApplicationReceived, ...errorResponses },
      },
    },
    async (request, reply) => {
      const received = await submitPartnerApplication(db, request.body, { ip: request.ip });
      return reply.status(201).header('Cache-Control', 'no-store').send(received);
    },
  );
};
