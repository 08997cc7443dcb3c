import { PROPERTY_BADGES, ROOM_TYPES } from '@shared/domain/constants';
import { z } from 'zod';
import { text } from './common';

/** POST /api/properties takes the one listing contract, `ZListingInput` in ./listing. */
export const PROPERTIES_PATH = '/api/properties';

/** The rooms a landlord can pick, 1 to 5+: a home under 3 bedrooms is still scored (it fits no co-living household). */
export const ROOM_COUNT_OPTIONS = [1, 2, 3, 4, 5] as const;

/**
 * The spec's `landlordId` (the prototype sends a fixed placeholder, not a real user): accepted and ignored,
 * because who owns a listing comes from the session, never from the body.
 */
export const ignoredLandlordId = z.union([text(100), z.number()]).optional();

export const ZPropertyView = z.object({
  id: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string(),
  roomCount: z.number(),
  roomType: z.enum(ROOM_TYPES),
  rentPerRoom: z.number().nullable(),
  acceptsVA: z.boolean(),
  furnished: z.boolean(),
  inspected: z.boolean(),
  accessible: z.boolean(),
  allowsPets: z.boolean(),
  description: z.string(),
  status: z.string(),
  badges: z.array(z.enum(PROPERTY_BADGES)),
  createdAt: z.string(),
});
export type PropertyView = z.infer<typeof ZPropertyView>;
