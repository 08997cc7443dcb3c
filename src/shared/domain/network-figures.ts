import { COMPLETED_STATUSES, REFERRAL_STATUSES, type ReferralStatus } from './referral-status';
import type { UrgencyLevel } from './urgency';

/**
 * The network figures every admin page shows (issue 14), each defined once: the map view's overview and
 * map rows, the lead-flow dashboard and network management read them from here.
 */

const DAY_MS = 86_400_000;

/** The start of a window of `days` days back from `now`; null (no start) for all time. */
export function windowStart(days: number | null, now: Date): Date | null {
  return days === null ? null : new Date(now.getTime() - days * DAY_MS);
}

/**
 * reached / entered as a fraction 0..1, rounded to 4 decimals; 0 when nothing entered. At most 1: a step
 * can count records that entered in an earlier window (a placement this week of a match made last month).
 */
export function fractionOf(reached: number, entered: number): number {
  return entered === 0 ? 0 : Math.round(Math.min(1, reached / entered) * 10_000) / 10_000;
}

/**
 * The placement success rate, the one figure every admin page shows under that name: housing matches
 * placed within a window out of the matches made within it (the match opportunities). The map view's
 * conversionRate and the lead-flow dashboard's "match to placement" are this function.
 */
export function placementSuccessRate(placements: number, matchOpportunities: number): number {
  return fractionOf(placements, matchOpportunities);
}

/**
 * The one way every admin page writes the placement success rate (issue 37): a percent to one decimal, "9.5%".
 * The housing dashboard, the lead flow and the map view each show it for their own window, and say which.
 */
export function formatSuccessRate(fraction: number): string {
  const safe = Number.isFinite(fraction) ? fraction : 0;
  return `${(safe * 100).toFixed(1)}%`;
}

/** What the rate counts, in the words of its window: "Matches placed per match made, last 30 days". */
export function successRateCounts(windowLabel: string): string {
  return `Matches placed per match made, ${windowLabel.toLowerCase()}`;
}

/** Urgency levels the map counts as urgent referrals. */
export const URGENT_REFERRAL_LEVELS: readonly UrgencyLevel[] = ['critical', 'high'];

/** Referrals still being worked: neither completed (matched, unable to reach) nor closed. */
export const OPEN_REFERRAL_STATUSES: readonly ReferralStatus[] = REFERRAL_STATUSES.filter(
  (status) => !COMPLETED_STATUSES.includes(status),
);

/** How many cities the overview names as top markets. */
export const TOP_MARKETS_SHOWN = 5;

export interface MarketActivity {
  city: string;
  state: string;
  veteranReferrals: number;
  landlordLeads: number;
  matchPotential: number;
}

/** A market's activity: referrals, landlord leads and match opportunities, counted alike. */
export const marketActivity = (market: MarketActivity) =>
  market.veteranReferrals + market.landlordLeads + market.matchPotential;

/** The busiest markets first (ties by state, then city); markets with no activity are not named. */
export function topMarkets<T extends MarketActivity>(markets: readonly T[], count = TOP_MARKETS_SHOWN): T[] {
  return markets
    .filter((market) => marketActivity(market) > 0)
    .sort(
      (a, b) =>
        marketActivity(b) - marketActivity(a) ||
        a.state.localeCompare(b.state) ||
        a.city.localeCompare(b.city),
    )
    .slice(0, count);
}
