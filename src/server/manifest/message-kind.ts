import type { Database } from '@server/db/client';
import type { outboxMessages } from '@server/db/schema';
import type { MessageKind } from '@shared/domain/message-delivery';
import type { SQL } from 'drizzle-orm';

// The contract between a module that queues a kind of message and the messages registry that sends it: the
// module declares, beside its queueing code, the records the message is worded from and its words.

/** What a message says: no veteran's name, phone or income; the signed-in page it links to has the details. */
export interface Draft {
  subject: string;
  paragraphs: string[];
  /** A path on PUBLIC_URL, or a whole link (one-time account links). */
  page: string;
  action: string;
}

export interface ComposeContext {
  db: Database;
  publicUrl: string;
  /** The housing team's shared address (MAIL_FROM's); admins with an email are resolved per notice. */
  adminAddress: string;
  /**
   * `deliver` when the message is about to be sent; `preview` when an admin reads it. A composer that
   * mints a one-time link does so only when delivering, and shows a placeholder in a preview.
   */
  mode: 'deliver' | 'preview';
  /** When the records were read: the time the words count days and stalls from. */
  now: Date;
}

export interface ComposedNotice {
  to: string[];
  draft: Draft;
  /** Runs in the delivery's transaction once the transport took the message (a status set only on delivery). */
  onSent?: (tx: Database, at: Date) => Promise<void>;
}

export type MessageFields = Pick<typeof outboxMessages.$inferSelect, 'kind' | 'recipientId' | 'payload'>;

/**
 * One kind of message: the records it is worded from, as SQL read beside the message (db/json-records.ts), and
 * the recipients and words composed from them as they are now; null when nobody can be addressed.
 */
export interface Notice {
  records: (db: Database, now: Date) => SQL;
  compose: (row: MessageFields, records: unknown, context: ComposeContext) => Promise<ComposedNotice | null>;
}

/** The kinds of message a module queues, each with its notice (a module's manifest declares them). */
export type MessageKinds = Partial<Record<MessageKind, Notice>>;

/** A notice whose composer is typed by the records its SQL reads. */
export const defineNotice = <Records>(
  records: (db: Database, now: Date) => SQL<Records>,
  compose: (
    row: MessageFields,
    records: Records,
    context: ComposeContext,
  ) => Promise<ComposedNotice | null> | ComposedNotice | null,
): Notice => ({
  records,
  compose: async (row, found, context) => compose(row, found as Records, context),
});

/** The payload's string fields (payloads carry ids and short facts only). */
export const payloadOf = (row: Pick<MessageFields, 'payload'>) =>
  (row.payload ?? {}) as Partial<Record<string, string>>;

export const uniqueAddresses = (addresses: (string | null | undefined)[]): string[] => [
  ...new Set(addresses.filter((a): a is string => Boolean(a))),
];
