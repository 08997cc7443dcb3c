import { type Database, withTransaction } from '@server/db/client';
import { isNotDeclined } from '@server/db/predicates';
import { intakeReports, matches, stalledWorkAlerts } from '@server/db/schema';
import { queueMessage } from '@server/modules/messages';
import { WAITLIST_FOLLOW_UP_DAYS } from '@shared/domain/constants';
import { and, asc, eq, lte, notExists, sql } from 'drizzle-orm';

/** The step this timer watches: the intake's veteran waits on the waitlist, no home offered. */
export const WAITLISTED_STEP = 'waitlisted';
/** Intakes looked at per stage and run: a backlog clears over the next runs. */
const BATCH = 500;
const DAY_MS = 86_400_000;

type Stage = 'reminder' | 'escalation';

/** The veteran of a bulk intake holds no match that is not declined: nobody has offered them a home. */
export const stillWaitlisted = (db: Database) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(matches)
      .where(and(eq(matches.veteranId, intakeReports.veteranId), isNotDeclined)),
  );

/** Records the `stage` alert of every bulk intake whose veteran still waits once that stage's day came, none twice. */
async function recordWaitlistAlerts(tx: Database, stage: Stage, now: Date): Promise<string[]> {
  const dueBefore = new Date(now.getTime() - WAITLIST_FOLLOW_UP_DAYS[stage] * DAY_MS);
  const due = await tx
    .select({ id: intakeReports.id })
    .from(intakeReports)
    .where(
      and(
        eq(intakeReports.kind, 'bulk_intake'),
        lte(intakeReports.createdAt, dueBefore),
        stillWaitlisted(tx),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(stalledWorkAlerts)
            .where(
              and(
                eq(stalledWorkAlerts.subject, 'bulk_intake'),
                eq(stalledWorkAlerts.subjectId, intakeReports.id),
                eq(stalledWorkAlerts.step, WAITLISTED_STEP),
                eq(stalledWorkAlerts.stage, stage),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(intakeReports.createdAt))
    .limit(BATCH);
  if (due.length === 0) return [];
  // the unique index settles two servers running the check at once: only the rows inserted here are told
  const recorded = await tx
    .insert(stalledWorkAlerts)
    .values(
      due.map((intake) => ({
        subject: 'bulk_intake' as const,
        subjectId: intake.id,
        step: WAITLISTED_STEP,
        stage,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: stalledWorkAlerts.subjectId });
  return recorded.map((row) => row.id);
}

/**
 * The waitlist's timer at `now` (issue 34, point 7): a veteran of a bulk intake who was promised an answer within
 * 7-14 days and still has no home offered 7 days after the intake reminds whoever must act (the intake's case
 * worker, else the housing team); at 14 days the housing team hears of it. Never twice for the same intake and
 * stage, whatever runs twice.
 */
export async function checkWaitlistFollowUps(
  db: Database,
  now: Date,
): Promise<{ reminders: number; escalations: number }> {
  const run = (stage: Stage) =>
    withTransaction(db, async (tx) => {
      const intakeIds = await recordWaitlistAlerts(tx, stage, now);
      for (const intakeId of intakeIds) {
        await queueMessage(tx, {
          kind: stage === 'reminder' ? 'waitlist.follow_up_reminder' : 'waitlist.follow_up_escalation',
          payload: { intakeId },
        });
      }
      return intakeIds.length;
    });
  const reminders = await run('reminder');
  const escalations = await run('escalation');
  return { reminders, escalations };
}
