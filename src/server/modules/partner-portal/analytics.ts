import type { Database } from '@server/db/client';
import { HttpError } from '@server/plugins/error-handler';
import type { PartnerAnalytics, PartnerStats } from '@shared/contracts/partner';
import { REFERRAL_STATUSES } from '@shared/domain/referral-status';
import { analyticsFigures, responseFigures } from './analytics-repo';
import { findOrganization } from './repo';
import { ORGANIZATION_NOT_FOUND } from './service';
import { monthKey, oneDecimal, percent, utcMonthStart } from './views';

/** The spec's default average response time (hours) before anything was contacted (spec 2, section 9). */
export const DEFAULT_RESPONSE_HOURS = 24;
export const OTHER_ORGANIZATION_STATS_MESSAGE = "You can only see your own organization's figures.";
export const ANALYTICS_MONTHS = 12;

/**
 * GET /api/partner/stats/{id}, own organisation only: total referrals, placement rate (whole percent
 * with status matched) and average hours to first contact (one decimal; 24 before any contact).
 */
export async function partnerStats(
  db: Database,
  callerOrganizationId: string,
  organizationId: string,
): Promise<PartnerStats> {
  if (organizationId !== callerOrganizationId) {
    const exists = await findOrganization(db, organizationId);
    throw new HttpError(
      exists ? 403 : 404,
      exists ? OTHER_ORGANIZATION_STATS_MESSAGE : ORGANIZATION_NOT_FOUND,
    );
  }
  const { total, matched, avgHours } = await responseFigures(db, organizationId);
  return {
    totalReferrals: total,
    placementRate: percent(matched, total),
    avgResponseTime: avgHours === null ? DEFAULT_RESPONSE_HOURS : oneDecimal(avgHours),
  };
}

/** The Analytics tab: counts by status and by UTC month (last 12, zeros included), time to first contact. */
export async function partnerAnalytics(
  db: Database,
  organizationId: string,
  now = new Date(),
): Promise<PartnerAnalytics> {
  const starts = Array.from({ length: ANALYTICS_MONTHS }, (_, i) =>
    utcMonthStart(now, ANALYTICS_MONTHS - 1 - i),
  );
  // one statement; a referral dated after this month is in none of them, as before
  const figures = await analyticsFigures(db, organizationId, starts, utcMonthStart(now, -1));
  return {
    byStatus: REFERRAL_STATUSES.map((status) => ({ status, count: figures.byStatus.get(status) ?? 0 })),
    byMonth: starts.map((start, i) => ({ month: monthKey(start), count: figures.byMonth[i] ?? 0 })),
    medianHoursToFirstContact: figures.medianHours === null ? null : oneDecimal(figures.medianHours),
    contactedCount: figures.contactedCount,
  };
}
