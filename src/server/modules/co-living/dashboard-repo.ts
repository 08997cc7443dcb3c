import type { Database } from '@server/db/client';
import { preparedRead } from '@server/db/prepared-reads';
import {
  coLivingApplications,
  coLivingHomes,
  coLivingHouseholds,
  coLivingMatches,
  coLivingRuns,
  properties,
  veterans,
} from '@server/db/schema';
import {
  CO_LIVING_MATCH_STATUSES,
  type CoLivingMatchStatus,
  HOUSEHOLD_STATUSES,
  type HouseholdStatus,
} from '@shared/domain/co-living/vocabulary';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type HomeRecord, homeFigures } from './homes-repo';

/** The waiting list shows the longest waiting first, at most this many. */
const DASHBOARD_WAITING_LIMIT = 100;
/** Homes on the dashboard (the program has a handful per metro). */
const DASHBOARD_HOMES_LIMIT = 200;

const counted = (expression: SQL, name: string) => sql<number>`${expression}`.mapWith(Number).as(name);

/** One count per value (zero when none), `each` the value's count expression, named `prefix_value`. */
function countsBy<Value extends string>(
  values: readonly Value[],
  prefix: string,
  each: (value: Value) => SQL,
): Record<Value, SQL.Aliased<number>> {
  return Object.fromEntries(
    values.map((value) => [value, counted(each(value), `${prefix}_${value}`)]),
  ) as Record<Value, SQL.Aliased<number>>;
}

/** The dashboard's one statement: its figures, its waiting list and its homes (readDashboard splits them). */
function buildDashboardRead(db: Database) {
  const households = db
    .select(
      countsBy(
        HOUSEHOLD_STATUSES,
        'households',
        (status) => sql`count(*) filter (where ${coLivingHouseholds.status} = ${status})`,
      ),
    )
    .from(coLivingHouseholds)
    .as('household_counts');
  const applications = db
    .select({
      applied: counted(sql`count(*)`, 'applied'),
      waiting: counted(sql`count(*) filter (where ${coLivingApplications.status} = 'pending')`, 'waiting'),
    })
    .from(coLivingApplications)
    .as('application_counts');
  // an application declined by one household and proposed to another counts at both stages
  const matches = db
    .select(
      countsBy(
        CO_LIVING_MATCH_STATUSES,
        'matches',
        (status) =>
          sql`count(distinct ${coLivingMatches.applicationId}) filter (where ${coLivingMatches.status} = ${status})`,
      ),
    )
    .from(coLivingMatches)
    .as('match_counts');
  const latestRun = db
    .select({ id: sql<string>`${coLivingRuns.id}`.as('latest_run_id') })
    .from(coLivingRuns)
    .orderBy(desc(coLivingRuns.createdAt))
    .limit(1)
    .as('latest_run');
  const waiting = db
    .select({
      applicationId: coLivingApplications.id,
      reference: coLivingApplications.reference,
      veteranName: veterans.name,
      zipCode: veterans.zipCode,
      appliedAt: coLivingApplications.createdAt,
      waitingReason: coLivingApplications.waitingReason,
    })
    .from(coLivingApplications)
    .innerJoin(veterans, eq(veterans.id, coLivingApplications.veteranId))
    .where(eq(coLivingApplications.status, 'pending'))
    .orderBy(asc(coLivingApplications.createdAt), asc(coLivingApplications.id))
    .limit(DASHBOARD_WAITING_LIMIT)
    .as('waiting_list');
  const homes = homeFigures(db, undefined).limit(DASHBOARD_HOMES_LIMIT).as('home_figures');
  // Three parts in one answer, each a full join on false (a union that keeps every part's columns and types):
  // the figures' one row, the waiting rows, the home rows; on each row the other parts are null.
  return db
    .select({
      households: households._.selectedFields,
      applications: applications._.selectedFields,
      matches: matches._.selectedFields,
      lastRun: coLivingRuns,
      waiting: waiting._.selectedFields,
      property: properties,
      home: coLivingHomes,
      heldPlaces: homes.heldPlaces,
      liveHouseholds: homes.households,
    })
    .from(households)
    .crossJoin(applications)
    .crossJoin(matches)
    .leftJoin(latestRun, sql`true`)
    .fullJoin(waiting, sql`false`)
    .fullJoin(homes, sql`false`)
    .leftJoin(coLivingRuns, eq(coLivingRuns.id, latestRun.id))
    .leftJoin(properties, eq(properties.id, homes.homeId))
    .leftJoin(coLivingHomes, eq(coLivingHomes.propertyId, homes.homeId))
    .orderBy(
      asc(waiting.appliedAt),
      asc(waiting.applicationId),
      desc(properties.createdAt),
      desc(properties.id),
    )
    .prepare('co_living_dashboard');
}

type DashboardRow = Awaited<ReturnType<ReturnType<typeof buildDashboardRead>['execute']>>[number];
type WaitingRow = NonNullable<DashboardRow['waiting']>;
export type RunRow = typeof coLivingRuns.$inferSelect;

export interface DashboardFigures {
  waiting: WaitingRow[];
  homes: HomeRecord[];
  householdsByStatus: Record<HouseholdStatus, number>;
  /** applications in all and pending */
  applications: { applied: number; waiting: number };
  /** applications with a proposal at each status */
  matches: Record<CoLivingMatchStatus, number>;
  lastRun: RunRow | null;
}

/** Everything the admin's co-living page shows, in one prepared statement. */
export async function readDashboard(db: Database): Promise<DashboardFigures> {
  const rows = await preparedRead(db, 'co_living_dashboard', () => buildDashboardRead(db)).execute();
  // the figures' row is the one with counts (a count is never null)
  const figures = rows.find((row) => row.applications.applied !== null);
  if (!figures) throw new Error('the dashboard read returned no figures');
  return {
    waiting: rows.flatMap((row) => (row.waiting ? [row.waiting] : [])),
    homes: rows.flatMap(({ property, home, heldPlaces, liveHouseholds }) =>
      property && home ? [{ property, home, heldPlaces, households: liveHouseholds }] : [],
    ),
    householdsByStatus: figures.households,
    applications: figures.applications,
    matches: figures.matches,
    lastRun: figures.lastRun,
  };
}
