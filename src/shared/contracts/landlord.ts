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
  status: z.enum(['available', 'matched', 'filled']),
  totalMatches: z.number().int(),
  successfulPlacements: z.number().int(),
  allowsPets: z.boolean(),
  isAccessible: z.boolean(),
  /** Admins see every landlord's listings; this says whose it is (null when unowned). */
  landlordName: z.string().nullable(),
});
export type LandlordListing = z.infer<typeof ZLandlordListing>;
