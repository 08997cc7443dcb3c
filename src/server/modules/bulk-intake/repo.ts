import type { Database } from '@server/db/client';
import { isNotDeclined } from '@server/db/predicates';
import { matches, outboxMessages, veterans } from '@server/db/schema';
import { queueMessage } from '@server/modules/messages';
import type { MessageKind } from '@shared/domain/message-delivery';
import { and, count, eq } from 'drizzle-orm';

export const WAITLIST_NOTICE_KIND = 'waitlist_status' satisfies MessageKind;

/** A bulk intake veteran, locked until the transaction ends so two notices cannot race. */
export async function lockBulkVeteran(db: Database, veteranId: string) {
  const [row] = await db
    .select({ id: veterans.id, caseManagerEmail: veterans.caseManagerEmail })
    .from(veterans)
    .where(and(eq(veterans.id, veteranId), eq(veterans.source, 'bulk_intake')))
    .for('update');
  return row ?? null;
}

export async function countOpenMatches(db: Database, veteranId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matches)
    .where(and(eq(matches.veteranId, veteranId), isNotDeclined));
  return row?.n ?? 0;
}

export async function hasWaitlistNotice(db: Database, veteranId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, WAITLIST_NOTICE_KIND), eq(outboxMessages.recipientId, veteranId)))
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

/**
 * What the intake reports from the veteran's record after registering them: the case worker's email
 * (the intake's, or one an earlier intake gave) and the organisation whose caseload holds them.
 */
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
