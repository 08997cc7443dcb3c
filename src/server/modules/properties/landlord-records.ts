import type { Database } from '@server/db/client';
import { landlords } from '@server/db/schema';
import { eq } from 'drizzle-orm';

// The one write path of `landlords` (the owners of the homes this module keeps): accounts create and link
// landlord accounts through it, the seed its demo landlords; leads and verification are this module's own.

export type NewLandlord = typeof landlords.$inferInsert;
export type LandlordPatch = Partial<Omit<NewLandlord, 'id' | 'createdAt'>>;

/** Inserts landlord records; answers their ids in the order given. */
export async function insertLandlords(db: Database, rows: readonly NewLandlord[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const created = await db
    .insert(landlords)
    .values([...rows])
    .returning({ id: landlords.id });
  if (created.length !== rows.length) throw new Error('landlords were not created');
  return created.map((row) => row.id);
}

export async function updateLandlord(db: Database, landlordId: string, patch: LandlordPatch): Promise<void> {
  await db.update(landlords).set(patch).where(eq(landlords.id, landlordId));
}

/** Removes a landlord record whose homes and applications went to another (an account adopting its leads). */
export async function deleteLandlord(db: Database, landlordId: string): Promise<void> {
  await db.delete(landlords).where(eq(landlords.id, landlordId));
}
