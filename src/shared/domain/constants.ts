/** Business constants from the spec, in one place. Money in cents unless the name says dollars. */
export const MAX_BULK_VETERANS = 10;
export const GREAT_FIT_SCORE = 7;
export const PROPERTY_SCORE_MAX = 10;
export const CO_LIVING_ROOM_RENT_DOLLARS = 1200;
export const CO_LIVING_MIN_MONTHLY_INCOME_DOLLARS = 2000;
export const DEFAULT_ROOM_COUNT = 3;
/**
 * The landlord answers a veteran's request for their home within this many hours: the one promise the Request
 * Match dialog, its toast, its email and /my make; the landlord is reminded then, the housing team at twice it.
 */
export const MATCH_REPLY_HOURS = 48;
/**
 * Who sees a veteran's contact after a match request: the one sentence the Request Match dialog and the privacy
 * page both say (the landlord portal releases it on approval and audits each read).
 */
export const LANDLORD_CONTACT_RULE =
  'Our housing team sees your details first. The landlord sees your name, phone and email only after the team approves the match, and every time they open them is recorded.';
/**
 * A waitlisted veteran hears back within 7-14 days (the bulk intake's result, its notice, the placement packet):
 * its timer reminds whoever must act at the first and escalates to the housing team at the second.
 */
export const WAITLIST_FOLLOW_UP_DAYS = { reminder: 7, escalation: 14 } as const;
export const WAITLIST_FOLLOW_UP = `${WAITLIST_FOLLOW_UP_DAYS.reminder}-${WAITLIST_FOLLOW_UP_DAYS.escalation} days`;
/** The support team's hours: the contact page shows them and the contact acknowledgement repeats them. */
export const BUSINESS_HOURS = [
  { days: 'Monday to Friday', hours: '8 a.m. to 6 p.m. Eastern' },
  { days: 'Saturday', hours: '9 a.m. to 2 p.m. Eastern' },
  { days: 'Sunday', hours: 'Closed' },
] as const;
/** How soon the support team answers a contact message (the contact page, its confirmation, the acknowledgement). */
export const CONTACT_REPLY_TIME = '1 business day';
/** The crisis lines; `banner` is the wording of the crisis banner on every page, `tel` its link. */
export const VETERANS_CRISIS_LINE = {
  name: 'Veterans Crisis Line',
  phone: '988, then press 1',
  banner: 'Veterans Crisis Line: dial 988 then press 1',
  tel: 'tel:988',
  /** The Veterans Crisis Line also answers texts and chats. */
  textNumber: '838255',
  sms: 'sms:838255',
  chat: 'https://www.veteranscrisisline.net/get-help-now/chat/',
} as const;
export const HOMELESS_VETERANS_HOTLINE = {
  name: 'National Call Center for Homeless Veterans',
  phone: '877-424-3838',
  banner: 'Homeless veterans: 877-424-3838',
  tel: 'tel:+18774243838',
} as const;
export const LEGAL_PAGES_UPDATED = 'Jan 28, 2025';

export const DISCHARGE_STATUSES = ['honorable', 'active', 'other'] as const;
export type DischargeStatus = (typeof DISCHARGE_STATUSES)[number];
export const DISCHARGE_STATUS_LABELS: Record<DischargeStatus, string> = {
  honorable: 'Honorable',
  active: 'Active duty',
  other: 'Other',
};
export const DISCHARGE_STATUS_OPTIONS = DISCHARGE_STATUSES.map((value) => ({
  value,
  label: DISCHARGE_STATUS_LABELS[value],
}));

export const BENEFIT_KEYS = ['vash', 'giBill', 'disability', 'employment'] as const;
export type BenefitKey = (typeof BENEFIT_KEYS)[number];
export const NO_BENEFITS: Record<BenefitKey, boolean> = {
  vash: false,
  giBill: false,
  disability: false,
  employment: false,
};
export const BENEFIT_LABELS: Record<BenefitKey, string> = {
  vash: 'HUD-VASH voucher',
  giBill: 'GI Bill housing allowance',
  disability: 'Disability compensation',
  employment: 'Employment income',
};

export const ROOM_TYPES = ['private', 'shared'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const ROOM_TYPE_LABELS: Record<RoomType, string> = { private: 'Private room', shared: 'Shared room' };

export const PROPERTY_BADGES = ['benefit_help', 'furnished', 'inspected'] as const;
export type PropertyBadge = (typeof PROPERTY_BADGES)[number];
export const PROPERTY_BADGE_LABELS: Record<PropertyBadge, string> = {
  benefit_help: 'Benefit Help',
  furnished: 'Furnished',
  inspected: 'Inspected',
};
