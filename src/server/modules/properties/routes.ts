import { z } from 'zod';
import { ZPagination } from '../../../shared/contracts/common';
import { errorResponses } from '../../../shared/contracts/errors';
import { PROPERTIES_PATH, ZPropertyListingInput, ZPropertyView } from '../../../shared/contracts/properties';
import type { ModuleRoutes } from '../../module';
import { formRateLimit } from '../../plugins/security';
import { insertListing, listAvailable } from './repo';
import { toPropertyView } from './view';

export const propertiesRoutes: ModuleRoutes = (app, { db }) => {
  app.post(
    PROPERTIES_PATH,
    {
      config: formRateLimit,
      schema: { body: ZPropertyListingInput, response: { 201: ZPropertyView, ...errorResponses } },
    },
    async (request, reply) => {
      // landlordId and badges are ignored: no landlord accounts yet, and badges follow the features
      const { landlordId: _landlordId, badges: _badges, ...listing } = request.body;
      const row = await insertListing(db, listing);
      return reply.status(201).send(toPropertyView(row));
    },
  );

  app.get(
    PROPERTIES_PATH,
    { schema: { querystring: ZPagination, response: { 200: z.array(ZPropertyView), ...errorResponses } } },
    async (request, reply) => {
      const { rows, total } = await listAvailable(db, request.query);
      reply.header('x-total-count', String(total));
      return rows.map(toPropertyView);
    },
  );
};
