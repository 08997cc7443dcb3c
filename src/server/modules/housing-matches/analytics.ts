import type { Database } from '@server/db/client';
import { isInHousingQueue } from '@server/db/predicates';
import { matches, properties, veterans } from '@server/db/schema';
import type { HousingAnalytics } from '@shared/contracts/housing';
import { HOUSING_MATCH_STATUSES, type HousingMatchStatus } from '@shared/domain/housing-match-status';
import { placementSuccessRate } from '@shared/domain/network-figures';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';

const countAll = sql<number>`count(*)::int`;

/** The placement success rate (network-figures.ts) as a whole percent, for the housing dashboard (spec 2). */
export const successRate = (placed: number, total: number) =>
  Math.round(placementSuccessRate(placed, total) * 100);

/** Median minutes from each queue veteran's intake to their first match; null when nobody has a match yet. */
async function medianMinutesToFirstMatch(db: Database): Promise<number | null> {
  const result = await db.execute(sql`
    select percentile_cont(0.5) within group (order by extract(epoch from first_match - intake) / 60) as minutes
    from (
      select ${veterans.createdAt} as intake, min(${matches.createdAt}) as first_match
      from ${matches} join ${veterans} on ${veterans.id} = ${matches.veteranId}
      where ${isInHousingQueue}
      group by ${veterans.id}, ${veterans.createdAt}
    ) firsts`);
  // node-postgres and PGlite both answer { rows }
  const { rows } = result as unknown as { rows: { minutes: number | string | null }[] };
  const value = rows[0]?.minutes;
  if (value == null) return null;
  return Math.max(0, Math.round(Number(value) * 10) / 10);
}

/** The housing dashboard's cards and Analytics tab, computed from the database. */
export async function housingAnalytics(db: Database): Promise<HousingAnalytics> {
  const [byStatus, [unmatched], [available], [notified], median] = await Promise.all([
    db.select({ status: matches.status, n: countAll }).from(matches).groupBy(matches.status),
    db
      .select({ n: countAll })
      .from(veterans)
      .where(and(isInHousingQueue, eq(veterans.isMatched, false))),
    db
      .select({ n: countAll })
      .from(properties)
      .where(and(eq(properties.status, 'available'), gt(properties.unitsAvailable, 0))),
    db.select({ n: countAll }).from(matches).where(isNotNull(matches.veteranNotifiedAt)),
    medianMinutesToFirstMatch(db),
  ]);
  const matchesByStatus = Object.fromEntries(HOUSING_MATCH_STATUSES.map((status) => [status, 0])) as Record<
    HousingMatchStatus,
    number
  >;
  for (const row of byStatus) {
    if (row.status in matchesByStatus) matchesByStatus[row.status as HousingMatchStatus] = row.n;
  }
  const totalMatches = Object.values(matchesByStatus).reduce((sum, n) => sum + n, 0);
  return {
    unmatchedVeterans: unmatched?.n ?? 0,
    availableProperties: available?.n ?? 0,
    pendingMatches: matchesByStatus.pending,
    successfulPlacements: matchesByStatus.placed,
    totalMatches,
    matchesByStatus,
    successRate: successRate(matchesByStatus.placed, totalMatches),
    medianMinutesToMatch: median,
    notificationsSent: notified?.n ?? 0,
  };
}
