import { type Database, withTransaction } from '@server/db/client';
import { inboxItems, stalledWorkAlerts } from '@server/db/schema';
import { queueMessage } from '@server/modules/messages';
import {
  inboxPromiseDue,
  PROMISED_INBOX_TYPES,
  type PromisedInboxType,
  SHORTEST_PROMISE_MS,
} from '@shared/domain/stalled-work';
import { and, asc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';

/** The step these timers watch: nobody in the housing team took the item yet. */
const STEP = 'open';
/** Items looked at per stage and run: a backlog clears over the next runs. */
const BATCH = 500;

type Stage = 'reminder' | 'escalation';

/**
 * Records the `stage` alert of every promised item still open once its promise's time for that stage came
 * (business days for the contact form, hours for the others), none twice; answers the items recorded.
 */
async function recordPromiseAlerts(tx: Database, stage: Stage, now: Date) {
  const candidates = await tx
    .select({ id: inboxItems.id, type: inboxItems.type, createdAt: inboxItems.createdAt })
    .from(inboxItems)
    .where(
      and(
        eq(inboxItems.status, 'open'),
        inArray(inboxItems.type, PROMISED_INBOX_TYPES),
        lte(inboxItems.createdAt, new Date(now.getTime() - SHORTEST_PROMISE_MS)),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(stalledWorkAlerts)
            .where(
              and(
                eq(stalledWorkAlerts.subject, 'inbox_item'),
                eq(stalledWorkAlerts.subjectId, inboxItems.id),
                eq(stalledWorkAlerts.step, STEP),
                eq(stalledWorkAlerts.stage, stage),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(inboxItems.createdAt))
    .limit(BATCH);
  const due = candidates.filter(
    (item) => inboxPromiseDue(item.type as PromisedInboxType, item.createdAt, stage) <= now,
  );
  if (due.length === 0) return [];
  // the unique index settles two servers running the check at once: only the rows inserted here are told
  const recorded = await tx
    .insert(stalledWorkAlerts)
    .values(
      due.map((item) => ({
        subject: 'inbox_item' as const,
        subjectId: item.id,
        step: STEP,
        stage,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: stalledWorkAlerts.subjectId });
  return recorded.map((row) => row.id);
}

/**
 * The inbox promise timers at `now` (issue 34, point 7): a contact message, a plan request, a landlord's offer
 * of housing or a partner application nobody took when its promise fell due reminds whoever must act (the
 * item's assignee, else the housing team); a period later it is escalated to the housing team. Never twice for
 * the same item and stage, whatever runs twice.
 */
export async function checkInboxPromises(
  db: Database,
  now: Date,
): Promise<{ reminders: number; escalations: number }> {
  const run = (stage: Stage) =>
    withTransaction(db, async (tx) => {
      const itemIds = await recordPromiseAlerts(tx, stage, now);
      for (const itemId of itemIds) {
        await queueMessage(tx, {
          kind: stage === 'reminder' ? 'inbox.promise_reminder' : 'inbox.promise_escalation',
          payload: { itemId },
        });
      }
      return itemIds.length;
    });
  const reminders = await run('reminder');
  const escalations = await run('escalation');
  return { reminders, escalations };
}
