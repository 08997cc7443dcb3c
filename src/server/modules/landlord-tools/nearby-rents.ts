import type { Database } from '@server/db/client';
import { isNotCoLivingHome } from '@server/db/predicates';
import { properties } from '@server/db/schema';
import type { ZipPlace } from '@server/lib/zip-lookup';
import { boundingBox, distanceMiles } from '@shared/domain/geo';
import { and, between, eq, isNotNull } from 'drizzle-orm';

/**
 * The rents per room of the homes listed on the platform within `miles` of a place (available, published, with
 * a room rent and coordinates), in cents: what the income estimate counts for a home there (issue 37).
 */
export async function roomRentsNear(db: Database, origin: ZipPlace, miles: number): Promise<number[]> {
  const box = boundingBox(origin, miles);
  const found = await db
    .select({
      rent: properties.rentPerRoomCents,
      latitude: properties.latitude,
      longitude: properties.longitude,
    })
    .from(properties)
    .where(
      and(
        eq(properties.status, 'available'),
        isNotNull(properties.rentPerRoomCents),
        between(properties.latitude, box.minLatitude, box.maxLatitude),
        between(properties.longitude, box.minLongitude, box.maxLongitude),
        isNotCoLivingHome,
      ),
    );
  return found.flatMap(({ rent, latitude, longitude }) =>
    rent !== null &&
    latitude !== null &&
    longitude !== null &&
    distanceMiles(origin, { latitude, longitude }) <= miles
      ? [rent]
      : [],
  );
}
