import { withTransaction } from '@server/db/client';
import type { ModuleRoutes } from '@server/module';
import { compiledReplies } from '@server/plugins/compiled-serializer';
import { formRateLimit } from '@server/plugins/security';
import { ZPagination } from '@shared/contracts/common';
import { errorResponses } from '@shared/contracts/errors';
import { PROPERTIES_PATH, ZPropertyListingInput, ZPropertyView } from '@shared/contracts/properties';
import { z } from 'zod';
import { landlordFlowValues, saveListing } from './listing';
import { listAvailable } from './repo';
import { listingReviewRoutes } from './review-routes';
import { toPropertyView } from './view';

export const propertiesRoutes: ModuleRoutes = (app, deps) => {
  const { db, auth } = deps;
  app.post(
    PROPERTIES_PATH,
    {
      config: formRateLimit,
      // anyone may list; a signed-in landlord's listing is theirs (their dashboard shows it). Only an
      // admin's or a verified landlord's listing is published at once; others wait for review.
      onRequest: auth.optionalUser,
      schema: { body: ZPropertyListingInput, response: { 201: ZPropertyView, ...errorResponses } },
    },
    async (request, reply) => {
      // the owner comes from the session, never from the body (a landlordId sent there is ignored);
      // badges follow the features
      const { landlordId: _landlordId, badges: _badges, ...listing } = request.body;
      const user = request.user;
      const landlordId = user?.role === 'landlord' ? user.landlordId : null;
      const row = await withTransaction(db, (tx) =>
        saveListing(tx, { values: landlordFlowValues(listing), landlordId, lister: user }),
      );
      return reply.status(201).send(toPropertyView(row));
    },
  );

  app.get(
    PROPERTIES_PATH,
    {
      ...compiledReplies,
      schema: { querystring: ZPagination, response: { 200: z.array(ZPropertyView), ...errorResponses } },
    },
    async (request, reply) => {
      const { rows, total } = await listAvailable(db, request.query);
      reply.header('x-total-count', String(total));
      return rows.map(toPropertyView);
    },
  );

  listingReviewRoutes(app, deps);
};
