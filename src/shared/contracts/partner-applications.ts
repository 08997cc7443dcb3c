import {
  PARTNER_APPLICATION_STATUSES,
  PARTNER_EXPERIENCE,
  PARTNER_PORTFOLIO_SIZES,
  PARTNER_REFERRAL_CAPACITIES,
  PARTNER_REVIEW_HOURS,
  PARTNER_SPECIALIZATIONS,
} from '@shared/domain/partner-applications';
import { z } from 'zod';
import { longText, optionalText, requiredEmail, requiredPhone, requiredText } from './common';

/** POST: a housing professional applies to partner (/housing-partners, /network-partners). */
export const PARTNER_APPLICATIONS_PATH = '/api/partner-applications';

/** The spec's toast when a required field is empty (spec 2, section 5). */
export const PARTNER_MISSING_TITLE = 'Missing Information';
export const PARTNER_MISSING_MESSAGE = 'Please complete all required fields';
/** The spec's success toast (spec 2, section 8). */
export const PARTNER_SUBMITTED_TITLE = 'Application Submitted!';
export const PARTNER_SUBMITTED_MESSAGE = `We'll review your application and contact you within ${PARTNER_REVIEW_HOURS} hours.`;

/** Each required field's own message, shown at the field. */
export const PARTNER_FIELD_MESSAGES = {
  name: 'Enter your full name',
  company: 'Enter your company or brokerage',
  email: 'Enter your email address',
  phone: 'Enter your phone number',
} as const;

/** A choice left on "Choose..." ('' from the select) is "not given". */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(values, { error: message }).optional(),
  );

export const ZPartnerApplicationInput = z.strictObject({
  name: requiredText(PARTNER_FIELD_MESSAGES.name, 120),
  company: requiredText(PARTNER_FIELD_MESSAGES.company, 200),
  license: optionalText(60),
  email: requiredEmail(PARTNER_FIELD_MESSAGES.email),
  phone: requiredPhone(PARTNER_FIELD_MESSAGES.phone),
  specialization: optionalChoice(PARTNER_SPECIALIZATIONS, 'Choose a specialization from the list'),
  experience: optionalChoice(PARTNER_EXPERIENCE, 'Choose your years of experience from the list'),
  serviceArea: optionalText(200),
  portfolioSize: optionalChoice(PARTNER_PORTFOLIO_SIZES, 'Choose a portfolio size from the list'),
  referralCapacity: optionalChoice(PARTNER_REFERRAL_CAPACITIES, 'Choose a referral capacity from the list'),
});
/** What the form holds (selects left blank are ''). */
export type PartnerApplicationForm = z.input<typeof ZPartnerApplicationInput>;
export type PartnerApplicationInput = z.infer<typeof ZPartnerApplicationInput>;

export const ZPartnerApplicationReceived = z.object({
  id: z.string(),
  /** What the applicant quotes: PA-1A2B3C4D. */
  reference: z.string(),
  status: z.enum(PARTNER_APPLICATION_STATUSES),
  message: z.string(),
});
export type PartnerApplicationReceived = z.infer<typeof ZPartnerApplicationReceived>;

/** An admin's decision in the operations inbox; the applicant reads a decline's reason. */
export const PARTNER_DECLINE_REASON_MAX = 1000;
export const PARTNER_DECLINE_REASON_MISSING = 'Give the applicant a reason for declining';
export const PARTNER_APPLICATION_DECIDED_MESSAGE = 'This application was already decided.';

export const ZPartnerApplicationDecisionInput = z
  .strictObject({
    decision: z.enum(['approve', 'decline'], { error: 'Choose approve or decline' }),
    reason: longText(PARTNER_DECLINE_REASON_MAX).optional(),
  })
  .refine((input) => input.decision === 'approve' || Boolean(input.reason), {
    error: PARTNER_DECLINE_REASON_MISSING,
    path: ['reason'],
  });
export type PartnerApplicationDecisionInput = z.infer<typeof ZPartnerApplicationDecisionInput>;
