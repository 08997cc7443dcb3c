import { PLACEMENT_TIERS } from '@shared/domain/placement-tiers';
import { NEED_TYPES } from '@shared/domain/referral-status';
import { CASE_MANAGER_NAME_MESSAGE, CASE_MANAGER_REACH_MESSAGE, REFERRED_BY } from '@shared/domain/referrer';
import { URGENCY_LEVELS } from '@shared/domain/urgency';
import { z } from 'zod';
import {
  EMAIL_MESSAGE,
  optionalEmail,
  optionalLongText,
  optionalPhone,
  optionalText,
  requiredEmail,
  requiredPhone,
  requiredText,
  slugParam,
  text,
  zipCode,
} from './common';
import { blankToUndefined } from './directory-query';
import { ZHousingStatusFields } from './housing-status';
import { ZOrganizationView } from './organizations';

/**
 * The trusted network: directory search, organisation pages, public referrals, landlord
 * leads from a profile. Placements, the owner's profile edit and impact metrics: ./placements.ts.
 *
 * Public answers (everything here except the owner's calls) never carry an organisation's phone or
 * email, nor its internal fields (internalNotes, webhookUrl, dataQualityFlags). A visitor reaches an
 * organisation through the referral forms, which the organisation then works in its dashboard.
 */

export const VSOS_COUNT_PATH = '/api/vsos/count';
export const VSO_PATH = '/api/vsos/:id';
export const VSO_REPORT_PATH = '/api/vsos/:id/report';
export const VETERAN_REFERRALS_PATH = '/api/veteran-referrals';
export const PUBLIC_REFERRALS_PATH = '/api/referrals';
export const PARTNER_PUBLIC_PROFILE_PATH = '/api/partner/profile/:slug';
export const LANDLORD_LEADS_PATH = '/api/landlord-leads';

export const vsoPath = (id: string) => `/api/vsos/${encodeURIComponent(id)}`;
export const vsoReportPath = (id: string) => `/api/vsos/${encodeURIComponent(id)}/report`;
export const partnerPublicProfilePath = (slug: string) => `/api/partner/profile/${encodeURIComponent(slug)}`;

/**
 * GET /api/vsos answers the spec's "list of organizations" as a JSON array; the number of matching
 * organisations (for pagination) is in the x-total-count header. Counting stops at VSOS_COUNT_CAP so a
 * broad search stays fast over 100,000 organisations: then the header says 1000 and x-total-count-capped
 * is 'true' (show "1,000+"). Without a ZIP the order is state, city, then name.
 */
export const VSOS_TOTAL_HEADER = 'x-total-count';
export const VSOS_TOTAL_CAPPED_HEADER = 'x-total-count-capped';
export const VSOS_COUNT_CAP = 1000;

/** /partner/{id} is the organisation page when the segment looks like this; slugs never do (ADR 0007). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const looksLikeUuid = (value: string) => UUID_PATTERN.test(value);

export * from './directory-query';
export { VSOS_PATH, VSOS_SUMMARY_PATH } from './directory-texts';

/** Answered (400) when a ZIP code is well formed but not a known US ZIP. */
export const UNKNOWN_ZIP_MESSAGE = "We couldn't find that ZIP code. Check it and try again.";

export const ZHelpedThisYear = z.object({ year: z.number().int(), count: z.number().int() });

/** An organisation as anyone may see it (directory card, organisation page). No phone, no email. */
export const ZVsoCard = ZOrganizationView.omit({ phone: true, email: true }).extend({
  /** Computed from placements and verification (domain/placement-tiers.ts). */
  placementTier: z.enum(PLACEMENT_TIERS),
  /** Completed placements, all time. */
  placements: z.number().int(),
  /** Miles from the searched ZIP's centre, one decimal; null when the search had no ZIP. */
  distanceMiles: z.number().nullable(),
  /** Completed placements dated in the current calendar year (UTC): "helped N veterans in <year>". */
  helpedThisYear: ZHelpedThisYear,
});

export type VsoCard = z.infer<typeof ZVsoCard>;

export const ZVsoList = z.array(ZVsoCard);

export const ZVsoIdParam = z.strictObject({ id: slugParam(100) });
/** GET /api/partner/profile/{slug}. */
export const ZPartnerSlugParam = z.strictObject({ slug: slugParam(255) });
export const VSO_NOT_FOUND_MESSAGE = 'VSO not found';

export const ZVsoCount = z.object({ count: z.number().int() });
export type VsoCount = z.infer<typeof ZVsoCount>;

/**
 * GET /api/vsos/summary: the directory's header stats and its four category cards, from the data.
 * "Emergency Resources" counts organisations offering `healthcare` (the spec has no emergency category).
 */
export const ZVsoSummary = z.object({
  count: z.number().int(),
  states: z.number().int(),
  categories: z.object({
    housing: z.number().int(),
    mental_health: z.number().int(),
    legal: z.number().int(),
    emergency: z.number().int(),
  }),
});
export type VsoSummary = z.infer<typeof ZVsoSummary>;

export const VETERAN_NAME_MESSAGE = "Enter the veteran's name";
export const REACH_VETERAN_MESSAGE =
  'Give a phone number or an email so the organization can reach the veteran';

const reachableFields = ['veteranPhone', 'veteranEmail'];
/** null, a blank box or a missing field all mean "not given". */
const notGivenToUndefined = (value: unknown) => (value === null ? undefined : blankToUndefined(value));

/**
 * Who refers (issue 34): a case manager gives a name and a phone or an email to be called back on; a veteran
 * referring themselves gives none. Missing `referredBy` (the spec's own payloads) means the veteran.
 */
const referrerFields = {
  referredBy: z.enum(REFERRED_BY, { error: 'Tell us who is sending this referral' }).default('veteran'),
  caseManagerName: z.preprocess(notGivenToUndefined, optionalText(120)),
  caseManagerPhone: z.preprocess(notGivenToUndefined, optionalPhone()),
  caseManagerEmail: z.preprocess(notGivenToUndefined, optionalEmail),
};
type ReferrerValues = {
  referredBy?: string;
  caseManagerName?: string;
  caseManagerPhone?: string;
  caseManagerEmail?: string;
};
const byCaseManager = (value: unknown): value is ReferrerValues =>
  typeof value === 'object' && value !== null && (value as ReferrerValues).referredBy === 'case_manager';
/** Runs beside other fields' errors (the form shows them all at once), not over the fields' own malformed value. */
const whenCaseManager =
  (fields: readonly string[]) =>
  ({ value, issues }: { value: unknown; issues: { path?: PropertyKey[] }[] }) =>
    byCaseManager(value) && !issues.some((issue) => fields.includes(String(issue.path?.[0])));

function withReferrerRules<T extends z.ZodType<ReferrerValues>>(schema: T) {
  return schema
    .refine((input) => Boolean(input.caseManagerName?.trim()), {
      error: CASE_MANAGER_NAME_MESSAGE,
      path: ['caseManagerName'],
      when: whenCaseManager(['caseManagerName']),
    })
    .refine((input) => Boolean(input.caseManagerPhone || input.caseManagerEmail), {
      error: CASE_MANAGER_REACH_MESSAGE,
      path: ['caseManagerPhone'],
      when: whenCaseManager(['caseManagerPhone', 'caseManagerEmail']),
    });
}

/**
 * POST /api/veteran-referrals: the directory card's 'Refer a Veteran in Need' modal. Beside the spec's
 * fields it names the veteran and how to reach them (a phone, an email or both), so the organisation can
 * act on it. The phone-or-email rule runs even while other fields are wrong (the form shows every error at
 * once), but not over a phone or email that is itself malformed; the issue sits on veteranPhone.
 */
export const ZVeteranReferralInput = withReferrerRules(
  z
    .strictObject({
      orgId: z.uuid({ error: 'Choose an organization to refer to' }),
      veteranName: requiredText(VETERAN_NAME_MESSAGE, 120),
      veteranPhone: z.preprocess(notGivenToUndefined, optionalPhone()),
      veteranEmail: z.preprocess(notGivenToUndefined, optionalEmail),
      veteranZip: z
        .string({ error: 'ZIP code must be at least 5 digits' })
        .trim()
        .min(5, { error: 'ZIP code must be at least 5 digits' })
        .max(10, { error: 'ZIP code too long' })
        .regex(/^[\d-]*$/, { error: 'Use digits only, with an optional dash (ZIP+4)' }),
      needType: z.enum(NEED_TYPES, { error: 'Please select the type of service needed' }),
      urgency: z.enum(URGENCY_LEVELS, { error: 'Choose an urgency level' }).default('normal'),
      ...referrerFields,
      contactMethod: text(200)
        .nullish()
        .transform((value) => (value ? value : null)),
      referralSource: z.literal('org-card-modal').default('org-card-modal'),
      ...ZHousingStatusFields,
      /** The prototype sends 'pending'; it is stored as the workflow's first status, 'new'. */
      status: z.literal('pending').default('pending'),
    })
    .refine((input) => Boolean(input.veteranPhone || input.veteranEmail), {
      error: REACH_VETERAN_MESSAGE,
      path: ['veteranPhone'],
      when: ({ value, issues }) =>
        typeof value === 'object' &&
        value !== null &&
        !issues.some((issue) => reachableFields.includes(String(issue.path?.[0]))),
    }),
);
export type VeteranReferralInput = z.input<typeof ZVeteranReferralInput>;

/** `reference` (RF-7K2Q9M) is what the referrer sees and quotes; `id` is the spec's. */
export const ZVeteranReferralCreated = z.object({ id: z.string(), reference: z.string() });
export type VeteranReferralCreated = z.infer<typeof ZVeteranReferralCreated>;

/** The toast when fields are missing; each field says what it needs (issue 37: not 'Please fill in all required fields'). */
export const MISSING_INFORMATION_MESSAGE = 'Some fields need an answer: each one below says what to enter.';
export const REFERRAL_FIELD_MESSAGES = {
  veteranName: "Enter the veteran's name",
  veteranPhone: "Enter the veteran's phone number",
  zipCode: 'Enter the ZIP code where the veteran needs housing',
} as const;
export const NO_DIRECT_REFERRALS_MESSAGE = 'This organization does not accept direct referrals';

/**
 * POST /api/referrals: 'Submit Veteran Referral' (organisation page) and 'Refer a Veteran' (public profile).
 * `needType` is optional for the spec's payload; the site's form asks it (ZPublicReferralForm).
 */
const publicReferralFields = z.strictObject({
  veteranName: requiredText(REFERRAL_FIELD_MESSAGES.veteranName, 120),
  veteranPhone: requiredPhone(REFERRAL_FIELD_MESSAGES.veteranPhone, 'Enter a valid phone number'),
  veteranEmail: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .pipe(z.email({ error: EMAIL_MESSAGE }))
      .optional(),
  ),
  zipCode: zipCode(REFERRAL_FIELD_MESSAGES.zipCode),
  urgency: z.enum(URGENCY_LEVELS, { error: 'Choose an urgency level' }).default('normal'),
  needType: z.preprocess(
    notGivenToUndefined,
    z.enum(NEED_TYPES, { error: 'Please select the type of service needed' }).optional(),
  ),
  ...referrerFields,
  notes: optionalLongText(1000),
  vsoId: z.uuid({ error: 'Choose an organization to refer to' }),
  /** Sent by the prototype; the server uses the stored name. */
  vsoName: optionalText(200),
  ...ZHousingStatusFields,
});
export const ZPublicReferralInput = withReferrerRules(publicReferralFields);
/** The site's own form: the same call, with the need asked for. */
export const ZPublicReferralForm = withReferrerRules(
  publicReferralFields.extend({
    needType: z.enum(NEED_TYPES, { error: 'Please select the type of service needed' }),
  }),
);
export type PublicReferralInput = z.input<typeof ZPublicReferralInput>;

/** message: 'Thanks for referring a veteran to {organization}'; reference as for the modal. */
export const ZPublicReferralCreated = z.object({
  id: z.string(),
  reference: z.string(),
  message: z.string(),
});
export type PublicReferralCreated = z.infer<typeof ZPublicReferralCreated>;
export const referralThanksMessage = (organization: string) =>
  `Thanks for referring a veteran to ${organization}`;

export const PROPERTY_TYPES = ['single_family', 'apartment', 'townhouse', 'duplex'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  single_family: 'Single Family Home',
  apartment: 'Apartment',
  townhouse: 'Townhouse',
  duplex: 'Duplex',
};

/** POST /api/landlord-leads: the public profile's 'Offer Housing' dialog. monthlyRent in dollars. */
export const ZOfferHousingInput = z.strictObject({
  contactName: requiredText('Enter your name', 120),
  contactEmail: requiredEmail('Enter your email address'),
  contactPhone: z.preprocess(blankToUndefined, optionalPhone()),
  propertyAddress: requiredText('Enter the property address', 300),
  zipCode: zipCode('Enter the property ZIP code'),
  propertyType: z.enum(PROPERTY_TYPES, { error: 'Choose a property type' }).default('single_family'),
  unitCount: z
    .number({ error: 'Enter the number of units' })
    .int({ error: 'Enter a whole number of units' })
    .min(1, { error: 'Enter at least 1 unit' })
    .max(1000, { error: 'Enter at most 1,000 units' })
    .default(1),
  monthlyRent: z
    .number({ error: 'Enter the monthly rent in dollars' })
    .min(0, { error: 'Monthly rent cannot be negative' })
    .max(100_000, { error: 'Enter a monthly rent under $100,000' })
    .optional(),
  notes: optionalLongText(1000),
  /** The organisation whose profile the offer came from. */
  organizationId: z.uuid({ error: 'Unknown organization' }).optional(),
});
export type OfferHousingInput = z.input<typeof ZOfferHousingInput>;

export const ZOfferHousingCreated = z.object({ id: z.string(), message: z.string() });
export type OfferHousingCreated = z.infer<typeof ZOfferHousingCreated>;
export const OFFER_HOUSING_THANKS_MESSAGE =
  "Thanks for offering housing to veterans. We'll contact you within 48 hours.";

/** GET /api/partner/profile/{slug}: the public profile. Still no phone or email. */
export const ZPartnerPublicProfile = ZVsoCard.omit({ distanceMiles: true }).extend({
  /** 'Top Referral Partner' recognition: 10 or more placements. */
  topReferralPartner: z.boolean(),
});
export type PartnerPublicProfile = z.infer<typeof ZPartnerPublicProfile>;
export const PROFILE_NOT_FOUND_MESSAGE =
  "The organization you're looking for doesn't exist or has been removed.";
