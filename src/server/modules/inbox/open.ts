import type { Database } from '@server/db/client';
import { inboxItems, inboxNotes } from '@server/db/schema';
import type { InboxItemType } from '@shared/domain/inbox';
import { and, eq, ne, sql } from 'drizzle-orm';

export interface InboxRequest {
  type: InboxItemType;
  /** The record the item points to (see INBOX_SUBJECTS). */
  subjectId: string;
  /** One line an admin reads in the list: who and what, never a veteran's phone, email or income. */
  summary: string;
}

/** The items of this type about this record that are not done (at most one: the partial unique index). */
const unfinished = (type: InboxItemType, subjectId: string) =>
  and(eq(inboxItems.type, type), eq(inboxItems.subjectId, subjectId), ne(inboxItems.status, 'done'));

async function unfinishedItemId(tx: Database, request: InboxRequest): Promise<string | undefined> {
  const [item] = await tx
    .select({ id: inboxItems.id })
    .from(inboxItems)
    .where(unfinished(request.type, request.subjectId));
  return item?.id;
}

/**
 * Opens an item in the caller's transaction, so the request and the item land together. A record that
 * already has an unfinished item of that type keeps it (the partial unique index): a timer that fires
 * twice does not queue the same work twice. Answers the item's id, new or existing.
 */
export async function openInboxItem(tx: Database, request: InboxRequest): Promise<string> {
  const [created] = await tx
    .insert(inboxItems)
    .values(request)
    .onConflictDoNothing({
      target: [inboxItems.type, inboxItems.subjectId],
      where: sql`${inboxItems.status} <> 'done'`,
    })
    .returning({ id: inboxItems.id });
  if (created) return created.id;
  const existing = await unfinishedItemId(tx, request);
  if (!existing) throw new Error('inbox item neither inserted nor found');
  return existing;
}

/**
 * Closes the unfinished item of this type about this record, if any, with a line in its history: the
 * work was done somewhere else (a listing approved from the dashboard, a referral answered by its partner).
 */
export async function closeInboxItemsFor(
  tx: Database,
  type: InboxItemType,
  subjectId: string,
  outcome: { body: string; authorId?: string | null },
): Promise<void> {
  const closed = await tx
    .update(inboxItems)
    .set({ status: 'done', closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(unfinished(type, subjectId))
    .returning({ id: inboxItems.id });
  if (closed.length === 0) return;
  await tx.insert(inboxNotes).values(
    closed.map((item) => ({
      itemId: item.id,
      kind: 'action' as const,
      body: outcome.body,
      authorId: outcome.authorId ?? null,
    })),
  );
}

/**
 * Makes sure the record has an unfinished item of this type, with a line in its history: the latest closed one
 * is opened again (a merge undone, a case worker asking about a pair an admin had set aside), or a new one is
 * opened when it never had one.
 */
export async function reopenInboxItemFor(
  tx: Database,
  request: InboxRequest,
  note: { body: string; kind?: 'note' | 'action'; authorId?: string | null },
): Promise<string> {
  let itemId = await unfinishedItemId(tx, request);
  if (!itemId) {
    const [reopened] = await tx
      .update(inboxItems)
      .set({ status: 'open', closedAt: null, updatedAt: sql`now()` })
      .where(
        sql`${inboxItems.id} = (select ${inboxItems.id} from ${inboxItems} where ${inboxItems.type} = ${request.type}
          and ${inboxItems.subjectId} = ${request.subjectId} order by ${inboxItems.createdAt} desc limit 1)`,
      )
      .returning({ id: inboxItems.id });
    itemId = reopened?.id ?? (await openInboxItem(tx, request));
  }
  await tx
    .insert(inboxNotes)
    .values({ itemId, kind: note.kind ?? 'action', body: note.body, authorId: note.authorId ?? null });
  return itemId;
}
