import type { ModuleRoutes } from '@server/module';
import { partnerOf } from '@server/plugins/auth';
import { formRateLimit } from '@server/plugins/security';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { PROPERTIES_HOUSING_PATH, VETERANS_HOUSING_PATH } from '@shared/contracts/housing';
import {
  ZPropertyHousingInput,
  ZPropertyListedResult,
  ZVeteranHousingInput,
  ZVeteranRegisteredResult,
} from '@shared/contracts/housing-intake';
import { listHousingProperty, registerHousingVeteran } from './service';

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError, 409: ZApiError };

/** The /veteran-intake and /landlord-listing forms. */
export const housingIntakeRoutes: ModuleRoutes = (app, { db, auth }) => {
  app.post(
    VETERANS_HOUSING_PATH,
    {
      // public; a partner who sends its token owns the veteran (a bad token: 401, before the body is read)
      onRequest: auth.optionalPartner,
      config: formRateLimit,
      schema: { body: ZVeteranHousingInput, response: { 201: ZVeteranRegisteredResult, ...guardedErrors } },
    },
    async (request, reply) => {
      const organizationId = request.partner ? partnerOf(request).organizationId : null;
      const { message, existingVeteran, caseloadVeteranId, referral } = await registerHousingVeteran(
        db,
        request.body,
        organizationId,
        request.ip,
      );
      // a name and whether they were on record: personal data
      return reply
        .status(201)
        .header('Cache-Control', 'no-store')
        .send({ message, existingVeteran, caseloadVeteranId, referral });
    },
  );

  app.post(
    PROPERTIES_HOUSING_PATH,
    {
      onRequest: auth.optionalUser,
      config: formRateLimit,
      schema: { body: ZPropertyHousingInput, response: { 201: ZPropertyListedResult, ...guardedErrors } },
    },
    async (request, reply) => {
      const { message, status } = await listHousingProperty(db, request.body, request.user);
      return reply.status(201).send({ message, status });
    },
  );
};
