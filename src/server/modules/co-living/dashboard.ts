import type { Database } from '@server/db/client';
import {
  coLivingApplications,
  coLivingHouseholds,
  coLivingMatches,
  coLivingRuns,
  veterans,
} from '@server/db/schema';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import type { CoLivingDashboard, FormationRunResult } from '@shared/contracts/co-living-households';
import { CO_LIVING_MATCH_STATUSES, HOUSEHOLD_STATUSES } from '@shared/domain/co-living/vocabulary';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { selectHomes, toHomeView } from './homes-repo';

/** The waiting list shows the longest waiting first, at most this many. */
export const DASHBOARD_WAITING_LIMIT = 100;
/** Homes on the dashboard (the program has a handful per metro). */
const DASHBOARD_HOMES_LIMIT = 200;

type RunRow = typeof coLivingRuns.$inferSelect;

export const toRunResult = (row: RunRow): FormationRunResult => ({
  runId: row.id,
  trigger: row.trigger,
  applicantsConsidered: row.applicantsConsidered,
  householdsFormed: row.householdsFormed,
  veteransPlaced: row.veteransPlaced,
  totalCompatibility: row.totalCompatibility,
  upperBound: row.upperBound,
  ratioToBound: row.upperBound > 0 ? row.totalCompatibility / row.upperBound : 1,
  durationMs: row.durationMs,
  createdAt: row.createdAt.toISOString(),
});

async function readFunnel(db: Database): Promise<CoLivingDashboard['funnel']> {
  const [applications] = await db
    .select({
      applied: count(),
      waiting: sql<number>`count(*) filter (where ${coLivingApplications.status} = 'pending')`.mapWith(
        Number,
      ),
    })
    .from(coLivingApplications);
  const byStatus = await db
    .select({
      status: coLivingMatches.status,
      n: sql<number>`count(distinct ${coLivingMatches.applicationId})`.mapWith(Number),
    })
    .from(coLivingMatches)
    .groupBy(coLivingMatches.status);
  const matches = Object.fromEntries(CO_LIVING_MATCH_STATUSES.map((status) => [status, 0])) as Record<
    (typeof CO_LIVING_MATCH_STATUSES)[number],
    number
  >;
  for (const row of byStatus) matches[row.status] = row.n;
  return {
    applied: applications?.applied ?? 0,
    waiting: applications?.waiting ?? 0,
    proposed: matches.pending,
    notified: matches.notified,
    interview: matches.interview,
    trial: matches.trial,
    placed: matches.placed,
    declined: matches.declined,
  };
}

/**
 * The admin's co-living page: who waits and why, the homes and their free rooms, households by status, the last
 * run's figures and the funnel. It shows veterans' names, so the read is audited.
 */
export async function coLivingDashboard(db: Database, admin: UserPrincipal): Promise<CoLivingDashboard> {
  const waiting = await db
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
    .limit(DASHBOARD_WAITING_LIMIT);
  const homes = await selectHomes(db, { limit: DASHBOARD_HOMES_LIMIT });
  const statuses = await db
    .select({ status: coLivingHouseholds.status, n: count() })
    .from(coLivingHouseholds)
    .groupBy(coLivingHouseholds.status);
  const householdsByStatus = Object.fromEntries(HOUSEHOLD_STATUSES.map((status) => [status, 0])) as Record<
    (typeof HOUSEHOLD_STATUSES)[number],
    number
  >;
  for (const row of statuses) householdsByStatus[row.status] = row.n;
  const [lastRun] = await db.select().from(coLivingRuns).orderBy(desc(coLivingRuns.createdAt)).limit(1);
  const funnel = await readFunnel(db);
  await recordAudit(db, {
    action: 'veterans.read',
    actorType: 'admin',
    actorId: admin.id,
    targetType: 'co_living_application',
    details: { view: 'co-living-dashboard', count: waiting.length },
  });
  return {
    waiting: waiting.map((row) => ({ ...row, appliedAt: row.appliedAt.toISOString() })),
    homes: homes.map(toHomeView),
    householdsByStatus,
    lastRun: lastRun ? toRunResult(lastRun) : null,
    funnel,
  };
}
