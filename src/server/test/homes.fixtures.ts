import type { Database } from '@server/db/client';
import { properties } from '@server/db/schema';
import { lookupZip } from '@server/lib/zip-lookup';

type PropertyInsert = typeof properties.$inferInsert;

/** For API tests: a home at a real ZIP's centroid; available, $800 a room, no features unless changed. */
export async function insertTestHome(
  db: Database,
  zipCode: string,
  change: Partial<PropertyInsert> = {},
): Promise<string> {
  const place = lookupZip(zipCode);
  const [row] = await db
    .insert(properties)
    .values({
      address: `${Math.floor(Math.random() * 9000) + 100} Test St`,
      city: place?.city ?? null,
      state: place?.state ?? null,
      zipCode,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      rentPerRoomCents: 80_000,
      description: 'A test home.',
      source: 'seed',
      ...change,
    })
    .returning({ id: properties.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
