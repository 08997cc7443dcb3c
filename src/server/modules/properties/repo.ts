import type { Database } from '@server/db/client';
import { countedPage, rowsAndTotal } from '@server/db/counted-page';
import { isNotCoLivingHome } from '@server/db/predicates';
import { preparedRead } from '@server/db/prepared-reads';
import { properties } from '@server/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import type { PropertyRow } from './view';

/** Available listings, newest first, and how many there are in all, in one prepared statement. */
export async function listAvailable(db: Database, page: { limit: number; offset: number }) {
  const statement = preparedRead(db, 'properties_available_page', () =>
    countedPage(db, properties, and(eq(properties.status, 'available'), isNotCoLivingHome), [
      desc(properties.createdAt),
      desc(properties.id),
    ]).prepare('properties_available_page'),
  );
  return rowsAndTotal<PropertyRow>(await statement.execute(page));
}

export async function findProperty(db: Database, id: string): Promise<PropertyRow | undefined> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row;
}
