import { withTransaction } from '@server/db/client';
import type { ModuleRoutes } from '@server/module';
import { compiledReplies } from '@server/plugins/compiled-serializer';
import { publicAnswers } from '@server/plugins/public-answers';
import { formRateLimit } from '@server/plugins/security';
import { ZPagination } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import { ZListingInput } from '@shared/contracts/listing';
import { PROPERTIES_PATH, ZPropertyView } from '@shared/contracts/properties';
import { z } from 'zod';
import { listingEditRoutes } from './edit-routes';
import { saveListing } from './listing';
import { listingOwner } from './listing-owner';
import { listingFormValues } from './listing-values';
import { placeableHomesRoutes } from './placeable-homes';
import { listAvailable } from './repo';
import { listingReviewRoutes } from './review-routes';
import { toPropertyView } from './view';

export const propertiesRoutes: ModuleRoutes = (app, deps) => {
  const { db, auth } = deps;
  app.post(
    PROPERTIES_PATH,
    {
      config: formRateLimit,
      // anyone may list: a signed-in landlord's listing is theirs (their dashboard shows it), a visitor's
      // belongs to the landlord their contact names. Only an admin's or a verified landlord's listing is
      // published at once; others wait for review.
      onRequest: auth.optionalUser,
      schema: { body: ZListingInput, response: { 201: ZPropertyView, ...errorResponses, 403: ZApiError } },
    },
    async (request, reply) => {
      // the owner comes from the session or the contact, never from the body's landlordId; badges follow
      // the features
      const {
        landlordId: _landlordId,
        badges: _badges,
        landlordName,
        landlordEmail,
        landlordPhone,
        ...home
      } = request.body;
      const user = request.user;
      const row = await withTransaction(db, async (tx) => {
        const landlordId = await listingOwner(tx, user, { landlordName, landlordEmail, landlordPhone });
        return saveListing(tx, { values: listingFormValues(home), landlordId, lister: user });
      });
      return reply.status(201).send(toPropertyView(row));
    },
  );

  app.get(
    PROPERTIES_PATH,
    {
      ...compiledReplies,
      schema: { querystring: ZPagination, response: { 200: z.array(ZPropertyView), ...errorResponses } },
    },
    // the 'listings' version follows properties and co_living_homes (decision 0031)
    async (request, reply) =>
      publicAnswers(db).send(request, reply, {
        resource: 'listings',
        key: request.query,
        contract: z.array(ZPropertyView),
        build: async () => {
          const { rows, total } = await listAvailable(db, request.query);
          return { body: rows.map(toPropertyView), headers: { 'x-total-count': String(total) } };
        },
      }),
  );

  listingEditRoutes(app, deps);
  placeableHomesRoutes(app, deps);
  listingReviewRoutes(app, deps);
};
