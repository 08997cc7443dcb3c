import type { Database } from '@server/db/client';
import { countedPageParts, pageRowsAndTotal } from '@server/db/counted-page';
import { preparedRead } from '@server/db/prepared-reads';
import { inboxItems, inboxNotes, users } from '@server/db/schema';
import type { InboxRegistry } from '@server/manifest/inbox-kind';
import type { InboxListQuery } from '@shared/contracts/inbox';
import {
  INBOX_ITEM_TYPES,
  type InboxItemStatus,
  type InboxItemType,
  type InboxNoteKind,
} from '@shared/domain/inbox';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { itemWaitingSince } from './registry';

export type InboxItemRow = typeof inboxItems.$inferSelect & {
  assigneeName: string | null;
  /** When the wait began if not when the item opened (a stalled match's last step); null for most items. */
  waitingSince?: Date | null;
};

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

/** How many items of each type match `byStatus`, as one row. */
function countsPerType(db: Database, byStatus: SQL | undefined) {
  const perType = Object.fromEntries(
    INBOX_ITEM_TYPES.map((type) => [
      type,
      sql<number>`count(*) filter (where ${inboxItems.type} = ${type})`.mapWith(Number).as(`${type}_count`),
    ]),
  ) as Record<InboxItemType, SQL.Aliased<number>>;
  return db.select(perType).from(inboxItems).where(byStatus).as('per_type');
}

/** The statement of a page of items for a shape of filter: by status (all, unfinished or one) and by type or not. */
function itemsPage(
  db: Database,
  registry: InboxRegistry,
  status: 'all' | 'unfinished' | 'one',
  byType: boolean,
) {
  const byStatus =
    status === 'unfinished'
      ? ne(inboxItems.status, 'done')
      : status === 'one'
        ? eq(inboxItems.status, sql.placeholder('status'))
        : undefined;
  const where = and(byStatus, byType ? eq(inboxItems.type, sql.placeholder('type')) : undefined);
  // the longest wait first, whatever the type: a stalled match waits since its last step, not since its item opened
  const waitBegan = sql`coalesce(${itemWaitingSince(registry)}, ${inboxItems.createdAt})`;
  const order = [asc(waitBegan), asc(inboxItems.id)];
  const { counted, page } = countedPageParts(db, inboxItems, where, order);
  const perType = countsPerType(db, byStatus);
  return db
    .select({
      total: counted.total,
      counts: perType._.selectedFields,
      item: inboxItems,
      assigneeName: users.displayName,
      waitingSince: itemWaitingSince(registry),
    })
    .from(counted)
    .crossJoin(perType)
    .leftJoinLateral(page, sql`true`)
    .leftJoin(inboxItems, eq(inboxItems.id, page.pageId))
    .leftJoin(users, eq(users.id, inboxItems.assigneeId))
    .orderBy(...order);
}

/**
 * A page of items, longest wait first (when each wait began, across every type), with the total and counts per type (of the
 * status asked for, whatever the type), in one prepared statement per shape of filter.
 */
export async function listInboxItems(db: Database, registry: InboxRegistry, query: InboxListQuery) {
  const status = query.status === 'unfinished' ? 'unfinished' : query.status ? 'one' : 'all';
  const name = `admin_inbox_page_${status}${query.type ? '_by_type' : ''}`;
  const statement = preparedRead(db, name, () =>
    itemsPage(db, registry, status, Boolean(query.type)).prepare(name),
  );
  const found = await statement.execute(query);
  const { rows, total } = pageRowsAndTotal(found, 'item');
  return {
    rows: rows.map(
      ({ item, assigneeName, waitingSince }): InboxItemRow => ({ ...item, assigneeName, waitingSince }),
    ),
    total,
    counts: INBOX_ITEM_TYPES.map((type) => ({ type, count: found[0]?.counts[type] ?? 0 })),
  };
}

/** The item, locked until the transaction ends: two actions on one item are decided in turn. */
export async function lockInboxItem(db: Database, id: string): Promise<InboxItemRow | null> {
  const [row] = await db
    .select(itemColumns)
    .from(inboxItems)
    .leftJoin(users, eq(users.id, inboxItems.assigneeId))
    .where(eq(inboxItems.id, id))
    .for('update', { of: inboxItems });
  return row ?? null;
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
