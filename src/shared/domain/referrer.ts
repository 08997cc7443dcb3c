/**
 * Who sends a referral (issue 34, point 8): the veteran for themselves, or a case manager (any professional
 * referring on the veteran's behalf), whom the organisation must be able to call back.
 */
export const REFERRED_BY = ['veteran', 'case_manager'] as const;
export type ReferredBy = (typeof REFERRED_BY)[number];

export const REFERRED_BY_LABELS: Record<ReferredBy, string> = {
  veteran: 'I am the veteran',
  case_manager: 'I am a case manager or another professional',
};

/** How the partner's referral card names the sender. */
export const REFERRED_BY_CARD_LABELS: Record<ReferredBy, string> = {
  veteran: 'The veteran',
  case_manager: 'Case manager',
};

export const CASE_MANAGER_NAME_MESSAGE = 'Enter your name, so the organization can call you back';
export const CASE_MANAGER_REACH_MESSAGE =
  'Give your phone number or email, so the organization can call you back';
