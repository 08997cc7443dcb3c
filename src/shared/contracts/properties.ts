import { PROPERTY_BADGES, ROOM_TYPES } from '@shared/domain/constants';
import { z } from 'zod';
import { longText, requiredText, text, zipCode } from './common';

export const PROPERTIES_PATH = '/api/properties';
const REQUIRED = 'Please fill in required fields';

/** The rooms a landlord can pick, 1 to 5+: a home under 3 bedrooms is still scored (it fits no co-living household). */
export const ROOM_COUNT_OPTIONS = [1, 2, 3, 4, 5] as const;

/**
 * The spec's `landlordId` (the prototype sends a fixed placeholder, not a real user): accepted and ignored,
 * because who owns a listing comes from the session, never from the body.
 */
export const ignoredLandlordId = z.union([text(100), z.number()]).optional();

/** POST /api/properties: the landlord flow's listing. Money arrives in whole dollars (the spec's shape). */
export const ZPropertyListingInput = z.strictObject({
  address: requiredText(REQUIRED, 200),
  zipCode: zipCode(REQUIRED),
  roomCount: z.coerce
    .number({ error: 'Choose the number of rooms' })
    .int()
    .min(1, { error: 'Choose the number of rooms' })
    .max(20, { error: 'Use at most 20 rooms' })
    .default(3),
  rentPerRoom: z
    .number({ error: REQUIRED })
    .int({ error: 'Enter the rent in whole dollars' })
    .min(1, { error: REQUIRED })
    .max(100_000, { error: 'Rent per room must be at most $100,000' }),
  roomType: z.enum(ROOM_TYPES).default('private'),
  acceptsVA: z.boolean().default(false),
  inspected: z.boolean().default(false),
  furnished: z.boolean().default(false),
  description: longText(2000).default(''),
  /** Sent by the prototype; ignored: ownership comes from the signed-in landlord, badges from the features. */
  landlordId: ignoredLandlordId,
  badges: z.array(z.enum(PROPERTY_BADGES)).optional(),
});
export type PropertyListingInput = z.input<typeof ZPropertyListingInput>;

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
