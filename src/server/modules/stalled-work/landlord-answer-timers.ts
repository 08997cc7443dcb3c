import { type Database, withTransaction } from '@server/db/client';
import { landlords, matches, properties, stalledWorkAlerts } from '@server/db/schema';
import { openInboxItem } from '@server/modules/inbox';
import { queueMessage } from '@server/modules/messages';
import {
  ANSWERABLE_MATCH_STATUSES,
  LANDLORD_ANSWER_ESCALATION_HOURS,
  LANDLORD_ANSWER_REMINDER_HOURS,
} from '@shared/domain/landlord-answers';
import { and, eq, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import { matchSummaries } from './inbox-summaries';

const HOUR_MS = 3_600_000;
/** The step these timers watch: the landlord has not answered yet (one reminder and one escalation per match). */
const STEP = 'awaiting landlord answer';

/**
 * Records the `stage` alert of every match on a home with a landlord account that is still waiting for the
 * landlord's answer `hours` after it was made, and had none yet; answers those matches and their homes.
 */
async function recordAnswerAlerts(tx: Database, stage: 'reminder' | 'escalation', hours: number, now: Date) {
  const cutoff = sql`${new Date(now.getTime() - hours * HOUR_MS).toISOString()}::timestamptz`;
  const recorded = await tx
    .insert(stalledWorkAlerts)
    .select(
      tx
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          subject: sql<string>`'housing_match'::text`.as('subject'),
          subjectId: matches.id,
          step: sql<string>`${STEP}::text`.as('step'),
          stage: sql<string>`${stage}::text`.as('stage'),
          createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(matches)
        .innerJoin(properties, eq(properties.id, matches.propertyId))
        .innerJoin(landlords, eq(landlords.id, properties.landlordId))
        .where(
          and(
            inArray(matches.status, [...ANSWERABLE_MATCH_STATUSES]),
            isNull(matches.landlordAnsweredAt),
            isNotNull(landlords.userId),
            lte(matches.createdAt, cutoff),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(stalledWorkAlerts)
                .where(
                  and(
                    eq(stalledWorkAlerts.subject, 'housing_match'),
                    eq(stalledWorkAlerts.subjectId, matches.id),
                    eq(stalledWorkAlerts.step, STEP),
                    eq(stalledWorkAlerts.stage, stage),
                  ),
                ),
            ),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: stalledWorkAlerts.subjectId });
  if (recorded.length === 0) return [];
  return tx
    .select({ id: matches.id, propertyId: matches.propertyId })
    .from(matches)
    .where(
      inArray(
        matches.id,
        recorded.map((row) => row.id),
      ),
    );
}

/**
 * The landlord-answer timers at `now` (issue 34): a landlord who has not answered a request for their home in
 * 48 hours is reminded; after 96 hours the housing team is told and the match waits in their inbox. Never twice
 * for the same match and stage, whatever runs twice.
 */
export async function checkLandlordAnswers(
  db: Database,
  now: Date,
): Promise<{ reminders: number; escalations: number }> {
  const reminders = await withTransaction(db, async (tx) => {
    const due = await recordAnswerAlerts(tx, 'reminder', LANDLORD_ANSWER_REMINDER_HOURS, now);
    for (const match of due) {
      await queueMessage(tx, {
        kind: 'match.landlord_reminder',
        payload: { matchId: match.id, propertyId: match.propertyId },
      });
    }
    return due.length;
  });
  const escalations = await withTransaction(db, async (tx) => {
    const due = await recordAnswerAlerts(tx, 'escalation', LANDLORD_ANSWER_ESCALATION_HOURS, now);
    const summaries = await matchSummaries(
      tx,
      due.map((match) => match.id),
    );
    for (const match of due) {
      await queueMessage(tx, {
        kind: 'match.landlord_escalation',
        payload: { matchId: match.id, propertyId: match.propertyId },
      });
      const summary = `${summaries.get(match.id) ?? 'A match'}: the landlord has not answered in 4 days`;
      await openInboxItem(tx, { type: 'stalled_match', subjectId: match.id, summary });
    }
    return due.length;
  });
  return { reminders, escalations };
}
