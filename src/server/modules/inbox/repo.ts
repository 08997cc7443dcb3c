import type { Database } from '@server/db/client';
import { inboxItems, inboxNotes, users } from '@server/db/schema';
import type { InboxListQuery } from '@shared/contracts/inbox';
import type { InboxItemStatus, InboxNoteKind } from '@shared/domain/inbox';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';

export type InboxItemRow = typeof inboxItems.$inferSelect & { assigneeName: string | null };

const itemColumns = {
  id: inboxItems.id,
  type: inboxItems.type,
  subjectId: inboxItems.subjectId,
  summary: inboxItems.summary,
  status: inboxItems.status,
  assigneeId: inboxItems.assigneeId,
  createdAt: inboxItems.createdAt,
  updatedAt: inboxItems.updatedAt,
  closedAt: inboxItems.closedAt,
  assigneeName: users.displayName,
};

/** A page of items, oldest first (the longest wait is worked first), with the total and counts per type. */
export async function listInboxItems(db: Database, query: InboxListQuery) {
  const byStatus =
    query.status === 'unfinished'
      ? ne(inboxItems.status, 'done')
      : query.status
        ? eq(inboxItems.status, query.status)
        : undefined;
  const filters: SQL[] = [byStatus, query.type ? eq(inboxItems.type, query.type) : undefined].filter(
    (filter): filter is SQL => filter !== undefined,
  );
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total], counts] = await Promise.all([
    db
      .select(itemColumns)
      .from(inboxItems)
      .leftJoin(users, eq(users.id, inboxItems.assigneeId))
      .where(where)
      .orderBy(asc(inboxItems.createdAt), asc(inboxItems.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(inboxItems).where(where),
    db
      .select({ type: inboxItems.type, count: count() })
      .from(inboxItems)
      .where(byStatus)
      .groupBy(inboxItems.type),
  ]);
  return { rows, total: total?.n ?? 0, counts };
}

export async function findInboxItem(db: Database, id: string, lock = false): Promise<InboxItemRow | null> {
  const query = db
    .select(itemColumns)
    .from(inboxItems)
    .leftJoin(users, eq(users.id, inboxItems.assigneeId))
    .where(eq(inboxItems.id, id));
  const [row] = lock ? await query.for('update', { of: inboxItems }) : await query;
  return row ?? null;
}

export async function listInboxNotes(db: Database, itemId: string) {
  return db
    .select({
      id: inboxNotes.id,
      kind: inboxNotes.kind,
      body: inboxNotes.body,
      author: users.displayName,
      createdAt: inboxNotes.createdAt,
    })
    .from(inboxNotes)
    .leftJoin(users, eq(users.id, inboxNotes.authorId))
    .where(eq(inboxNotes.itemId, itemId))
    .orderBy(asc(inboxNotes.createdAt), asc(inboxNotes.id));
}

export async function addInboxNote(
  db: Database,
  note: { itemId: string; kind: InboxNoteKind; body: string; authorId: string },
): Promise<string> {
  const [row] = await db.insert(inboxNotes).values(note).returning({ id: inboxNotes.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateInboxItem(
  db: Database,
  id: string,
  changes: { status?: InboxItemStatus; assigneeId?: string | null },
): Promise<void> {
  await db
    .update(inboxItems)
    .set({
      ...changes,
      updatedAt: sql`now()`,
      ...(changes.status === 'done' ? { closedAt: sql`now()` } : {}),
    })
    .where(eq(inboxItems.id, id));
}

export async function listAdmins(db: Database) {
  return db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.displayName));
}

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'admin')));
  return Boolean(row);
}
