import type { Database } from '@server/db/client';
import { countedPage, rowsAndTotal } from '@server/db/counted-page';
import { preparedRead } from '@server/db/prepared-reads';
import { outboxMessages } from '@server/db/schema';
import type { MessageListQuery } from '@shared/contracts/messages';
import { ACCOUNT_LINK_KINDS, ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR } from '@shared/domain/message-delivery';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Messages with the records each is worded from (`records`, one SQL expression), for a `where` to narrow. */
const selectWithRecords = <Records>(db: Database, records: SQL<Records>) =>
  db.select({ ...getTableColumns(outboxMessages), records }).from(outboxMessages);

/**
 * The queued message with this id, row-locked until the transaction ends. Another server already
 * delivering it holds the lock, so this one skips it (no message is sent twice).
 */
export async function claimQueued<Records>(
  db: Database,
  id: string,
  records: SQL<Records>,
): Promise<(OutboxRow & { records: Records }) | null> {
  const [row] = await selectWithRecords(db, records)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function findMessage(db: Database, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row ?? null;
}

/** The message with the records it is worded from, in one statement. */
export async function findMessageWithRecords<Records>(
  db: Database,
  id: string,
  records: SQL<Records>,
): Promise<(OutboxRow & { records: Records }) | null> {
  const [row] = await selectWithRecords(db, records).where(eq(outboxMessages.id, id));
  return row ?? null;
}

export async function markSent(
  db: Database,
  row: OutboxRow,
  sent: { recipientEmail: string; subject: string; at: Date },
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      attempts: row.attempts + 1,
      lastError: null,
      recipientEmail: sent.recipientEmail,
      subject: sent.subject,
      sentAt: sent.at,
    })
    .where(eq(outboxMessages.id, row.id));
}

/** One more failed attempt; `final` gives the message up (status failed) with the reason. */
export async function markAttemptFailed(
  db: Database,
  row: OutboxRow,
  failure: { reason: string; final: boolean; recipientEmail?: string; subject?: string },
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      status: failure.final ? 'failed' : 'queued',
      attempts: row.attempts + 1,
      lastError: failure.reason,
      recipientEmail: failure.recipientEmail ?? row.recipientEmail,
      subject: failure.subject ?? row.subject,
    })
    .where(eq(outboxMessages.id, row.id));
}

/** A queued message whose records could not be read ends failed with the reason, one attempt more. */
export async function markRecordsUnreadable(db: Database, id: string, reason: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ status: 'failed', attempts: sql`${outboxMessages.attempts} + 1`, lastError: reason })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'queued')));
}

/**
 * Queued messages to hand to the job queue, account links first (issue 31: a reset never waits behind a backlog
 * of notices to be handed over either), then oldest first.
 */
export async function queuedMessageIds(
  db: Database,
  filter: { untriedOnly: true } | { olderThan: Date },
  limit = 2_000,
): Promise<{ id: string; kind: string }[]> {
  const where =
    'untriedOnly' in filter
      ? and(eq(outboxMessages.status, 'queued'), eq(outboxMessages.attempts, 0))
      : and(eq(outboxMessages.status, 'queued'), lt(outboxMessages.createdAt, filter.olderThan));
  return db
    .select({ id: outboxMessages.id, kind: outboxMessages.kind })
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(inArray(outboxMessages.kind, [...ACCOUNT_LINK_KINDS])), asc(outboxMessages.createdAt))
    .limit(limit);
}

/**
 * The acknowledgement cap (issue 31): takes one of the address's slots for this kind of message, or answers false
 * when ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR were sent in the last hour or are being sent. One statement marks
 * the row with its address only while the others leave room, so deliveries running together can't all pass; on
 * PostgreSQL (`serialise`, inside the delivery's transaction) an advisory lock on the address makes the next
 * delivery to it wait for this one's commit.
 */
export async function reserveAcknowledgement(
  db: Database,
  row: OutboxRow,
  address: string,
  serialise: boolean,
): Promise<boolean> {
  if (serialise)
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`acknowledgement:${address}`}))`);
  const others = alias(outboxMessages, 'others');
  const taken = db
    .select({ n: count() })
    .from(others)
    .where(
      and(
        eq(others.kind, row.kind),
        eq(others.recipientEmail, address),
        ne(others.id, row.id),
        or(
          and(eq(others.status, 'sent'), gt(others.sentAt, sql`now() - interval '1 hour'`)),
          eq(others.status, 'queued'),
        ),
      ),
    );
  const reserved = await db
    .update(outboxMessages)
    .set({ recipientEmail: address })
    .where(and(eq(outboxMessages.id, row.id), sql`(${taken}) < ${ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR}`))
    .returning({ id: outboxMessages.id });
  return reserved.length > 0;
}

/** A page of messages, newest first, and how many match in all, in one prepared statement per filter. */
export async function listMessages(db: Database, query: MessageListQuery) {
  const name = query.status ? 'admin_messages_page_by_status' : 'admin_messages_page';
  const statement = preparedRead(db, name, () =>
    countedPage(
      db,
      outboxMessages,
      query.status ? eq(outboxMessages.status, sql.placeholder('status')) : undefined,
      [desc(outboxMessages.createdAt), desc(outboxMessages.id)],
    ).prepare(name),
  );
  return rowsAndTotal<OutboxRow>(await statement.execute(query));
}

/** A failed message goes back to the queue with a fresh count of attempts; false if it was not failed. */
export async function requeueFailed(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'queued', attempts: 0, lastError: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'failed')))
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}
