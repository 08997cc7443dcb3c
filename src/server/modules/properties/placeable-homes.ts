import type { Database } from '@server/db/client';
import { isNotCoLivingHome } from '@server/db/predicates';
import { properties } from '@server/db/schema';
import type { ModuleRoutes } from '@server/module';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import {
  PLACEMENT_HOMES_MAX,
  PLACEMENT_HOMES_PATH,
  type PlacementHome,
  ZPlacementHomes,
  ZPlacementHomesQuery,
} from '@shared/contracts/move-in';
import { formatFullAddress } from '@shared/domain/address';
import { centsToDollars } from '@shared/domain/money';
import { and, asc, eq, gt, ilike, or, sql } from 'drizzle-orm';

/** A placeable home: listed (available, through the review), not a co-living home, with a free unit. */
export const isPlaceableHome = and(
  eq(properties.status, 'available'),
  gt(properties.unitsAvailable, 0),
  isNotCoLivingHome,
);

const likeEscaped = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The listed homes with a free unit whose address, city or ZIP code contains the words (at most ten, by address):
 * what a partner's or an admin's move-in form offers when the person has no match for the home they moved into.
 */
export async function placeableHomes(db: Database, search: string): Promise<PlacementHome[]> {
  const pattern = likeEscaped(search);
  const rows = await db
    .select({
      id: properties.id,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      zipCode: properties.zipCode,
      unitsAvailable: properties.unitsAvailable,
      rentCents: sql<number | null>`coalesce(${properties.rentCents}, ${properties.rentPerRoomCents})`,
    })
    .from(properties)
    .where(
      and(
        isPlaceableHome,
        or(
          ilike(properties.address, pattern),
          ilike(properties.city, pattern),
          ilike(properties.zipCode, pattern),
        ),
      ),
    )
    .orderBy(asc(properties.address), asc(properties.id))
    .limit(PLACEMENT_HOMES_MAX);
  return rows.map((row) => ({
    id: row.id,
    address: formatFullAddress(row),
    unitsAvailable: row.unitsAvailable,
    monthlyRent: row.rentCents === null ? null : centsToDollars(Number(row.rentCents)),
  }));
}

/**
 * GET /api/placement-homes?search=: for a partner or an admin recording a move-in (the homes are public listings;
 * only those who record placements need the free units). Any other session is 403, no session 401.
 */
export const placeableHomesRoutes: ModuleRoutes = (app, { db, auth }) => {
  app.get(
    PLACEMENT_HOMES_PATH,
    {
      onRequest: auth.partnerOrUser('admin'),
      schema: {
        querystring: ZPlacementHomesQuery,
        response: { 200: ZPlacementHomes, ...errorResponses, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => placeableHomes(db, request.query.search),
  );
};
