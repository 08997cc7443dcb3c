import type { Database } from '@server/db/client';
import { inboxItems } from '@server/db/schema';
import type { InboxItemKind, InboxKinds, InboxRegistry, ReplyContact } from '@server/manifest/inbox-kind';
import { INBOX_ITEM_TYPES, type InboxItemType } from '@shared/domain/inbox';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The item kinds and decisions of every module: a type declared twice or by no module, or two decisions on one
 * endpoint, stops the app from being built.
 */
export function composeInboxKinds(declared: readonly (InboxKinds | undefined)[]): InboxRegistry {
  const items = new Map<InboxItemType, InboxItemKind>();
  const decisions: NonNullable<InboxKinds['decisions']>[number][] = [];
  for (const kinds of declared) {
    for (const [type, kind] of Object.entries(kinds?.items ?? {}) as [InboxItemType, InboxItemKind][]) {
      if (items.has(type)) throw new Error(`inbox item type ${type} is declared twice`);
      items.set(type, kind);
    }
    for (const decision of kinds?.decisions ?? []) {
      if (decisions.some((other) => other.path === decision.path))
        throw new Error(`inbox decision ${decision.path} is declared twice`);
      decisions.push(decision);
    }
  }
  const missing = INBOX_ITEM_TYPES.filter((type) => !items.has(type));
  if (missing.length > 0) throw new Error(`no module declares the inbox item types ${missing.join(', ')}`);
  return { items, decisions };
}

/** A value of the item's kind, for a statement that reads `inbox_items`: only its type's branch is read. */
function byType<T>(
  registry: InboxRegistry,
  branch: (kind: InboxItemKind, subjectId: SQL) => SQL<T> | undefined,
): SQL<T | null> {
  const subjectId = sql`${inboxItems.subjectId}`;
  const branches = [...registry.items].flatMap(([type, kind]) => {
    const value = branch(kind, subjectId);
    return value ? [sql`when ${type} then ${value}`] : [];
  });
  if (branches.length === 0) return sql<null>`null`;
  return sql`case ${inboxItems.type} ${sql.join(branches, sql` `)} end`;
}

/** The item's record, whatever its type (null when it is gone). */
export const itemRecord = (registry: InboxRegistry, db: Database) =>
  byType(registry, (kind, subjectId) => kind.record(db, subjectId));

/** When the item's wait began if not when it opened; null for most types. */
export const itemWaitingSince = (registry: InboxRegistry) =>
  byType(registry, (kind, subjectId) => kind.waitingSince?.(subjectId)).mapWith(inboxItems.createdAt);

/** Whom a reply on the item reaches (null for a type nobody is answered on). */
export const itemReplyTo = (registry: InboxRegistry, db: Database) =>
  byType<ReplyContact>(registry, (kind, subjectId) => kind.replyTo?.(db, subjectId));
