import { type Database, withTransaction } from '@server/db/client';
import { coLivingHouseholds, coLivingMatches } from '@server/db/schema';
import { queueMessage } from '@server/modules/messages';
import { CO_LIVING_PROPOSAL_HOURS } from '@shared/domain/stalled-work';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { recordCoLivingMatchAlerts } from './co-living-match-alerts';

const HOUR_MS = 3_600_000;
/** The step these timers watch: the formation run proposed the household, nobody sent it to the member yet. */
const STEP = 'pending';

type Stage = 'reminder' | 'escalation';

/**
 * Records the `stage` alert of every proposal still not sent (`pending`, its household not closed) once its
 * promise's time for that stage came, none twice; answers the proposals recorded.
 */
function recordProposalAlerts(tx: Database, stage: Stage, now: Date): Promise<string[]> {
  const periods = stage === 'reminder' ? 1 : 2;
  const cutoff = new Date(now.getTime() - CO_LIVING_PROPOSAL_HOURS * periods * HOUR_MS);
  const due = and(
    eq(coLivingMatches.status, STEP),
    inArray(coLivingHouseholds.status, ['forming', 'trial']),
    lte(coLivingMatches.createdAt, cutoff),
  );
  return recordCoLivingMatchAlerts(tx, { step: STEP, stage, now, due });
}

/**
 * The co-living proposal timers at `now` (issue 34, point 7, "within 24 hours"): a household proposed to a member
 * and not sent to them CO_LIVING_PROPOSAL_HOURS later reminds whoever sends it; as long again later, the housing
 * team hears it is overdue. Never twice for the same proposal and stage, whatever runs twice.
 */
export async function checkCoLivingProposals(
  db: Database,
  now: Date,
): Promise<{ reminders: number; escalations: number }> {
  const run = (stage: Stage) =>
    withTransaction(db, async (tx) => {
      const matchIds = await recordProposalAlerts(tx, stage, now);
      for (const matchId of matchIds) {
        await queueMessage(tx, {
          kind: stage === 'reminder' ? 'co_living.proposal_reminder' : 'co_living.proposal_escalation',
          payload: { matchId },
        });
      }
      return matchIds.length;
    });
  const reminders = await run('reminder');
  const escalations = await run('escalation');
  return { reminders, escalations };
}
