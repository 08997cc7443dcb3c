import { BENEFIT_LABELS, type BenefitKey, DISCHARGE_STATUSES } from '@shared/domain/constants';
import { HOUSING_MATCH_STATUSES } from '@shared/domain/housing-match-status';
import { MATCH_FITS } from '@shared/domain/match-fit';
import { MATCH_REFERENCE_PATTERN } from '@shared/domain/match-reference';
import { z } from 'zod';
import { optionalEmail, optionalPhone, requiredText, zipCode } from './common';
import { ZHousingStatusFields } from './housing-status';
import { CONTACT_NEEDED_MESSAGE, MATCH_SEARCH_FIELD_MESSAGES } from './match-search-texts';
import { ZPropertyView } from './properties';

export {
  CONTACT_NEEDED_MESSAGE,
  FIND_MATCHES_PATH,
  MATCH_REQUEST_NOT_FOUND_MESSAGE,
  MATCH_REQUEST_SENT_MESSAGE,
  MATCH_REQUEST_STATUS_PATH,
  MATCH_REQUESTS_PATH,
  MATCH_SEARCH_FIELD_MESSAGES,
  MAX_MATCHES_SHOWN,
  matchRequestStatusPath,
  REQUIRED_FIELDS_MESSAGE,
} from './match-search-texts';

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

const dischargeStatus = z.enum(DISCHARGE_STATUSES, { error: MATCH_SEARCH_FIELD_MESSAGES.dischargeStatus });

/** The veteran page's 'Housing Assessment' form: it asks for the discharge status too. */
export const ZFindMatchesInput = z.strictObject({
  zipCode: zipCode(MATCH_SEARCH_FIELD_MESSAGES.zipCode),
  dischargeStatus,
  benefits: ZBenefitFlags,
});
export type FindMatchesInput = z.infer<typeof ZFindMatchesInput>;

/**
 * POST /api/find-matches: the spec's body is `{ zipCode, benefits }`. The form sends the discharge status as
 * well, but it may be left out: it never filters or scores (decision 0005). A value that is sent must be valid.
 */
export const ZFindMatchesRequest = ZFindMatchesInput.extend({ dischargeStatus: dischargeStatus.optional() });
export type FindMatchesRequest = z.infer<typeof ZFindMatchesRequest>;

export const ZHousingMatch = z.object({
  property: ZPropertyView,
  /** 0-100 from the matching engine (src/shared/domain/housing-match.ts). */
  score: z.number().int(),
  /** The engine's reasons, e.g. 'accepts HUD-VASH; same ZIP code; rent $800' (case workers read these). */
  reason: z.string(),
  /** What the veteran reads: the fit in words and why (src/shared/domain/match-fit.ts). */
  fit: z.enum(MATCH_FITS),
  reasons: z.array(z.string()),
  /** Miles from the veteran's ZIP, one decimal; null when the distance is unknown. */
  distanceMiles: z.number().nullable(),
});
export type HousingMatch = z.infer<typeof ZHousingMatch>;

export const ZFindMatchesResponse = z.object({
  matches: z.array(ZHousingMatch),
  total: z.number().int(),
});
export type FindMatchesResponse = z.infer<typeof ZFindMatchesResponse>;

const contactShape = {
  name: requiredText('Enter your name', 120),
  phone: optionalPhone(),
  email: optionalEmail,
};

function requireContactWay(value: { phone?: string; email?: string }, ctx: z.RefinementCtx): void {
  if (!value.phone && !value.email) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: CONTACT_NEEDED_MESSAGE });
  }
}

/**
 * The Request Match dialog: how a landlord can reach the veteran (a name and a phone number or an email address,
 * or both), and where the veteran is staying and since when (both optional).
 */
export const ZMatchRequestDialog = z
  .strictObject({ ...contactShape, ...ZHousingStatusFields })
  .superRefine(requireContactWay);

/** POST /api/match-requests: 'Request Match' on a home the search returned. */
export const ZMatchRequestInput = z
  .strictObject({
    propertyId: z.uuid({ error: 'Choose a home from your matches' }),
    ...ZFindMatchesInput.shape,
    ...contactShape,
    ...ZHousingStatusFields,
  })
  .superRefine(requireContactWay);
export type MatchRequestInput = z.infer<typeof ZMatchRequestInput>;

export const ZMatchRequestCreated = z.object({
  id: z.string(),
  /** What the veteran can quote when they ask about the request, e.g. VH-7K2Q9M. */
  reference: z.string(),
  message: z.string(),
});
export type MatchRequestCreated = z.infer<typeof ZMatchRequestCreated>;

export const ZMatchRequestStatusParams = z.strictObject({
  reference: z.string().regex(MATCH_REFERENCE_PATTERN, 'Enter a reference like VH-7K2Q9M'),
});

/** What the veteran who sent a request may read back with its reference: the home and where it stands, nothing personal. */
export const ZMatchRequestStatus = z.object({
  reference: z.string(),
  propertyId: z.string(),
  address: z.string(),
  status: z.enum(HOUSING_MATCH_STATUSES),
  /** The status in the veteran's words. */
  statusText: z.string(),
  sentAt: z.string(),
});
export type MatchRequestStatus = z.infer<typeof ZMatchRequestStatus>;
