import type { Database } from '@server/db/client';
import { properties } from '@server/db/schema';
import { lookupZip } from '@server/lib/zip-lookup';
import type { ZPropertyListingInput } from '@shared/contracts/properties';
import { dollarsToCents } from '@shared/domain/money';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PropertyRow } from './view';

type ParsedListing = Omit<z.output<typeof ZPropertyListingInput>, 'landlordId' | 'badges'>;

/**
 * Saves a landlord-flow listing: place from the ZIP, money in cents, one unit per room.
 * `landlordId` is the signed-in landlord's record; null for a listing made without an account.
 */
export async function insertListing(
  db: Database,
  input: ParsedListing,
  landlordId: string | null = null,
): Promise<PropertyRow> {
  const place = lookupZip(input.zipCode);
  const rentPerRoomCents = dollarsToCents(input.rentPerRoom);
  const [row] = await db
    .insert(properties)
    .values({
      landlordId,
      address: input.address,
      zipCode: place?.zipCode ?? input.zipCode,
      city: place?.city ?? null,
      state: place?.state ?? null,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      roomType: input.roomType,
      bedrooms: input.roomCount,
      roomCount: input.roomCount,
      unitsAvailable: input.roomCount,
      rentPerRoomCents,
      rentCents: rentPerRoomCents * input.roomCount,
      acceptsVouchers: input.acceptsVA,
      inspected: input.inspected,
      furnished: input.furnished,
      description: input.description,
      status: 'available',
      source: 'landlord_flow',
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Available listings, newest first, and how many there are in all. */
export async function listAvailable(db: Database, page: { limit: number; offset: number }) {
  const available = eq(properties.status, 'available');
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
