import { PROPERTY_BADGES, ROOM_TYPES } from '@shared/domain/constants';
import { PROPERTY_STATUSES, UNIT_TYPES } from '@shared/domain/inventory';
import { z } from 'zod';
import {
  isCalendarDate,
  longText,
  optionalPhone,
  optionalText,
  requiredEmail,
  requiredText,
  textRule,
  zipCode,
} from './common';
import { ignoredLandlordId } from './properties';

/**
 * The one listing contract (decision 0023): the /landlords wizard's step and /landlord-listing ask the same
 * questions and send them to POST /api/properties; the owner edits them with PUT /api/properties/{id}. The
 * names are the spec's wizard body (address, zipCode, roomCount, rentPerRoom, acceptsVA, inspected, furnished,
 * description), so that body is still a valid listing, and the read shape's (accessible, allowsPets) for the rest.
 */

export const PROPERTY_PATH = '/api/properties/:id';
export const propertyPath = (id: string) => `/api/properties/${encodeURIComponent(id)}`;
export const LISTING_EDIT_PATH = '/api/properties/:id/edit';
export const listingEditPath = (id: string) => `${propertyPath(id)}/edit`;

/** The spec's words, the form's summary above the fields; each field names itself and what to do (issue 37). */
export const LISTING_REQUIRED_MESSAGE = 'Please fill in required fields';
export const LISTING_FIELD_MESSAGES = {
  address: 'Enter the street address of the home',
  zipCode: 'Enter the ZIP code of the home',
  rentPerRoom: 'Enter the monthly rent of one room, in dollars',
} as const;
export const LISTING_CONTACT_NAME_MESSAGE = 'Enter your name so our team can reach you about this listing';
export const LISTING_CONTACT_EMAIL_MESSAGE =
  'Enter your email address so our team can reach you about this listing';
export const LISTING_NOT_FOUND = 'Listing not found';

const count = (label: string, max: number) =>
  z.coerce
    .number({ error: `Choose the number of ${label}` })
    .int({ error: `Choose the number of ${label}` })
    .min(1, { error: `Choose the number of ${label}` })
    .max(max, { error: `Use at most ${max} ${label}` });

/** What the form says about the home: the same fields for a new listing and an edit. */
const homeFields = {
  address: requiredText(LISTING_FIELD_MESSAGES.address, 200),
  zipCode: zipCode(LISTING_FIELD_MESSAGES.zipCode),
  unitType: z.enum(UNIT_TYPES, { error: 'Choose a unit type' }).default('house'),
  /** Rooms a veteran can rent (the bedrooms), 1 to 5+ on the form (ROOM_COUNT_OPTIONS). */
  roomCount: count('rooms', 20).default(3),
  bathrooms: count('bathrooms', 20).default(1),
  roomType: z.enum(ROOM_TYPES, { error: 'Choose a room type' }).default('private'),
  /** Monthly rent of one room, in whole dollars (stored as cents). */
  rentPerRoom: z
    .number({ error: LISTING_FIELD_MESSAGES.rentPerRoom })
    .int({ error: 'Enter the rent in whole dollars' })
    .min(1, { error: LISTING_FIELD_MESSAGES.rentPerRoom })
    .max(100_000, { error: 'Rent per room must be at most $100,000' }),
  /** Accepts VA benefits / HUD-VASH vouchers. */
  acceptsVA: z.boolean({ error: 'Accepts VA benefits: answer yes or no' }).default(false),
  accessible: z.boolean({ error: 'Accessible: answer yes or no' }).default(false),
  allowsPets: z.boolean({ error: 'Pets allowed: answer yes or no' }).default(false),
  furnished: z.boolean({ error: 'Furnished: answer yes or no' }).default(false),
  inspected: z.boolean({ error: 'Inspected: answer yes or no' }).default(false),
  /** YYYY-MM-DD; '' or missing = available now. */
  availableDate: z
    .string({ error: 'Enter the date as YYYY-MM-DD' })
    .trim()
    .check(textRule)
    .refine((value) => value === '' || isCalendarDate(value), { error: 'Enter the date as YYYY-MM-DD' })
    .default(''),
  description: longText(2000).default(''),
};

/**
 * The landlord's contact, asked only of a visitor who is not signed in (a signed-in landlord lists under their
 * account): the reviewer must be able to reach whoever listed. Optional here; `visitorContactIssues` says when
 * it is missing. Blank means not given.
 */
const contactFields = {
  landlordName: optionalText(120),
  landlordEmail: optionalText(254),
  landlordPhone: optionalPhone(),
};

/** PUT /api/properties/{id}: the home only (the owner does not change on an edit). */
export const ZListingUpdate = z.strictObject(homeFields);
export type ListingUpdateInput = z.input<typeof ZListingUpdate>;
export type ListingUpdate = z.output<typeof ZListingUpdate>;

/** POST /api/properties: the home, the visitor's contact, and the spec's ignored `landlordId` and `badges`. */
export const ZListingInput = z.strictObject({
  ...homeFields,
  ...contactFields,
  /** Sent by the prototype; ignored: ownership comes from the session or the contact, badges from the features. */
  landlordId: ignoredLandlordId,
  badges: z.array(z.enum(PROPERTY_BADGES)).optional(),
});
export type ListingInput = z.input<typeof ZListingInput>;
export type ListingData = z.output<typeof ZListingInput>;

/** The contact a visitor must give: a name and a valid email (the phone stays optional). */
const ZVisitorContact = z.object({
  landlordName: requiredText(LISTING_CONTACT_NAME_MESSAGE, 120),
  landlordEmail: requiredEmail(LISTING_CONTACT_EMAIL_MESSAGE),
});

/** What is wrong with a visitor's contact (the server's check; the form uses ZVisitorListingInput). */
export function visitorContactIssues(input: {
  landlordName?: string | undefined;
  landlordEmail?: string | undefined;
}): { path: string; message: string }[] {
  const parsed = ZVisitorContact.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** The form of a visitor who is not signed in: the listing with the contact required. */
export const ZVisitorListingInput = ZListingInput.extend(ZVisitorContact.shape);

/** GET /api/properties/{id}/edit: the form's values for the owner (or an admin), with the listing's status. */
export const ZListingEditView = z.object({
  id: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  values: z.object({
    address: z.string(),
    zipCode: z.string(),
    unitType: z.enum(UNIT_TYPES),
    roomCount: z.number().int(),
    bathrooms: z.number().int(),
    roomType: z.enum(ROOM_TYPES),
    rentPerRoom: z.number().int().nullable(),
    acceptsVA: z.boolean(),
    accessible: z.boolean(),
    allowsPets: z.boolean(),
    furnished: z.boolean(),
    inspected: z.boolean(),
    availableDate: z.string(),
    description: z.string(),
  }),
});
export type ListingEditView = z.infer<typeof ZListingEditView>;
