import type { Database } from '@server/db/client';
import { preparedRead } from '@server/db/prepared-reads';
import { inboxItems, inboxNotes, users } from '@server/db/schema';
import type { InboxRegistry } from '@server/manifest/inbox-kind';
import type { InboxNoteKind } from '@shared/domain/inbox';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { itemRecord, itemWaitingSince } from './registry';

export interface InboxNoteRow {
  id: string;
  kind: InboxNoteKind;
  body: string;
  author: string | null;
  createdAt: string;
}

const assignee = alias(users, 'assignee');
const noteAuthor = alias(users, 'note_author');

/** The rows as a JSON array of objects with these fields, in `order` (empty when there is none). */
const jsonRows = <Row>(fields: Record<keyof Row & string, SQLWrapper>, order: SQL) =>
  sql<Row[]>`coalesce(json_agg(json_build_object(${sql.join(
    Object.entries<SQLWrapper>(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )}) order by ${order}), '[]'::json)`;

/**
 * An item with its assignee, its history (oldest first) and the record it points to, whatever its type, in one
 * statement: the record is read by its type's kind (the module that owns it), in a branch only its type runs.
 */
function selectItemDetail(db: Database, registry: InboxRegistry) {
  const notes = db
    .select({
      list: jsonRows<InboxNoteRow>(
        {
          id: inboxNotes.id,
          kind: inboxNotes.kind,
          body: inboxNotes.body,
          author: noteAuthor.displayName,
          createdAt: inboxNotes.createdAt,
        },
        sql`${inboxNotes.createdAt}, ${inboxNotes.id}`,
      ).as('note_list'),
    })
    .from(inboxNotes)
    .leftJoin(noteAuthor, eq(noteAuthor.id, inboxNotes.authorId))
    .where(eq(inboxNotes.itemId, inboxItems.id))
    .as('item_notes');
  return db
    .select({
      item: inboxItems,
      assigneeName: assignee.displayName,
      notes: notes.list,
      record: itemRecord(registry, db).as('record'),
      waitingSince: itemWaitingSince(registry).as('waiting_since'),
    })
    .from(inboxItems)
    .leftJoin(assignee, eq(assignee.id, inboxItems.assigneeId))
    .leftJoinLateral(notes, sql`true`)
    .where(eq(inboxItems.id, sql.placeholder('id')));
}

/** An item with everything its detail shows; null when there is none. Prepared: its plan costs more than its run. */
export async function findInboxItemDetail(db: Database, registry: InboxRegistry, id: string) {
  const statement = preparedRead(db, 'inbox_item_detail', () =>
    selectItemDetail(db, registry).prepare('inbox_item_detail'),
  );
  const [row] = await statement.execute({ id });
  return row ?? null;
}

export type InboxItemDetailRow = NonNullable<Awaited<ReturnType<typeof findInboxItemDetail>>>;
