import type { Database } from '@server/db/client';
import { outboxMessages } from '@server/db/schema';
import type { MessageKind } from '@shared/domain/message-delivery';
import { and, eq, inArray, sql } from 'drizzle-orm';

export interface QueuedNotice {
  kind: MessageKind;
  /**
   * Whom the message is about or for (a veteran, an organisation); the template resolves the address. None
   * for the housing team's digests, which are about many records.
   */
  recipientId?: string;
  /** Ids only: recipients and words are resolved at delivery from today's records. */
  payload: Record<string, string>;
}

/**
 * Queues a message in the caller's transaction: it is sent only if the change commits, and the
 * runner picks it up after the response (decision 0010).
 */
export async function queueMessage(tx: Database, notice: QueuedNotice): Promise<string> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({ kind: notice.kind, recipientId: notice.recipientId ?? null, payload: notice.payload })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('message was not queued');
  return row.id;
}

/**
 * Queues many messages in one statement (the matching engine's notices, thousands at once), created at `at`,
 * in the caller's transaction like queueMessage.
 */
export async function queueMessages(tx: Database, notices: readonly QueuedNotice[], at: Date): Promise<void> {
  if (notices.length === 0) return;
  // one array per column, unnested side by side: PostgreSQL reads arrays faster than rows of parameters
  const column = <T>(pick: (notice: QueuedNotice) => T) => sql.param(notices.map(pick));
  await tx.execute(sql`
    insert into ${outboxMessages} (kind, recipient_id, payload, created_at)
    select kind, recipient_id, payload, ${at.toISOString()}::timestamptz
    from unnest(
      ${column((notice) => notice.kind)}::text[],
      ${column((notice) => notice.recipientId ?? null)}::uuid[],
      ${column((notice) => JSON.stringify(notice.payload))}::jsonb[]
    ) as t(kind, recipient_id, payload)`);
}

/**
 * Demo history (the seed): the messages still queued, of these kinds or of every kind, count as delivered
 * without being sent, so a first start never mails the demo's made-up addresses. Answers how many.
 */
export async function countQueuedAsSent(db: Database, kinds?: readonly MessageKind[]): Promise<number> {
  const settled = await db
    .update(outboxMessages)
    .set({ status: 'sent', attempts: 1, sentAt: sql`${outboxMessages.createdAt}` })
    .where(
      and(
        eq(outboxMessages.status, 'queued'),
        kinds === undefined ? undefined : inArray(outboxMessages.kind, [...kinds]),
      ),
    )
    .returning({ id: outboxMessages.id });
  return settled.length;
}
