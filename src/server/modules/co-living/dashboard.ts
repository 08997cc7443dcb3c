import type { Database } from '@server/db/client';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import type { CoLivingDashboard, FormationRunResult } from '@shared/contracts/co-living-households';
import { type RunRow, readDashboard } from './dashboard-repo';
import { toHomeView } from './homes-repo';

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

/**
 * The admin's co-living page: who waits and why, the homes and their free rooms, households by status, the last
 * run's figures and the funnel. It shows veterans' names, so the read is audited.
 */
export async function coLivingDashboard(db: Database, admin: UserPrincipal): Promise<CoLivingDashboard> {
  const { waiting, homes, householdsByStatus, applications, matches, lastRun } = await readDashboard(db);
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
    funnel: {
      ...applications,
      proposed: matches.pending,
      notified: matches.notified,
      interview: matches.interview,
      trial: matches.trial,
      placed: matches.placed,
      declined: matches.declined,
    },
  };
}
