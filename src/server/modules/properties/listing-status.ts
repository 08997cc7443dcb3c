import type { Database } from '@server/db/client';
import { properties } from '@server/db/schema';
import { and, eq, sql } from 'drizzle-orm';

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

/** Takes one unit of the home (the listing is filled at 0) and answers its rent; undefined when no unit was left. */
export async function takeUnit(
  db: Database,
  propertyId: string,
): Promise<{ rentCents: number | null } | undefined> {
  const taken = await db
    .update(properties)
    .set({
      unitsAvailable: sql`${properties.unitsAvailable} - 1`,
      status: sql`case when ${properties.unitsAvailable} <= 1 then 'filled' else ${properties.status} end`,
    })
    .where(and(eq(properties.id, propertyId), sql`${properties.unitsAvailable} > 0`))
    .returning({
      rentCents: sql<number | null>`coalesce(${properties.rentCents}, ${properties.rentPerRoomCents})`,
    });
  return taken[0];
}
