import type { Database } from '@server/db/client';
import { properties } from '@server/db/schema';
import { inArray } from 'drizzle-orm';

/** A home as stored, status and owner included: one the platform already trusts (no review, no inbox item). */
export type PublishedListing = typeof properties.$inferInsert;

/**
 * Homes that need no review, written in bulk (the demo catalogue: seeded homes and the housing dashboards'
 * listings). A visitor's, landlord's or admin's listing goes through `saveListing` instead.
 */
export async function insertPublishedListings(
  db: Database,
  rows: readonly PublishedListing[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const created = await db
    .insert(properties)
    .values([...rows])
    .returning({ id: properties.id });
  return created.length;
}

/** Gives these homes to a landlord record (the demo landlord taking the seeded homes around its ZIP). */
export async function giveListingsTo(
  db: Database,
  propertyIds: readonly string[],
  landlordId: string,
): Promise<number> {
  if (propertyIds.length === 0) return 0;
  const given = await db
    .update(properties)
    .set({ landlordId })
    .where(inArray(properties.id, [...propertyIds]))
    .returning({ id: properties.id });
  return given.length;
}
