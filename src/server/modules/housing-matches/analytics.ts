import { countWhere } from '@server/db/aggregates';
import type { Database } from '@server/db/client';
import { isInHousingQueue } from '@server/db/predicates';
import { preparedRead } from '@server/db/prepared-reads';
import { matches, properties, veterans } from '@server/db/schema';
import { selectPersonStatuses } from '@server/modules/veterans';
import type { HousingAnalytics } from '@shared/contracts/housing';
import { HOUSING_MATCH_STATUSES, type HousingMatchStatus } from '@shared/domain/housing-match-status';
import { isMatchedStatus } from '@shared/domain/housing-queue-status';
import { placementSuccessRate } from '@shared/domain/network-figures';
import { and, eq, gt, isNotNull, min, type SQL, sql } from 'drizzle-orm';
import { housingQueueIds } from './lists-repo';

/** The placement success rate (network-figures.ts) as a whole percent, for the housing dashboard (spec 2). */
export const successRate = (placed: number, total: number) =>
  Math.round(placementSuccessRate(placed, total) * 100);

/**
 * The dashboard's figures as one prepared statement: the matches counted once (by status, and those whose
 * notice was delivered), beside the housing queue's size, the available homes and the median minutes from each
 * queue veteran's intake to their first match (null when nobody has a match yet).
 */
function analyticsStatement(db: Database) {
  return preparedRead(db, 'housing_analytics', () => {
    const byStatus = Object.fromEntries(
      HOUSING_MATCH_STATUSES.map((status) => [
        status,
        countWhere(eq(matches.status, status)).as(`${status}_matches`),
      ]),
    ) as Record<HousingMatchStatus, SQL.Aliased<number>>;
    const matchCounts = db
      .select({ ...byStatus, notified: countWhere(isNotNull(matches.veteranNotifiedAt)).as('notified') })
      .from(matches)
      .as('match_counts');
    const queue = db
      .select({ n: countWhere().as('queue') })
      .from(veterans)
      .where(isInHousingQueue)
      .as('queue');
    const available = db
      .select({ n: countWhere().as('available') })
      .from(properties)
      .where(and(eq(properties.status, 'available'), gt(properties.unitsAvailable, 0)))
      .as('available');
    const firsts = db
      .select({ intake: veterans.createdAt, firstMatch: min(matches.createdAt).as('first_match') })
      .from(matches)
      .innerJoin(veterans, eq(veterans.id, matches.veteranId))
      .where(isInHousingQueue)
      .groupBy(veterans.id, veterans.createdAt)
      .as('firsts');
    const minutesToFirstMatch = sql`extract(epoch from ${firsts.firstMatch} - ${firsts.intake}) / 60`;
    const median = db
      .select({
        minutes: sql<number | null>`percentile_cont(0.5) within group (order by ${minutesToFirstMatch})`
          .mapWith((value) => (value == null ? null : Number(value)))
          .as('median_minutes'),
      })
      .from(firsts)
      .as('median');
    return db
      .select({
        matches: matchCounts._.selectedFields,
        queue: queue.n,
        available: available.n,
        medianMinutes: median.minutes,
      })
      .from(matchCounts)
      .crossJoin(queue)
      .crossJoin(available)
      .crossJoin(median)
      .prepare('housing_analytics');
  });
}

/**
 * The housing dashboard's cards and Analytics tab: the figures in one statement, and the queue's matched people
 * from their statuses (one statement over their events): "Unmatched Veterans" is everyone else in the queue.
 */
export async function housingAnalytics(db: Database): Promise<HousingAnalytics> {
  const [figures] = await analyticsStatement(db).execute();
  if (!figures) throw new Error('the housing analytics answered no row');
  const statuses = await selectPersonStatuses(db, housingQueueIds(db));
  const matched = [...statuses.values()].filter(isMatchedStatus).length;
  const { notified, ...matchesByStatus } = figures.matches;
  const totalMatches = Object.values(matchesByStatus).reduce((sum, n) => sum + n, 0);
  const median = figures.medianMinutes;
  return {
    unmatchedVeterans: figures.queue - matched,
    availableProperties: figures.available,
    pendingMatches: matchesByStatus.pending,
    successfulPlacements: matchesByStatus.placed,
    totalMatches,
    matchesByStatus,
    successRate: successRate(matchesByStatus.placed, totalMatches),
    medianMinutesToMatch: median == null ? null : Math.max(0, Math.round(median * 10) / 10),
    notificationsSent: notified,
  };
}
