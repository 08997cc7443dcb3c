import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The rows of a raw SQL statement: node-postgres and PGlite both answer { rows }. */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
