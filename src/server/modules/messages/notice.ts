import type { Database } from '@server/db/client';
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
}

export interface ComposedNotice {
  to: string[];
  draft: Draft;
  /** Runs in the delivery's transaction once the transport took the message (a status set only on delivery). */
  onSent?: (tx: Database, at: Date) => Promise<void>;
}

/** Recipients and words for one kind of message, from the records as they are now; null when nobody can be addressed. */
export type Composer = (
  row: Pick<OutboxRow, 'kind' | 'recipientId' | 'payload'>,
  context: ComposeContext,
) => Promise<ComposedNotice | null>;

/** The payload's string fields (payloads carry ids and short facts only). */
export const payloadOf = (row: Pick<OutboxRow, 'payload'>) =>
  (row.payload ?? {}) as Partial<Record<string, string>>;

export const uniqueAddresses = (addresses: (string | null | undefined)[]): string[] => [
  ...new Set(addresses.filter((a): a is string => Boolean(a))),
];
