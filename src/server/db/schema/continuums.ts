import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/**
 * A Continuum of Care: the community HUD funds and judges (code such as NY-505). Organisations belong to one,
 * set by admins through network management (modules/admin-oversight, the one write path); a person belongs to
 * the CoC of the organisation that identified them (issue 35).
 */
export const continuums = pgTable(
  'continuums',
  {
    code: varchar('code', { length: 6 }).primaryKey(),
    name: text('name').notNull(),
    /** No contact for this many days: the daily job marks the person inactive. */
    inactiveAfterDays: integer('inactive_after_days').notNull().default(90),
  },
  (t) => [
    check('continuums_code_check', sql`${t.code} ~ '^[A-Z]{2}-[0-9]{3}$'`),
    check('continuums_inactive_after_days_check', sql`${t.inactiveAfterDays} between 30 and 365`),
  ],
);
