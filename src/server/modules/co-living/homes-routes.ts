import type { ModuleRoutes } from '@server/module';
import { userOf } from '@server/plugins/auth';
import {
  CO_LIVING_HOMES_PATH,
  ZCoLivingHomeInput,
  ZCoLivingHomeView,
} from '@shared/contracts/co-living-households';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { z } from 'zod';
import { createCoLivingHome, listCoLivingHomes } from './homes';

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError };

/** Homes pages: at most 200 rows, 100 by default (a landlord or a city has a handful). */
const ZHomesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** Co-living homes: a landlord lists and sees their own, an admin any. */
export const homeRoutes: ModuleRoutes = (app, { db, auth }) => {
  // the guard runs before validation: a caller without a session learns nothing from a 400
  const landlordOrAdmin = auth.requireUser('landlord', 'admin');

  app.post(
    CO_LIVING_HOMES_PATH,
    {
      onRequest: landlordOrAdmin,
      schema: { body: ZCoLivingHomeInput, response: { 201: ZCoLivingHomeView, ...guardedErrors } },
    },
    async (request, reply) => {
      const home = await createCoLivingHome(db, request.body, userOf(request), request.ip);
      return reply.status(201).send(home);
    },
  );

  app.get(
    CO_LIVING_HOMES_PATH,
    {
      onRequest: landlordOrAdmin,
      schema: { querystring: ZHomesQuery, response: { 200: z.array(ZCoLivingHomeView), ...guardedErrors } },
    },
    async (request) => listCoLivingHomes(db, userOf(request), request.query),
  );
};
