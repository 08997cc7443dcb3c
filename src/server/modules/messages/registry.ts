import type { Database } from '@server/db/client';
import { outboxMessages } from '@server/db/schema';
import type { MessageKinds, Notice } from '@server/manifest/message-kind';
import { MESSAGE_KINDS, type MessageKind } from '@shared/domain/message-delivery';
import { type SQL, sql } from 'drizzle-orm';

/** Every kind of message and the notice that addresses and words it, as the modules' manifests declare them. */
export type NoticeRegistry = ReadonlyMap<MessageKind, Notice>;

/**
 * The notices of every module, one per kind of message: a kind declared twice, or queued by the code
 * (MESSAGE_KINDS) and declared by no module, stops the app from being built.
 */
export function composeNotices(declared: readonly (MessageKinds | undefined)[]): NoticeRegistry {
  const registry = new Map<MessageKind, Notice>();
  for (const kinds of declared) {
    for (const [kind, notice] of Object.entries(kinds ?? {}) as [MessageKind, Notice][]) {
      if (registry.has(kind)) throw new Error(`message kind ${kind} is declared twice`);
      registry.set(kind, notice);
    }
  }
  const missing = MESSAGE_KINDS.filter((kind) => !registry.has(kind));
  if (missing.length > 0) throw new Error(`no module declares the message kinds ${missing.join(', ')}`);
  return registry;
}

/**
 * The records a message is worded from, by its kind, for a statement that reads `outbox_messages`: only the
 * branch of the message's kind is read (null for a kind without a notice).
 */
export function messageRecords(notices: NoticeRegistry, db: Database, now: Date): SQL<unknown> {
  const branches = [...notices].map(([kind, notice]) => sql`when ${kind} then ${notice.records(db, now)}`);
  return sql`case ${outboxMessages.kind} ${sql.join(branches, sql` `)} end`;
}
