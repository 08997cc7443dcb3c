import {
  NOT_DECLINED_MATCH_STATUSES,
  OPEN_HOUSING_MATCH_STATUSES,
} from '@shared/domain/housing-match-status';
import { matchStallCutoff } from '@shared/domain/stalled-work';
import { HOUSING_QUEUE_SOURCES } from '@shared/domain/veteran-record';
import { and, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import { coLivingHomes, matches, matchFollowUps, properties, veterans } from './schema';

/**
 * The domain's named predicates as SQL, built from the same arrays, so a query means exactly what the
 * domain's `isOpenMatch`, `isNotDeclined` and `isInHousingQueue` mean.
 */
export const isOpenMatch = inArray(matches.status, [...OPEN_HOUSING_MATCH_STATUSES]);
export const isNotDeclined = inArray(matches.status, [...NOT_DECLINED_MATCH_STATUSES]);
export const isInHousingQueue = inArray(veterans.source, [...HOUSING_QUEUE_SOURCES]);

/**
 * A property that is not a co-living home: a co-living home's rooms go to households through the formation
 * (decision 0016), so the single-veteran list, search, Request Match and engine never offer it.
 */
export const isNotCoLivingHome = notExists(
  sql`(select 1 from ${coLivingHomes} where ${coLivingHomes.propertyId} = ${properties.id})`,
);

/**
 * When a match last took a step: its latest status change (each one moves `updated_at` and stamps its
 * time) or follow-up an admin recorded. The stall clock runs from here (decision 0012).
 */
export const matchLastStepAt =
  sql<Date>`greatest(${matches.updatedAt}, ${matches.contactedAt}, ${matches.approvedAt},
  (select max(${matchFollowUps.createdAt}) from ${matchFollowUps} where ${matchFollowUps.matchId} = ${matches.id}))`.mapWith(
    matches.updatedAt,
  );

/** An open match with no step for MATCH_STALLED_DAYS or more at `now` (the domain's `matchStalledDays`). */
export const isStalledMatch = (now: Date): SQL =>
  and(isOpenMatch, sql`${matchLastStepAt} <= ${matchStallCutoff(now).toISOString()}::timestamptz`) as SQL;
