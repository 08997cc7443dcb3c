import { timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The columns every table writes the same way. Each is a function so that every table gets a fresh builder
 * (a drizzle builder belongs to the one table it is placed in). The SQL is the one the tables wrote by hand.
 */

/** Every moment is stored with its time zone (`timestamptz`). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A row's own id: a random UUID. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed (the code that changes it sets it). */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
