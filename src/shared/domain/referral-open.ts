import type { ReferralStatus } from './referral-status';

/** Referrals still being worked: a placement completes them (its own module: the public forms do not load it). */
export const OPEN_REFERRAL_STATUSES = [
  'new',
  'contacted',
  'in_progress',
  'matched',
] as const satisfies readonly ReferralStatus[];
export const isOpenReferral = (status: string): boolean =>
  (OPEN_REFERRAL_STATUSES as readonly string[]).includes(status);
