import { outboxMessages } from '@server/db/schema';
import { sql } from 'drizzle-orm';

// What a message's records are read by: the message's own row of `outbox_messages`.

/** The message's recipient: whom it is about or for. */
export const messageRecipient = sql<string | null>`${outboxMessages.recipientId}`;

/** An id the message's payload carries (null when it carries none). */
export const payloadId = (key: string) =>
  sql<string | null>`(${outboxMessages.payload}->>${sql.raw(`'${key}'`)})::uuid`;

/** The ids of a comma-separated list in the message's payload (empty when it carries none). */
export const payloadIds = (key: string) =>
  sql<
    string[]
  >`array_remove(string_to_array(${outboxMessages.payload}->>${sql.raw(`'${key}'`)}, ','), '')::uuid[]`;
