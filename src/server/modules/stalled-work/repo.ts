import type { Database } from '@server/db/client';
import { isStalledMatch, matchLastStepAt } from '@server/db/predicates';
import { matches, matchFollowUps, referrals, stalledWorkAlerts } from '@server/db/schema';
import { REFERRAL_REMINDER_HOURS, type StalledStage, type StalledSubject } from '@shared/domain/stalled-work';
import { URGENCY_LEVELS, URGENCY_TIMELINE_DAYS } from '@shared/domain/urgency';
import { and, asc, eq, inArray, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const HOUR_MS = 3_600_000;
/** Alerts recorded per stage and run: a backlog (a first start on old data) clears over the next runs. */
const REFERRAL_BATCH = 500;

const before = (now: Date, ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;

/** An alert row for each selected subject, in the table's column order (insert ... select). */
const alertFields = (
  subject: StalledSubject,
  subjectId: AnyPgColumn,
  step: SQL<string>,
  stage: StalledStage,
  now: Date,
) => ({
  id: sql<string>`gen_random_uuid()`.as('id'),
  subject: sql<StalledSubject>`${subject}::text`.as('subject'),
  subjectId,
  step: step.as('step'),
  stage: sql<StalledStage>`${stage}::text`.as('stage'),
  createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
});

/** No alert of this stage was recorded for the subject's step yet (the unique index settles races). */
const notAlerted = (
  db: Database,
  subject: StalledSubject,
  subjectId: AnyPgColumn,
  step: SQL,
  stage: StalledStage,
) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(stalledWorkAlerts)
      .where(
        and(
          eq(stalledWorkAlerts.subject, subject),
          eq(stalledWorkAlerts.subjectId, subjectId),
          eq(stalledWorkAlerts.step, step),
          eq(stalledWorkAlerts.stage, stage),
        ),
      ),
  );

/** Still new once its reminder is due (REFERRAL_REMINDER_HOURS after it arrived). */
const reminderDue = (now: Date) => lte(referrals.createdAt, before(now, REFERRAL_REMINDER_HOURS * HOUR_MS));

/** Still new once its urgency's timeline ran out; an urgency without a timeline never escalates. */
const escalationDue = (now: Date) =>
  or(
    ...URGENCY_LEVELS.flatMap((urgency) => {
      const days = URGENCY_TIMELINE_DAYS[urgency];
      return days === null
        ? []
        : [and(eq(referrals.urgency, urgency), lte(referrals.createdAt, before(now, days * 24 * HOUR_MS)))];
    }),
  );

/**
 * Records the `stage` alert (reminder or escalation) of every referral still `new` whose timer ran out and
 * that had none yet; answers the referrals it recorded, with their organisation. Call in the transaction
 * that queues their messages: a referral whose alert another server recorded first is not among them.
 */
export async function recordReferralAlerts(
  db: Database,
  stage: 'reminder' | 'escalation',
  now: Date,
): Promise<{ id: string; organizationId: string }[]> {
  const step = sql<string>`${referrals.status}`;
  const due = stage === 'reminder' ? reminderDue(now) : escalationDue(now);
  const recorded = await db
    .insert(stalledWorkAlerts)
    .select(
      db
        .select(alertFields('referral', referrals.id, step, stage, now))
        .from(referrals)
        .where(and(eq(referrals.status, 'new'), due, notAlerted(db, 'referral', referrals.id, step, stage)))
        .orderBy(asc(referrals.createdAt))
        .limit(REFERRAL_BATCH),
    )
    .onConflictDoNothing()
    .returning({ id: stalledWorkAlerts.subjectId });
  if (recorded.length === 0) return [];
  return db
    .select({ id: referrals.id, organizationId: referrals.organizationId })
    .from(referrals)
    .where(
      inArray(
        referrals.id,
        recorded.map((row) => row.id),
      ),
    )
    .orderBy(asc(referrals.createdAt));
}

/**
 * A match's step: its status and the moment of its last step, so a match that stalls again after a
 * follow-up is a new step ("contacted since 2026-11-17T09:30:00.000000Z").
 */
const matchStep = sql<string>`${matches.status} || ' since ' || to_char(${matchLastStepAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Records a `stalled` alert for every match stalled at `now` not yet counted for its step; answers their ids. */
export async function recordStalledMatchAlerts(db: Database, now: Date): Promise<string[]> {
  const recorded = await db
    .insert(stalledWorkAlerts)
    .select(
      db
        .select(alertFields('housing_match', matches.id, matchStep, 'stalled', now))
        .from(matches)
        .where(and(isStalledMatch(now), notAlerted(db, 'housing_match', matches.id, matchStep, 'stalled'))),
    )
    .onConflictDoNothing()
    .returning({ id: stalledWorkAlerts.subjectId });
  return recorded.map((row) => row.id);
}

/** The match's status, row-locked until the transaction ends (a status change waits for the follow-up). */
export async function lockMatchStatus(db: Database, matchId: string) {
  const [row] = await db
    .select({ status: matches.status })
    .from(matches)
    .where(eq(matches.id, matchId))
    .for('update');
  return row ?? null;
}

export async function insertFollowUp(db: Database, values: typeof matchFollowUps.$inferInsert) {
  const [row] = await db.insert(matchFollowUps).values(values).returning();
  if (!row) throw new Error('follow-up not recorded');
  return row;
}
