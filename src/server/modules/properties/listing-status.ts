import type { Database } from '@server/db/client';
import { properties } from '@server/db/schema';
import { eq } from 'drizzle-orm';

/** A listing's status and free units as its landlord moved them (paused, filled, available again). */
export async function setListingStatus(
  db: Database,
  id: string,
  values: Pick<typeof properties.$inferInsert, 'status' | 'unitsAvailable'>,
): Promise<void> {
  await db.update(properties).set(values).where(eq(properties.id, id));
}

/** The homes of one landlord record go to another (a landlord account adopting the records of its leads). */
export async function moveListings(
  db: Database,
  fromLandlordId: string,
  toLandlordId: string,
): Promise<void> {
  await db
    .update(properties)
    .set({ landlordId: toLandlordId })
    .where(eq(properties.landlordId, fromLandlordId));
}
