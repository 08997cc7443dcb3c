import type { Database } from '@server/db/client';
import { isNotCoLivingHome } from '@server/db/predicates';
import { properties } from '@server/db/schema';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PropertyRow } from './view';

/** Available listings, newest first, and how many there are in all. */
export async function listAvailable(db: Database, page: { limit: number; offset: number }) {
  const available = and(eq(properties.status, 'available'), isNotCoLivingHome);
  // one round trip: the page and the total (a window count) together
  const found = await db
    .select({ row: properties, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(properties)
    .where(available)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(page.limit)
    .offset(page.offset);
  if (found.length > 0) return { rows: found.map((item) => item.row), total: found[0]?.total ?? 0 };
  // past the last page the window has no row to report the total on
  const [total] = await db.select({ n: count() }).from(properties).where(available);
  return { rows: [], total: total?.n ?? 0 };
}

export async function findProperty(db: Database, id: string): Promise<PropertyRow | undefined> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row;
}
