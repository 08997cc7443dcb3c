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
      givenEmail: sql<string | null>`${intakeReports.reported}->>'email'`,
      linked: intakeReports.linked,
      organizationId: intakeReports.organizationId,
      ownerId: veterans.organizationId,
      caseManagerEmail: veterans.caseManagerEmail,
      email: veterans.email,
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

/**
 * One message per audience (`audience`: the veteran or the case worker), so each is worded for its reader; the
 * composer finds the address by the same rule as the service that promised it.
 */
export async function queueWaitlistNotice(
  db: Database,
  veteranId: string,
  payload: Record<string, string> & { audience: 'veteran' | 'case_worker' },
): Promise<void> {
  await queueMessage(db, { kind: WAITLIST_NOTICE_KIND, recipientId: veteranId, payload });
}

export type VeteranRecordContact = {
  caseManagerEmail: string | null;
  email: string | null;
  organizationId: string | null;
};

/** The veteran's record after registering them: the emails on record and who owns them. */
export async function recordOf(db: Database, veteranId: string): Promise<VeteranRecordContact> {
  const [row] = await db
    .select({
      caseManagerEmail: veterans.caseManagerEmail,
      email: veterans.email,
      organizationId: veterans.organizationId,
    })
    .from(veterans)
    .where(eq(veterans.id, veteranId));
  return {
    caseManagerEmail: row?.caseManagerEmail ?? null,
    email: row?.email ?? null,
    organizationId: row?.organizationId ?? null,
  };
}
