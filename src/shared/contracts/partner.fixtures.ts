import type { PartnerReferralList, ReferralStats } from './partner';

type StatusCounts = PartnerReferralList['statusCounts'];

/** A partner's referral counts by status tab: 0 for every tab but those given. */
export function referralStatusCounts(counts: Partial<StatusCounts> = {}): StatusCounts {
  return {
    all: 0,
    new: 0,
    contacted: 0,
    in_progress: 0,
    matched: 0,
    closed: 0,
    unable_to_reach: 0,
    placed: 0,
    ...counts,
  };
}

/** A partner's stat cards: nothing counted but what is given. */
export function referralStats(stats: Partial<ReferralStats> = {}): ReferralStats {
  return {
    total: 0,
    pending: 0,
    inProgress: 0,
    completed: 0,
    thisMonth: 0,
    contactedPercent: 0,
    matchedPercent: 0,
    topZip: null,
    ...stats,
  };
}

/** GET /api/partner/referrals for a partner without referrals. */
export const EMPTY_PARTNER_REFERRALS: PartnerReferralList = {
  stats: referralStats(),
  statusCounts: referralStatusCounts(),
  referrals: [],
  total: 0,
};
