import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { primaryId, timestamptz } from './columns';
import { continuums } from './continuums';

/**
 * A Continuum of Care's own HMIS CSV export, uploaded by an admin (issue 36, point 3): the community's figures
 * beside the network's. Kept apart from the network's records (never person_events); one import per CoC, a new
 * upload replaces the previous one. Written only by modules/hmis.
 */
export const communityImports = pgTable('community_imports', {
  id: primaryId(),
  cocCode: varchar('coc_code', { length: 6 })
    .notNull()
    .unique()
    .references(() => continuums.code, { onDelete: 'cascade' }),
  importedAt: timestamptz('imported_at').notNull().defaultNow(),
  importedBy: uuid('imported_by'),
  /** Export.csv's ExportID. */
  exportId: text('export_id').notNull(),
  people: integer('people').notNull(),
  events: integer('events').notNull(),
});

/** One fact of an imported person's path, typed as the timeline's (person-timeline.ts); `person_key` is HMIS's PersonalID. */
export const communityEvents = pgTable(
  'community_events',
  {
    id: primaryId(),
    importId: uuid('import_id')
      .notNull()
      .references(() => communityImports.id, { onDelete: 'cascade' }),
    personKey: text('person_key').notNull(),
    type: text('type').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
    details: jsonb('details').notNull(),
  },
  (t) => [
    index('community_events_import_idx').on(t.importId),
    check(
      'community_events_type_check',
      sql`${t.type} in ('identified','contacted','referred','offered','offer_decided','moved_in','exited','returned')`,
    ),
  ],
);
