import {
  NOT_DECLINED_MATCH_STATUSES,
  OPEN_HOUSING_MATCH_STATUSES,
} from '@shared/domain/housing-match-status';
import { STILL_LOOKING_STATUSES } from '@shared/domain/housing-queue-status';
import { matchStallCutoff } from '@shared/domain/stalled-work';
import { OFFER_DECIDING_STATUSES } from '@shared/domain/veteran-access';
import { HOUSING_QUEUE_SOURCES } from '@shared/domain/veteran-record';
import { and, eq, inArray, notExists, notInArray, or, type SQL, sql } from 'drizzle-orm';
import {
  coLivingHomes,
  matches,
  matchFollowUps,
  personEvents,
  personStatuses,
  properties,
  veterans,
} from './schema';

/**
 * The domain's named predicates as SQL, built from the same arrays, so a query means exactly what the
 * domain's `isOpenMatch`, `isNotDeclined` and `isInHousingQueue` mean.
 */
export const isOpenMatch = inArray(matches.status, [...OPEN_HOUSING_MATCH_STATUSES]);
export const isNotDeclined = inArray(matches.status, [...NOT_DECLINED_MATCH_STATUSES]);
export const isInHousingQueue = inArray(veterans.source, [...HOUSING_QUEUE_SOURCES]);

/**
 * The veteran is still looking for a home (the domain's `STILL_LOOKING_STATUSES`), read from their one status
 * (`person_statuses`, kept from the timeline; a person without a row is waiting): no status row says otherwise.
 */
export const isStillLooking = notExists(
  sql`(select 1 from ${personStatuses} where ${personStatuses.veteranId} = ${veterans.id}
    and ${notInArray(personStatuses.status, [...STILL_LOOKING_STATUSES])})`,
);

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

/**
 * When an offer reached the veteran: an engine proposal when they were told of it, else when it was made (/my's);
 * their own request when it was approved (the landlord or the housing team said yes: /my's "decide by").
 */
export const offerMadeAt = sql<Date>`case when ${matches.origin} = 'veteran_request'
  then coalesce(${matches.approvedAt}, ${matches.updatedAt})
  else coalesce(${matches.veteranNotifiedAt}, ${matches.createdAt}) end`.mapWith(matches.createdAt);

/**
 * An offer still the veteran's to decide, as /my shows it: an engine proposal pending or contacted, or their own
 * request approved, with no accepting or declining of it on their timeline (the table named in full: a one-table
 * select writes its columns bare).
 */
export const isUndecidedOffer = and(
  or(
    and(eq(matches.origin, 'engine'), inArray(matches.status, [...OFFER_DECIDING_STATUSES])),
    and(eq(matches.origin, 'veteran_request'), eq(matches.status, 'approved')),
  ),
  notExists(
    sql`(select 1 from ${personEvents} e where e.veteran_id = "matches"."veteran_id" and e.type = 'offer_decided'
      and e.details->>'offerId' = "matches"."id"::text and e.details->>'result' in ('accepted', 'declined_by_veteran'))`,
  ),
) as SQL;
