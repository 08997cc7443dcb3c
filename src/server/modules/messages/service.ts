import { type Database, withTransaction } from '@server/db/client';
import { isDatabaseUnavailable } from '@server/db/unavailable';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import { HttpError, notFound } from '@server/plugins/error-handler';
import type { MessageDetail, MessageListQuery, MessageView } from '@shared/contracts/messages';
import { type ComposeSettings, composeMessage } from './deliver';
import { messageRecords } from './registry';
import { findMessage, findMessageWithRecords, listMessages, type OutboxRow, requeueFailed } from './repo';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toView(row: OutboxRow): MessageView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    recipient: row.recipientEmail,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: iso(row.sentAt),
  };
}

export async function listMessageViews(db: Database, query: MessageListQuery) {
  const { rows, total } = await listMessages(db, query);
  return { items: rows.map(toView), total };
}

/** The message with its subject and text as the template renders them from today's records, read with it. */
export async function messageDetail(
  db: Database,
  id: string,
  settings: ComposeSettings,
): Promise<MessageDetail> {
  const now = new Date();
  const row = await findMessageWithRecords(db, id, messageRecords(settings.notices, db, now)).catch(
    async (error: unknown) => {
      if (isDatabaseUnavailable(error)) throw error;
      // its notice cannot read its records: the message still shows, with its status and error, without words
      const bare = await findMessage(db, id);
      return bare ? { ...bare, records: null, unreadable: true } : null;
    },
  );
  if (!row) throw notFound('Message not found');
  if ('unreadable' in row) return { ...toView(row), subject: row.subject, text: null };
  const composed = await composeMessage(db, row, settings, 'preview', now);
  return { ...toView(row), subject: row.subject ?? composed?.subject ?? null, text: composed?.text ?? null };
}

/** Puts a failed message back in the queue (the job runner picks it up) and audits who asked. */
export async function retryFailedMessage(
  db: Database,
  id: string,
  admin: UserPrincipal,
): Promise<MessageView> {
  return withTransaction(db, async (tx) => {
    const row = await findMessage(tx, id);
    if (!row) throw notFound('Message not found');
    if (!(await requeueFailed(tx, id))) throw new HttpError(409, 'Only a failed message can be retried');
    await recordAudit(tx, {
      action: 'message.retry',
      actorType: 'admin',
      actorId: admin.id,
      targetType: 'outbox_message',
      targetId: id,
      details: { kind: row.kind, attempts: row.attempts },
    });
    const requeued = await findMessage(tx, id);
    if (!requeued) throw notFound('Message not found');
    return toView(requeued);
  });
}
