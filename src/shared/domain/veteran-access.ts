import type { HousingMatchStatus } from './housing-match-status';

/**
 * The veteran's own page, /my (decision 0036): no password. A one-time link in a message, a reference plus the
 * last four digits of the phone, or the case worker opens it with them.
 */

/** What a session may show: the whole person, or only the requests sent with an address someone typed. */
export const VETERAN_ACCESS_SCOPES = ['person', 'subjects'] as const;
export type VeteranAccessScope = (typeof VETERAN_ACCESS_SCOPES)[number];

export const VETERAN_ACCESS_WAYS = ['link', 'reference', 'case_worker'] as const;
export type VeteranAccessWay = (typeof VETERAN_ACCESS_WAYS)[number];

export const VETERAN_LINK_PURPOSES = ['access', 'confirm_email'] as const;
export type VeteranLinkPurpose = (typeof VETERAN_LINK_PURPOSES)[number];

/** A link in a message works for 7 days, once; the session it opens lasts 30 days on that device. */
export const VETERAN_LINK_DAYS = 7;
export const VETERAN_SESSION_DAYS = 30;

/** Tries of a reference (and from one address) before it is held back for the window. */
export const REFERENCE_TRIES = 5;
export const ADDRESS_TRIES = 20;
export const ACCESS_WINDOW_MINUTES = 60;

/** Reasons a veteran may give for declining an offer (coordinated entry asks for one). */
export const OFFER_DECLINE_REASONS = [
  'Too far from work, family or care',
  'Cannot afford the rent',
  'Not accessible for me',
  'Does not accept my pet',
  'Found housing elsewhere',
  'Other',
] as const;

/** Coordinated entry's decision window: a reminder to the veteran at day 7, to the case worker and team at 14. */
export const OFFER_DECISION_DAYS = 14;
export const OFFER_REMINDER_DAY = 7;
/** An offer is the veteran's to decide while its match is pending or contacted (approved: the landlord said yes). */
export const OFFER_DECIDING_STATUSES = [
  'pending',
  'contacted',
] as const satisfies readonly HousingMatchStatus[];

const DAY_MS = 86_400_000;
/** The end of the decision window of an offer (or proposed household) that reached the veteran at `from`. */
export const decisionDueAt = (from: string | Date): string =>
  new Date(new Date(from).getTime() + OFFER_DECISION_DAYS * DAY_MS).toISOString();
