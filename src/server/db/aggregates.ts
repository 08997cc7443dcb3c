import { type SQL, sql } from 'drizzle-orm';

/** How many rows there are, or how many of them meet `condition`, as a number (a filtered count(*)). */
export const countWhere = (condition?: SQL) =>
  (condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`).mapWith(Number);
