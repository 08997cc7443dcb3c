import type { Database } from '@server/db/client';
import type { SQL } from 'drizzle-orm';
import type { OutboxRow } from './repo';
import type { Draft } from './templates';

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

export type MessageFields = Pick<OutboxRow, 'kind' | 'recipientId' | 'payload'>;

/**
 * One kind of message: the records it is worded from, as SQL read beside the message (records.ts), and the
 * recipients and words composed from them as they are now; null when nobody can be addressed.
 */
export interface Notice {
  records: (db: Database, now: Date) => SQL;
  compose: (row: MessageFields, records: unknown, context: ComposeContext) => Promise<ComposedNotice | null>;
}

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
export const payloadOf = (row: Pick<OutboxRow, 'payload'>) =>
  (row.payload ?? {}) as Partial<Record<string, string>>;

export const uniqueAddresses = (addresses: (string | null | undefined)[]): string[] => [
  ...new Set(addresses.filter((a): a is string => Boolean(a))),
];
