import { LISTING_DECLINE_REASON_MAX, PROPERTY_STATUSES } from '@shared/domain/inventory';
import { z } from 'zod';
import { longText } from './common';

/** Admins review listings from anonymous visitors and unverified landlords before veterans see them. */
export const ADMIN_LISTING_APPROVE_PATH = '/api/admin/listings/:id/approve';
export const ADMIN_LISTING_DECLINE_PATH = '/api/admin/listings/:id/decline';
export const ADMIN_LANDLORD_VERIFY_PATH = '/api/admin/landlords/:id/verify';

export const LISTING_NOT_FOUND_MESSAGE = 'Listing not found';
export const LISTING_ALREADY_REVIEWED_MESSAGE = 'This listing was already reviewed';
export const DECLINE_REASON_MISSING_MESSAGE = 'Give the landlord a reason for declining';
export const LANDLORD_NOT_FOUND_MESSAGE = 'Landlord not found';
export const LANDLORD_WITHOUT_ACCOUNT_MESSAGE =
  'Only a landlord with an account can be verified: this landlord listed without signing in, so there is no account to trust.';

/** POST /api/admin/listings/{id}/decline: the reason the landlord reads. */
export const ZListingDeclineInput = z.strictObject({
  reason: z
    .string({ error: DECLINE_REASON_MISSING_MESSAGE })
    .pipe(longText(LISTING_DECLINE_REASON_MAX))
    .refine((value) => value.length > 0, { error: DECLINE_REASON_MISSING_MESSAGE }),
});
export type ListingDeclineInput = z.input<typeof ZListingDeclineInput>;

/** The answer to approve and decline: the listing's status after the review. */
export const ZListingReviewResult = z.object({
  id: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  /** The decline reason; null for an approved listing. */
  reviewNote: z.string().nullable(),
  reviewedAt: z.string(),
});
export type ListingReviewResult = z.infer<typeof ZListingReviewResult>;

/** The answer to verify: since when the landlord's new listings publish at once. */
export const ZLandlordVerifyResult = z.object({
  id: z.string(),
  verifiedAt: z.string(),
});
export type LandlordVerifyResult = z.infer<typeof ZLandlordVerifyResult>;
