import type { Database } from '@server/db/client';
import { coLivingHouseholds, coLivingMatches, stalledWorkAlerts } from '@server/db/schema';
import { and, eq, notExists, type SQL, sql } from 'drizzle-orm';

interface AlertsDue {
  step: string;
  stage: 'reminder' | 'escalation';
  now: Date;
  /** Which proposals are due (a condition on co_living_matches joined to co_living_households). */
  due: SQL | undefined;
}

/**
 * Records the `stage` alert of `step` for every co-living proposal (a member's match, joined to its household) that
 * `due` selects, none twice; answers the proposals recorded. The unique index settles two servers running a check at
 * once: only the rows inserted here are told.
 */
export async function recordCoLivingMatchAlerts(
  tx: Database,
  { step, stage, now, due }: AlertsDue,
): Promise<string[]> {
  const recorded = await tx
    .insert(stalledWorkAlerts)
    .select(
      tx
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          subject: sql<string>`'co_living_match'::text`.as('subject'),
          subjectId: coLivingMatches.id,
          step: sql<string>`${step}::text`.as('step'),
          stage: sql<string>`${stage}::text`.as('stage'),
          createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(coLivingMatches)
        .innerJoin(coLivingHouseholds, eq(coLivingHouseholds.id, coLivingMatches.householdId))
        .where(
          and(
            due,
            notExists(
              tx
                .select({ one: sql`1` })
                .from(stalledWorkAlerts)
                .where(
                  and(
                    eq(stalledWorkAlerts.subject, 'co_living_match'),
                    eq(stalledWorkAlerts.subjectId, coLivingMatches.id),
                    eq(stalledWorkAlerts.step, step),
                    eq(stalledWorkAlerts.stage, stage),
                  ),
                ),
            ),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ matchId: stalledWorkAlerts.subjectId });
  return recorded.map((row) => row.matchId);
}
