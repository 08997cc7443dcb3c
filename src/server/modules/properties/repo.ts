import type { Database } from '@server/db/client';
import { isNotCoLivingHome } from '@server/db/predicates';
import { preparedRead } from '@server/db/prepared-reads';
import { properties } from '@server/db/schema';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PropertyRow } from './view';

/**
 * Available listings, newest first, and how many there are in all, in one prepared statement: the page
 * is a lateral subquery left-joined to the count, so a page past the end still reports the total.
 */
export async function listAvailable(db: Database, page: { limit: number; offset: number }) {
  const found = await preparedRead(db, 'properties_available_page', () => availablePage(db)).execute(page);
  return {
    rows: found.flatMap(({ row }) => (row ? [row as PropertyRow] : [])),
    total: found[0]?.total ?? 0,
  };
}

function availablePage(db: Database) {
  const available = and(eq(properties.status, 'available'), isNotCoLivingHome);
  const counted = db
    .select({ total: sql<number>`count(*)`.mapWith(Number).as('total') })
    .from(properties)
    .where(available)
    .as('counted');
  const columns = getTableColumns(properties);
  const rows = db
    .select(columns)
    .from(properties)
    .where(available)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const outer = Object.fromEntries(
    Object.keys(columns).map((key) => [key, rows[key as keyof typeof columns]]),
  ) as unknown as typeof columns;
  return db
    .select({ total: counted.total, row: outer })
    .from(counted)
    .leftJoinLateral(rows, sql`true`)
    .prepare('properties_available_page');
}

export async function findProperty(db: Database, id: string): Promise<PropertyRow | undefined> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row;
}
