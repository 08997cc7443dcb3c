import { type Database, withTransaction } from '@server/db/client';
import { queueMessage } from '@server/modules/messages';
import type { ContactMessageInput } from '@shared/contracts/contact';
import { CONTACT_REPLY_TIME } from '@shared/domain/constants';
import { saveContactMessage } from './repo';

export const CONTACT_THANKS_MESSAGE = `Thank you. We received your message and will reply within ${CONTACT_REPLY_TIME}.`;

/** Saves the message and, in the same transaction, queues the acknowledgement to the sender. */
export async function receiveContactMessage(db: Database, input: ContactMessageInput): Promise<string> {
  return withTransaction(db, async (tx) => {
    const id = await saveContactMessage(tx, input);
    await queueMessage(tx, { kind: 'contact.received', recipientId: id, payload: {} });
    return id;
  });
}
