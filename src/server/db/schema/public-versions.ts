import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row: the version of each family of public answers, moved on by the database whenever a table the answers
 * read changes (triggers in migration 0016, decision 0031), in the writer's transaction. A cached answer is
 * served, and a browser's copy revalidated (ETag), only while its version is the one here.
 */
export const publicVersions = pgTable(
  'public_versions',
  {
    id: integer('id').primaryKey(),
    /** The directory's answers: organizations and placements (directory_counts follows organizations). */
    directory: bigint('directory', { mode: 'number' }).notNull(),
    /** The public listings: properties and co_living_homes. */
    listings: bigint('listings', { mode: 'number' }).notNull(),
  },
  (t) => [check('public_versions_one_row', sql`${t.id} = 1`)],
);
