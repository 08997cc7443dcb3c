import { type Database, withTransaction } from '@server/db/client';
import type { MessagePreview } from '@shared/contracts/message-preview';
import { type ComposeSettings, composeMessage } from './deliver';
import { type QueuedNotice, queueMessage } from './queue';
import { messageRecords } from './registry';
import { findMessageWithRecords } from './repo';

/** Thrown to roll the preview's transaction back with what it composed. */
class PreviewComposed extends Error {
  constructor(readonly messages: MessagePreview[]) {
    super('preview composed');
  }
}

/**
 * What queueing these notices would send, each composed by its kind's own notice (in preview mode: no one-time
 * link is minted) from today's records: they are queued in a transaction that is then rolled back, so nothing
 * stays queued. A notice that addresses nobody is left out, as delivery would give it up.
 */
export async function previewMessages(
  db: Database,
  notices: readonly QueuedNotice[],
  settings: ComposeSettings,
): Promise<MessagePreview[]> {
  try {
    await withTransaction(db, async (tx) => {
      const ids: string[] = [];
      for (const notice of notices) ids.push(await queueMessage(tx, notice));
      const now = new Date();
      const messages: MessagePreview[] = [];
      for (const id of ids) {
        const row = await findMessageWithRecords(tx, id, messageRecords(settings.notices, tx, now));
        const composed = row ? await composeMessage(tx, row, settings, 'preview', now) : null;
        if (composed) messages.push({ to: composed.to, subject: composed.subject, text: composed.text });
      }
      throw new PreviewComposed(messages);
    });
  } catch (error) {
    if (error instanceof PreviewComposed) return error.messages;
    throw error;
  }
  throw new Error('the preview transaction was not rolled back');
}
