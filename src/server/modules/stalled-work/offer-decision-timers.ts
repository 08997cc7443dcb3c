import { type Database, withTransaction } from '@server/db/client';
import { isUndecidedOffer, offerMadeAt } from '@server/db/predicates';
import { matches, stalledWorkAlerts } from '@server/db/schema';
import { queueMessage } from '@server/modules/messages';
import { OFFER_DECISION_DAYS, OFFER_REMINDER_DAY } from '@shared/domain/veteran-access';
import { and, asc, eq, gt, lte, notExists, type SQL, sql } from 'drizzle-orm';

/** The step these timers watch: an offer of a home (or a proposed household) waits for the veteran's decision. */
export const DECISION_STEP = 'undecided';
/** Offers looked at per stage and run: a backlog clears over the next runs. */
const BATCH = 500;
const DAY_MS = 86_400_000;

export type DecisionStage = 'reminder' | 'escalation';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * When each stage of a decision window that opened at `openedAt` falls due: the member's reminder from day
 * OFFER_REMINDER_DAY until the window closes (a reminder after it would ask for a decision already late), the
 * escalation once the window closed. Shared with the co-living household proposals' window.
 */
export const decisionWindowDue = (stage: DecisionStage, openedAt: SQL, now: Date) =>
  stage === 'reminder'
    ? and(
        lte(openedAt, sql`${daysBefore(now, OFFER_REMINDER_DAY)}::timestamptz`),
        gt(openedAt, sql`${daysBefore(now, OFFER_DECISION_DAYS)}::timestamptz`),
      )
    : lte(openedAt, sql`${daysBefore(now, OFFER_DECISION_DAYS)}::timestamptz`);

/** Records the `stage` alert of every undecided offer whose stage fell due, none twice; answers the offers. */
async function recordOfferAlerts(
  tx: Database,
  stage: DecisionStage,
  now: Date,
): Promise<{ id: string; veteranId: string }[]> {
  const due = await tx
    .select({ id: matches.id, veteranId: matches.veteranId })
    .from(matches)
    .where(
      and(
        isUndecidedOffer,
        decisionWindowDue(stage, offerMadeAt, now),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(stalledWorkAlerts)
            .where(
              and(
                eq(stalledWorkAlerts.subject, 'housing_offer'),
                eq(stalledWorkAlerts.subjectId, matches.id),
                eq(stalledWorkAlerts.step, DECISION_STEP),
                eq(stalledWorkAlerts.stage, stage),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(matches.createdAt))
    .limit(BATCH);
  if (due.length === 0) return [];
  // the unique index settles two servers running the check at once: only the rows inserted here are told
  const recorded = await tx
    .insert(stalledWorkAlerts)
    .values(
      due.map((offer) => ({
        subject: 'housing_offer' as const,
        subjectId: offer.id,
        step: DECISION_STEP,
        stage,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: stalledWorkAlerts.subjectId });
  const told = new Set(recorded.map((row) => row.id));
  return due.filter((offer) => told.has(offer.id));
}

const KINDS = {
  reminder: ['offer.decision_reminder'],
  escalation: ['offer.decision_overdue', 'offer.decision_escalation'],
} as const;

/**
 * Coordinated entry's decision window at `now` (issue 34, point 1): an offer of a home the veteran has not accepted
 * or declined OFFER_REMINDER_DAY days after it reached them reminds the veteran (their own page); once the
 * OFFER_DECISION_DAYS window closed, their case worker (the caseload entry) and the housing team hear of it. Never
 * twice for the same offer and stage, whatever runs twice; none once decided, withdrawn or closed.
 */
export async function checkOfferDecisions(
  db: Database,
  now: Date,
): Promise<{ reminders: number; escalations: number }> {
  const run = (stage: DecisionStage) =>
    withTransaction(db, async (tx) => {
      const offers = await recordOfferAlerts(tx, stage, now);
      for (const offer of offers) {
        for (const kind of KINDS[stage]) {
          await queueMessage(tx, { kind, recipientId: offer.veteranId, payload: { matchId: offer.id } });
        }
      }
      return offers.length;
    });
  const reminders = await run('reminder');
  const escalations = await run('escalation');
  return { reminders, escalations };
}
