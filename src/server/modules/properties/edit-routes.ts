import { withTransaction } from '@server/db/client';
import type { ModuleRoutes } from '@server/module';
import { userOf } from '@server/plugins/auth';
import { ZIdParam } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import {
  LISTING_EDIT_PATH,
  PROPERTY_PATH,
  ZListingEditView,
  ZListingUpdate,
} from '@shared/contracts/listing';
import { ZPropertyView } from '@shared/contracts/properties';
import { editableListing, updateListing } from './listing';
import { listingEditView, listingFormValues } from './listing-values';
import { findProperty } from './repo';
import { toPropertyView } from './view';

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** The owner landlord (or an admin) reads a listing into the one form and saves the edit. */
export const listingEditRoutes: ModuleRoutes = (app, { db, auth, homeLeavesMatching }) => {
  // the guard runs before validation: a caller without a session learns nothing from a 400
  const editor = auth.requireUser('admin', 'landlord');

  app.get(
    LISTING_EDIT_PATH,
    {
      onRequest: editor,
      schema: { params: ZIdParam, response: { 200: ZListingEditView, ...guardedErrors } },
    },
    async (request, reply) => {
      const home = editableListing(await findProperty(db, request.params.id), userOf(request));
      return reply.header('Cache-Control', 'no-store').send(listingEditView(home));
    },
  );

  app.put(
    PROPERTY_PATH,
    {
      onRequest: editor,
      schema: { params: ZIdParam, body: ZListingUpdate, response: { 200: ZPropertyView, ...guardedErrors } },
    },
    async (request) => {
      const row = await withTransaction(db, (tx) =>
        updateListing(tx, {
          propertyId: request.params.id,
          values: listingFormValues(request.body),
          editor: userOf(request),
          ip: request.ip,
          homeLeavesMatching,
        }),
      );
      return toPropertyView(row);
    },
  );
};
