import { and, count, eq, ne } from 'drizzle-orm';
import type { BulkVeteran } from '../../../shared/contracts/intake';
import type { Database } from '../../db/client';
import { matches, outboxMessages, veterans } from '../../db/schema';

export const WAITLIST_NOTICE_KIND = 'waitlist_status';

export async function insertBulkVeterans(
  db: Database,
  batchId: string,
  input: BulkVeteran[],
): Promise<string[]> {
  const rows = await db
    .insert(veterans)
    .values(
      input.map((veteran) => ({
        name: veteran.name,
        zipCode: veteran.zipCode,
        dischargeStatus: veteran.dischargeStatus,
        hasVoucher: veteran.benefits.vash,
        giBill: veteran.benefits.giBill,
        disability: veteran.benefits.disability,
        employment: veteran.benefits.employment,
        source: 'bulk_intake',
        intakeBatchId: batchId,
      })),
    )
    .returning({ id: veterans.id });
  // PostgreSQL returns rows of a multi-row insert in VALUES order
  if (rows.length !== input.length) throw new Error('insert returned the wrong number of rows');
  return rows.map((row) => row.id);
}

export type NewMatch = typeof matches.$inferInsert;

export async function insertEngineMatches(db: Database, rows: NewMatch[]): Promise<void> {
  if (rows.length > 0) await db.insert(matches).values(rows);
}

/** A bulk intake veteran, locked until the transaction ends so two notices cannot race. */
export async function lockBulkVeteran(db: Database, veteranId: string) {
  const [row] = await db
    .select({ id: veterans.id, intakeBatchId: veterans.intakeBatchId })
    .from(veterans)
    .where(and(eq(veterans.id, veteranId), eq(veterans.source, 'bulk_intake')))
    .for('update');
  return row ?? null;
}

export async function countOpenMatches(db: Database, veteranId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(matches)
    .where(and(eq(matches.veteranId, veteranId), ne(matches.status, 'declined')));
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

export async function queueWaitlistNotice(db: Database, veteranId: string, payload: object): Promise<void> {
  await db.insert(outboxMessages).values({ kind: WAITLIST_NOTICE_KIND, recipientId: veteranId, payload });
}
