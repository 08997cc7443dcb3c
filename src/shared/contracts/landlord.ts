import { ZPagination } from '@shared/contracts/common';
import { NOT_DECLINED_MATCH_STATUSES } from '@shared/domain/housing-match-status';
import { LISTING_STATUS_MOVES, PROPERTY_STATUSES } from '@shared/domain/inventory';
import { LANDLORD_ANSWERS } from '@shared/domain/landlord-answers';
import { z } from 'zod';

export const LANDLORD_STATS_PATH = '/api/landlord/stats';
export const LANDLORD_LISTINGS_PATH = '/api/landlord/listings';
export const LANDLORD_EXPORT_PATH = '/api/landlord/export';

/** GET /api/landlord/stats for the signed-in landlord (admins: every landlord). */
export const ZLandlordStats = z.object({
  totalUnits: z.number().int(),
  vaCompatibleUnits: z.number().int(),
  veteransMatched: z.number().int(),
  successfulPlacements: z.number().int(),
});
export type LandlordStats = z.infer<typeof ZLandlordStats>;

/** One row of GET /api/landlord/listings. monthlyRent is in cents (the spec's shape). */
export const ZLandlordListing = z.object({
  id: z.string(),
  propertyAddress: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string(),
  availableUnits: z.number().int(),
  unitCount: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  monthlyRent: z.number().int().nullable(),
  acceptsVABenefits: z.boolean(),
  /** The spec's available, matched, filled; and pending_review (waiting for an admin) or declined. */
  status: z.enum(PROPERTY_STATUSES),
  /** Why an admin declined the listing (null unless declined). */
  declineReason: z.string().nullable(),
  totalMatches: z.number().int(),
  successfulPlacements: z.number().int(),
  allowsPets: z.boolean(),
  isAccessible: z.boolean(),
  /** Admins see every landlord's listings; this says whose it is (null when unowned). */
  landlordName: z.string().nullable(),
});
export type LandlordListing = z.infer<typeof ZLandlordListing>;

/** POST /api/landlord/listings/{id}/status: the owner landlord or an admin pauses, resumes or fills a listing. */
export const LANDLORD_LISTING_STATUS_PATH = '/api/landlord/listings/:id/status';
export const landlordListingStatusPath = (id: string) =>
  `/api/landlord/listings/${encodeURIComponent(id)}/status`;
export const LISTING_STATUS_CHOICE_MESSAGE = 'Choose available, paused or filled';

export const ZListingStatusChange = z.strictObject({
  status: z.enum(LISTING_STATUS_MOVES, { error: LISTING_STATUS_CHOICE_MESSAGE }),
});
export type ListingStatusChange = z.infer<typeof ZListingStatusChange>;

/** The listing as it now stands, and how many open matches on it the move closed (each veteran who asked is told). */
export const ZListingStatusChanged = z.object({
  listing: ZLandlordListing,
  matchesClosed: z.number().int(),
});
export type ListingStatusChanged = z.infer<typeof ZListingStatusChanged>;

export const LANDLORD_MATCHES_PATH = '/api/landlord/matches';
/** GET /api/landlord/matches: a page, optionally of one listing's matches only. */
export const ZLandlordMatchesQuery = ZPagination.extend({
  propertyId: z.uuid({ error: 'Unknown listing' }).optional(),
});
export type LandlordMatchesQuery = z.infer<typeof ZLandlordMatchesQuery>;
export const LANDLORD_MATCH_CONTACT_PATH = '/api/landlord/matches/:id/contact';
export const landlordMatchContactPath = (id: string) =>
  `/api/landlord/matches/${encodeURIComponent(id)}/contact`;
export const CONTACT_AFTER_APPROVAL_MESSAGE = 'Contact details are shared once the match is approved';

/** One row of GET /api/landlord/matches: an open or placed match on the landlord's own home. */
export const ZLandlordMatch = z.object({
  id: z.string(),
  propertyAddress: z.string(),
  propertyCity: z.string().nullable(),
  status: z.enum(NOT_DECLINED_MATCH_STATUSES),
  /** 0-100 */
  score: z.number().int(),
  reason: z.string(),
  /** The listing the match is on (the dashboard filters a listing's matches by it). */
  propertyId: z.string(),
  /** The veteran's first name only: the rest of their contact comes once the match is approved. */
  veteranFirstName: z.string().nullable(),
  /** The reference the veteran can quote, when they asked for the match. */
  reference: z.string().nullable(),
  /** The landlord's own answer (accept, decline, question); null until they answer. */
  landlordAnswer: z.enum(LANDLORD_ANSWERS).nullable(),
  createdAt: z.string(),
});
export type LandlordMatch = z.infer<typeof ZLandlordMatch>;

/** GET /api/landlord/matches/{id}/contact: the veteran's contact, for an approved or placed match (audited). */
export const ZLandlordMatchContact = z.object({
  matchId: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type LandlordMatchContact = z.infer<typeof ZLandlordMatchContact>;
