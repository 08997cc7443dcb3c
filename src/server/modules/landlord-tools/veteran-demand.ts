import type { Database } from '@server/db/client';
import { veterans } from '@server/db/schema';
import { lookupZip, type ZipPlace } from '@server/lib/zip-lookup';
import { distanceMiles } from '@shared/domain/geo';
import { sameZip } from '@shared/domain/housing-match';
import { count } from 'drizzle-orm';

export interface VeteranZip {
  zipCode: string;
  /** null when the ZIP is not in the US ZIP list. */
  place: ZipPlace | null;
  veterans: number;
}

/**
 * Veterans per ZIP code, with each ZIP's centroid. Veterans have no coordinates of their own, and the number
 * of distinct ZIPs is bounded (about 42,000 in the US), so distances are worked out here in memory.
 */
export async function veteranZips(db: Database): Promise<VeteranZip[]> {
  return withPlaces(await veteransByZip(db));
}

/** How many veterans each ZIP code has (a query to run or to read as a subquery). */
export const veteransByZip = (db: Database) =>
  db
    .select({ zipCode: veterans.zipCode, veterans: count().as('zip_veterans') })
    .from(veterans)
    .groupBy(veterans.zipCode);

/** Each ZIP's count with its centroid. */
export const withPlaces = (rows: readonly { zipCode: string; veterans: number }[]): VeteranZip[] =>
  rows.map((row) => ({ ...row, place: lookupZip(row.zipCode) }));

/** Veterans in our database whose ZIP centroid is within `miles` of `origin` (or whose ZIP is the same). */
export async function countVeteransNear(db: Database, origin: ZipPlace, miles: number): Promise<number> {
  const zips = await veteranZips(db);
  return zips
    .filter(({ zipCode, place }) =>
      place ? distanceMiles(origin, place) <= miles : sameZip(zipCode, origin.zipCode),
    )
    .reduce((sum, zip) => sum + zip.veterans, 0);
}
