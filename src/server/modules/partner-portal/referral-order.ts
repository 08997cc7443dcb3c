import { referrals } from '@server/db/schema';
import type { ReferralSort } from '@shared/contracts/partner';
import { REFERRAL_STATUS_SORT_ORDER } from '@shared/domain/referral-status';
import { URGENCY_LEVELS } from '@shared/domain/urgency';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { reportedZip } from './referral-report';

/** The orders a partner's referral list can take (the contract's sorts), each total so pages never overlap. */
const statusRank = sql`case ${referrals.status} ${sql.join(
  REFERRAL_STATUS_SORT_ORDER.map((status, rank) => sql`when ${status} then ${sql.raw(String(rank))}`),
  sql` `,
)} end`;

/** Newest first breaks every tie; the id makes the order total, so pages never overlap. */
export const newestFirst = [desc(referrals.createdAt), desc(referrals.id)];

/**
 * Triage: work still open before finished work, then the most urgent, then nobody contacted yet, then whoever has
 * waited longest.
 */
const openFirst = sql`case when ${referrals.status} in ('new', 'contacted', 'in_progress') then 0 else 1 end`;
const urgencyRank = sql`case ${referrals.urgency} ${sql.join(
  URGENCY_LEVELS.map((level, rank) => sql`when ${level} then ${sql.raw(String(rank))}`),
  sql` `,
)} else ${sql.raw(String(URGENCY_LEVELS.length))} end`;

/** Within one urgency, the referrals nobody has contacted yet come before those already in hand (issue 37). */
const notContactedFirst = sql`case when ${referrals.status} = 'new' then 0 else 1 end`;

export const REFERRAL_ORDER: Record<ReferralSort, SQL[]> = {
  urgency: [
    asc(openFirst),
    asc(urgencyRank),
    asc(notContactedFirst),
    asc(referrals.createdAt),
    asc(referrals.id),
  ],
  date: newestFirst,
  status: [asc(statusRank), ...newestFirst],
  zip: [asc(reportedZip), ...newestFirst],
};
