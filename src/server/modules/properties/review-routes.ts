import { withTransaction } from '@server/db/client';
import type { ModuleRoutes } from '@server/module';
import { decideOpenItemAbout } from '@server/modules/inbox';
import { userOf } from '@server/plugins/auth';
import { ZIdParam } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import type { ListingDecisionInput } from '@shared/contracts/inbox';
import {
  ADMIN_LANDLORD_VERIFY_PATH,
  ADMIN_LISTING_APPROVE_PATH,
  ADMIN_LISTING_DECLINE_PATH,
  ZLandlordVerifyResult,
  ZListingDeclineInput,
  ZListingReviewResult,
} from '@shared/contracts/listing-review';
import type { FastifyRequest } from 'fastify';
import { listingDecision } from './inbox-items';
import { reviewListing, verifyLandlord } from './review';
import type { PropertyRow } from './view';

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

const reviewed = (row: PropertyRow) => ({
  id: row.id,
  status: row.status,
  reviewNote: row.reviewNote,
  reviewedAt: (row.reviewedAt ?? new Date()).toISOString(),
});

/** Admins approve or decline listings waiting for review and verify landlord accounts. */
export const listingReviewRoutes: ModuleRoutes = (app, { db, auth, inbox }) => {
  // the guard runs before validation: a caller without a session learns nothing from a 400
  const admin = auth.requireUser('admin');
  const adminOf = (request: FastifyRequest) => ({ adminId: userOf(request).id, ip: request.ip });
  /** The same decision as the inbox's on the listing's item (which it finishes), or on the listing alone. */
  const review = (request: FastifyRequest, propertyId: string, input: ListingDecisionInput) =>
    withTransaction(db, async (tx) => {
      const actor = { id: userOf(request).id, ip: request.ip };
      const subject = { type: 'listing_review' as const, subjectId: propertyId };
      const viaItem = await decideOpenItemAbout(tx, inbox, subject, listingDecision, input, actor);
      return viaItem?.result ?? reviewListing(tx, { propertyId, ...input, adminId: actor.id, ip: actor.ip });
    });

  app.post(
    ADMIN_LISTING_APPROVE_PATH,
    {
      onRequest: admin,
      schema: { params: ZIdParam, response: { 200: ZListingReviewResult, ...guardedErrors } },
    },
    async (request) => reviewed(await review(request, request.params.id, { decision: 'approve' })),
  );

  app.post(
    ADMIN_LISTING_DECLINE_PATH,
    {
      onRequest: admin,
      schema: {
        params: ZIdParam,
        body: ZListingDeclineInput,
        response: { 200: ZListingReviewResult, ...guardedErrors },
      },
    },
    async (request) =>
      reviewed(
        await review(request, request.params.id, { decision: 'decline', reason: request.body.reason }),
      ),
  );

  app.post(
    ADMIN_LANDLORD_VERIFY_PATH,
    {
      onRequest: admin,
      schema: { params: ZIdParam, response: { 200: ZLandlordVerifyResult, ...guardedErrors } },
    },
    async (request) => {
      const { id, verifiedAt } = await withTransaction(db, (tx) =>
        verifyLandlord(tx, { landlordId: request.params.id, ...adminOf(request) }),
      );
      return { id, verifiedAt: verifiedAt.toISOString() };
    },
  );
};
