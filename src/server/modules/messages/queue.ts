import type { Database } from '@server/db/client';
import { outboxMessages } from '@server/db/schema';
import type { MessageKind } from '@shared/domain/message-delivery';

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
