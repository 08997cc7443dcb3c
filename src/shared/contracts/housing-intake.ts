import { UNIT_TYPES } from '@shared/domain/inventory';
import { LANDLORD_TIERS } from '@shared/domain/match-engine/landlord-tiers';
import { URGENCY_LEVELS } from '@shared/domain/urgency';
import { z } from 'zod';
import {
  dollars,
  isCalendarDate,
  longText,
  optionalEmail,
  optionalPhone,
  requiredEmail,
  requiredText,
  textRule,
  zipCode,
} from './common';
import { ZHousingStatusFields } from './housing-status';
import { ignoredLandlordId } from './properties';

/**
 * The two intake forms of the housing team's pages (/veteran-intake, /landlord-listing): apart from the dashboard's
 * views (./housing), so the dashboard does not load the intake's rules (the living situations, their HMIS codes).
 */

export const VETERAN_REGISTERED_MESSAGE = 'Veteran housing profile created';
export const PROPERTY_LISTED_MESSAGE = 'Property listed successfully';

const optionalNotes = longText(2000).optional();
const flag = (label: string) => z.boolean({ error: `${label}: answer yes or no` }).default(false);

/** POST /api/veterans-housing: the /veteran-intake form (a case manager or a signed-in partner). */
export const ZVeteranHousingInput = z.strictObject({
  name: requiredText("Enter the veteran's name", 120),
  phone: optionalPhone(),
  email: optionalEmail,
  caseManagerEmail: requiredEmail("Enter the case manager's email address"),
  zipCode: zipCode('Enter a ZIP code'),
  hasVoucher: flag('Has a housing voucher'),
  requiresAccessibility: flag('Needs an accessible home'),
  hasPet: flag('Has a pet'),
  urgencyLevel: z.enum(URGENCY_LEVELS, { error: 'Choose an urgency level' }).default('normal'),
  additionalNotes: optionalNotes,
  /** What the veteran can pay a month, in dollars; the engine's budget. Null or missing = unknown. */
  maxMonthlyRent: dollars('most the veteran can pay a month').nullable().optional(),
  /**
   * The organisation this placement starts with (its page's "Start Housing Placement"): the veteran is referred
   * to it for housing. Ignored for a signed-in partner, whose own organisation holds the veteran.
   */
  organizationId: z.uuid({ error: 'Choose the organization from the directory' }).optional(),
  ...ZHousingStatusFields,
});
export type VeteranHousingInput = z.input<typeof ZVeteranHousingInput>;
export type VeteranHousingData = z.output<typeof ZVeteranHousingInput>;

/** The answer to POST /api/veterans-housing: the spec's message, and whether the veteran was already on record. */
export const ZVeteranRegisteredResult = z.object({
  message: z.string(),
  /**
   * Signed-in partners only: the intake was one of the organisation's own people (the same name and phone or
   * email), whose record was updated; false for anyone else (decision 0030: nobody learns who is on record).
   */
  existingVeteran: z.boolean(),
  /** The veteran's id in the signed-in partner's caseload (the organisation owns the record); else null. */
  caseloadVeteranId: z.string().nullable(),
  /** The housing referral to the organisation the placement started with, for the case manager to quote. */
  referral: z.object({ organizationName: z.string(), reference: z.string() }).nullable(),
});
export type VeteranRegisteredResult = z.infer<typeof ZVeteranRegisteredResult>;

const count = (label: string, max: number) =>
  z
    .number({ error: `Enter the number of ${label}` })
    .int({ error: `Enter a whole number of ${label}` })
    .min(1, { error: `Enter at least 1 for ${label}` })
    .max(max, { error: `Enter at most ${max} for ${label}` });

/**
 * POST /api/properties-housing: the /landlord-listing form. The tier is kept only when an admin posts it. The
 * spec's `landlordId` is accepted and ignored, as on POST /api/properties: the owner is the signed-in landlord,
 * or the landlord named by the email (found or created), never an id from the body.
 */
export const ZPropertyHousingInput = z.strictObject({
  landlordId: ignoredLandlordId,
  landlordName: requiredText("Enter the landlord's name", 120),
  landlordEmail: requiredEmail("Enter the landlord's email address"),
  landlordPhone: optionalPhone(),
  landlordTier: z.enum(LANDLORD_TIERS, { error: 'Choose a landlord tier' }).default('bronze'),
  address: requiredText('Enter the property address', 200),
  zipCode: zipCode('Enter a ZIP code'),
  monthlyRent: dollars('monthly rent'),
  acceptsVouchers: flag('Accepts vouchers'),
  isAccessible: flag('Accessible'),
  allowsPets: flag('Allows pets'),
  isAvailable: z.boolean({ error: 'Available: answer yes or no' }).default(true),
  unitType: z.enum(UNIT_TYPES, { error: 'Choose a unit type' }).default('apartment'),
  bedrooms: count('bedrooms', 20),
  bathrooms: count('bathrooms', 20),
  /** YYYY-MM-DD; '' or missing = available now. */
  availableDate: z
    .string()
    .trim()
    .check(textRule)
    .refine((value) => value === '' || isCalendarDate(value), {
      error: 'Enter the date as YYYY-MM-DD',
    })
    .optional(),
  additionalFeatures: optionalNotes,
  unitsAvailable: count('units available', 500).default(1),
});
export type PropertyHousingInput = z.input<typeof ZPropertyHousingInput>;
export type PropertyHousingData = z.output<typeof ZPropertyHousingInput>;

/**
 * The answer to POST /api/properties-housing: the spec's message and what happens to the listing now:
 * published (`available`, or `filled` when no unit is free) or waiting for an admin's review.
 */
export const ZPropertyListedResult = z.object({
  message: z.string(),
  status: z.enum(['pending_review', 'available', 'filled']),
});
export type PropertyListedResult = z.infer<typeof ZPropertyListedResult>;
