import { z } from 'zod';
import { BENEFIT_LABELS, type BenefitKey, DISCHARGE_STATUSES, MATCH_REPLY_HOURS } from '../domain/constants';
import { requiredText, zipCode } from './common';
import { ZPropertyView } from './properties';

export const FIND_MATCHES_PATH = '/api/find-matches';
export const MATCH_REQUESTS_PATH = '/api/match-requests';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in required fields';
export const CONTACT_NEEDED_MESSAGE =
  'Enter a phone number or an email address so the landlord can reach you';
export const MATCH_REQUEST_SENT_MESSAGE = `The landlord will be notified and will reply within ${MATCH_REPLY_HOURS} hours.`;
/** Most matches one search answers; `total` still counts them all. */
export const MAX_MATCHES_SHOWN = 50;

const flag = (key: BenefitKey) => z.boolean({ error: `${BENEFIT_LABELS[key]}: answer true or false` });

export const ZBenefitFlags = z.strictObject(
  {
    vash: flag('vash'),
    giBill: flag('giBill'),
    disability: flag('disability'),
    employment: flag('employment'),
  },
  // only a missing or non-object value gets this message; unknown keys keep zod's, which names the key
  { error: (issue) => (issue.code === 'invalid_type' ? 'Tell us which benefits you have' : undefined) },
);
export type BenefitFlags = z.infer<typeof ZBenefitFlags>;

/** POST /api/find-matches: the veteran page's 'Housing Assessment'. */
export const ZFindMatchesInput = z.strictObject({
  zipCode: zipCode(REQUIRED_FIELDS_MESSAGE),
  dischargeStatus: z.enum(DISCHARGE_STATUSES, { error: REQUIRED_FIELDS_MESSAGE }),
  benefits: ZBenefitFlags,
});
export type FindMatchesInput = z.infer<typeof ZFindMatchesInput>;

export const ZHousingMatch = z.object({
  property: ZPropertyView,
  /** 0-100 from the matching engine (src/shared/domain/housing-match.ts). */
  score: z.number().int(),
  /** Why this home, e.g. 'in your ZIP code; accepts HUD-VASH; inspected'. */
  reason: z.string(),
  /** Miles from the veteran's ZIP, one decimal; null when the distance is unknown. */
  distanceMiles: z.number().nullable(),
});
export type HousingMatch = z.infer<typeof ZHousingMatch>;

export const ZFindMatchesResponse = z.object({
  matches: z.array(ZHousingMatch),
  total: z.number().int(),
});
export type FindMatchesResponse = z.infer<typeof ZFindMatchesResponse>;

const PHONE_PATTERN = /^\+?1?[\s.-]*\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}$/;

/** Empty text means "not given": the form sends '' for a box left blank. */
const optionalPhone = z
  .string({ error: 'Enter a phone number as text' })
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), {
    error: 'Enter a 10-digit phone number, like 518-555-0142',
  })
  .optional();

const optionalEmail = z
  .string({ error: 'Enter an email address as text' })
  .trim()
  .max(254, { error: 'Use at most 254 characters' })
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    error: 'Enter a valid email address, like name@example.com',
  })
  .optional();

const contactShape = {
  name: requiredText('Enter your name', 120),
  phone: optionalPhone,
  email: optionalEmail,
};

function requireContactWay(value: { phone?: string; email?: string }, ctx: z.RefinementCtx): void {
  if (!value.phone && !value.email) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: CONTACT_NEEDED_MESSAGE });
  }
}

/** How a landlord can reach the veteran: a name and a phone number or an email address (or both). */
export const ZMatchContact = z.strictObject(contactShape).superRefine(requireContactWay);
export type MatchContact = z.input<typeof ZMatchContact>;

/** POST /api/match-requests: 'Request Match' on a home the search returned. */
export const ZMatchRequestInput = z
  .strictObject({
    propertyId: z.uuid({ error: 'Choose a home from your matches' }),
    ...ZFindMatchesInput.shape,
    ...contactShape,
  })
  .superRefine(requireContactWay);
export type MatchRequestInput = z.infer<typeof ZMatchRequestInput>;

export const ZMatchRequestCreated = z.object({ id: z.string(), message: z.string() });
export type MatchRequestCreated = z.infer<typeof ZMatchRequestCreated>;

/** Digits of a US phone number without the country code, for storage and comparison. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
