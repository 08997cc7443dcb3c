import type { Database } from '@server/db/client';
import { isNotDeclined } from '@server/db/predicates';
import { intakeReports, matches, outboxMessages, veterans } from '@server/db/schema';
import { queueMessage } from '@server/modules/messages';
import type { MessageKind } from '@shared/domain/message-delivery';
import { and, count, eq, sql } from 'drizzle-orm';

export const WAITLIST_NOTICE_KIND = 'waitlist_status' satisfies MessageKind;

/**
 * One veteran's bulk intake (its intake report), locked until the transaction ends so two notices cannot race:
 * the case worker email it gave, whether it was linked, who sent it and who owns the person.
 */
export async function lockBulkIntake(db: Database, intakeId: string) {
  const [row] = await db
    .select({
      veteranId: intakeReports.veteranId,
      given: sql<string | null>`${intakeReports.reported}->>'caseManagerEmail'`,
      linked: intakeReports.linked,
      organizationId: intakeReports.organizationId,
      ownerId: veterans.organizationId,
      caseManagerEmail: veterans.caseManagerEmail,
    })
    .from(intakeReports)
    .innerJoin(veterans, eq(veterans.id, intakeReports.veteranId))
    .where(and(eq(intakeReports.id, intakeId), eq(intakeReports.kind, 'bulk_intake')))
    .for('update', { of: intakeReports });
  return row ?? null;
}

export async function countOpenMatches(db: Database, veteranId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matches)
    .where(and(eq(matches.veteranId, veteranId), isNotDeclined));
  return row?.n ?? 0;
}

/** The intake's waitlist notice was already queued (one per intake: another intake of the person has its own). */
export async function hasWaitlistNotice(db: Database, intakeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, WAITLIST_NOTICE_KIND),
        sql`${outboxMessages.payload}->>'intakeId' = ${intakeId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function queueWaitlistNotice(
  db: Database,
  veteranId: string,
  payload: Record<string, string>,
): Promise<void> {
  await queueMessage(db, { kind: WAITLIST_NOTICE_KIND, recipientId: veteranId, payload });
}

/** The veteran's record after registering them: the case worker's email on record and who owns them. */
export async function recordOf(
  db: Database,
  veteranId: string,
): Promise<{ caseManagerEmail: string | null; organizationId: string | null }> {
  const [row] = await db
    .select({ caseManagerEmail: veterans.caseManagerEmail, organizationId: veterans.organizationId })
    .from(veterans)
    .where(eq(veterans.id, veteranId));
  return { caseManagerEmail: row?.caseManagerEmail ?? null, organizationId: row?.organizationId ?? null };
}
