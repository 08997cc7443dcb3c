import { type Database, withTransaction } from '@server/db/client';
import { coLivingHouseholds, coLivingMatches } from '@server/db/schema';
import { queueMessage } from '@server/modules/messages';
import { MEMBER_DECIDES_FROM } from '@shared/domain/co-living/workflow';
import { and, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { recordCoLivingMatchAlerts } from './co-living-match-alerts';
import { DECISION_STEP, type DecisionStage, decisionWindowDue } from './offer-decision-timers';

/** When a proposed household reached the member: when it was sent to them, else when it was made (/my's). */
export const proposalSentAt = sql<Date>`coalesce(${coLivingMatches.notifiedAt}, ${coLivingMatches.createdAt})`;

/** A proposed household still the member's to decide, as /my shows it (its household not dissolved). */
export const isUndecidedHousehold = and(
  inArray(coLivingMatches.status, [...MEMBER_DECIDES_FROM]),
  ne(coLivingHouseholds.status, 'dissolved'),
) as SQL;

/** Records the `stage` alert of every undecided proposal whose stage fell due, none twice; answers them. */
async function recordHouseholdAlerts(
  tx: Database,
  stage: DecisionStage,
  now: Date,
): Promise<{ matchId: string; applicationId: string }[]> {
  const recorded = await recordCoLivingMatchAlerts(tx, {
    step: DECISION_STEP,
    stage,
    now,
    due: and(isUndecidedHousehold, decisionWindowDue(stage, proposalSentAt, now)),
  });
  if (recorded.length === 0) return [];
  return tx
    .select({ matchId: coLivingMatches.id, applicationId: coLivingMatches.applicationId })
    .from(coLivingMatches)
    .where(inArray(coLivingMatches.id, recorded));
}

const KINDS = {
  reminder: ['co_living.decision_reminder'],
  escalation: ['co_living.decision_overdue', 'co_living.decision_escalation'],
} as const;

/**
 * Coordinated entry's decision window on a co-living household sent to a member (issue 34, point 1), as on an offer
 * of a home: undecided at day OFFER_REMINDER_DAY, the member is reminded (their own page); once the window closed,
 * their case manager and the housing team hear of it. Once per proposal and stage; none once decided or closed.
 */
export async function checkHouseholdDecisions(
  db: Database,
  now: Date,
): Promise<{ reminders: number; escalations: number }> {
  const run = (stage: DecisionStage) =>
    withTransaction(db, async (tx) => {
      const proposals = await recordHouseholdAlerts(tx, stage, now);
      for (const proposal of proposals) {
        for (const kind of KINDS[stage]) {
          await queueMessage(tx, {
            kind,
            recipientId: proposal.applicationId,
            payload: { matchId: proposal.matchId },
          });
        }
      }
      return proposals.length;
    });
  const reminders = await run('reminder');
  const escalations = await run('escalation');
  return { reminders, escalations };
}
