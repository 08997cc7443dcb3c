import { uuid } from 'drizzle-orm/pg-core';
import { veterans } from './veterans';

/** The veteran a row belongs to: `veteran_id`, required, and the row goes when the veteran record goes. */
export const veteranRef = () =>
  uuid('veteran_id')
    .notNull()
    .references(() => veterans.id, { onDelete: 'cascade' });
