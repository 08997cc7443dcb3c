import { INBOX_ITEM_STATUSES, INBOX_ITEM_TYPES, INBOX_NOTE_KINDS } from '@shared/domain/inbox';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { isOneOf } from './checks';
import { createdAt, primaryId, timestamptz, updatedAt } from './columns';

/**
 * The operations inbox: one row per request waiting for an admin. `subjectId` is the record it points to
 * (a contact message, a lead, a listing, a referral, a match, an intake batch), by type (INBOX_SUBJECTS).
 */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: primaryId(),
    type: text('type', { enum: INBOX_ITEM_TYPES }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    summary: text('summary').notNull(),
    status: text('status', { enum: INBOX_ITEM_STATUSES }).notNull().default('open'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    check('inbox_items_type_check', isOneOf(t.type, INBOX_ITEM_TYPES)),
    check('inbox_items_status_check', isOneOf(t.status, INBOX_ITEM_STATUSES)),
    // one unfinished item per record and type, however many times its cause fires
    uniqueIndex('inbox_items_one_open_idx').on(t.type, t.subjectId).where(sql`${t.status} <> 'done'`),
    index('inbox_items_queue_idx').on(t.status, t.type, t.createdAt),
  ],
);

/** An item's history: notes, replies sent by email and actions taken, each by an admin. */
export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: primaryId(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => inboxItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INBOX_NOTE_KINDS }).notNull(),
    body: text('body').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('inbox_notes_kind_check', isOneOf(t.kind, INBOX_NOTE_KINDS)),
    index('inbox_notes_item_idx').on(t.itemId, t.createdAt),
  ],
);
