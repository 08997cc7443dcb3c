import type { Database } from '@server/db/client';
import { oneRecord } from '@server/db/json-records';
import { inboxItems, inboxNotes } from '@server/db/schema';
import type { InboxRegistry } from '@server/manifest/inbox-kind';
import { eq, type SQL } from 'drizzle-orm';
import { itemReplyTo } from './registry';

/**
 * A reply written on an inbox item, with the item it answers and whom it goes to (`contact`, by the item's
 * kind; null for a type nobody is answered on, and its email null for an organisation without one).
 */
export const inboxReplyRecord = (registry: InboxRegistry, db: Database, noteId: SQL) =>
  oneRecord(
    db
      .select({ body: inboxNotes.body, contact: itemReplyTo(registry, db).as('contact') })
      .from(inboxNotes)
      .innerJoin(inboxItems, eq(inboxItems.id, inboxNotes.itemId))
      .where(eq(inboxNotes.id, noteId)),
  );
