import type { Database } from '@server/db/client';
import { isNotDeclined } from '@server/db/predicates';
import { landlords, matches, properties } from '@server/db/schema';
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';

/** Whose listings: one landlord's, or every listing (admins). */
export type ListingScope = { kind: 'landlord'; landlordId: string } | { kind: 'all' };

const scopeFilter = (scope: ListingScope): SQL | undefined =>
  scope.kind === 'landlord' ? eq(properties.landlordId, scope.landlordId) : undefined;

const sumInt = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/**
 * Units and matches over the listings in scope. Declined matches do not count, nor do the units of a
 * listing an admin declined (they are offered to nobody); units waiting for review do.
 */
export async function readStats(db: Database, scope: ListingScope) {
  const where = scopeFilter(scope);
  const matched = db
    .select({
      veteransMatched: sql<number>`count(distinct ${matches.veteranId}) filter (where ${isNotDeclined})`
        .mapWith(Number)
        .as('veterans_matched'),
      successfulPlacements: sql<number>`count(*) filter (where ${matches.status} = 'placed')`
        .mapWith(Number)
        .as('successful_placements'),
    })
    .from(matches)
    .innerJoin(properties, eq(matches.propertyId, properties.id))
    .where(where)
    .as('matched');
  // both aggregates in one statement: the units over the listings, the matches beside them
  const [row] = await db
    .select({
      totalUnits: sumInt(sql`${properties.roomCount}`),
      vaCompatibleUnits: sumInt(
        sql`case when ${properties.acceptsVouchers} then ${properties.roomCount} else 0 end`,
      ),
      veteransMatched: sql<number>`min(${matched.veteransMatched})`.mapWith(Number),
      successfulPlacements: sql<number>`min(${matched.successfulPlacements})`.mapWith(Number),
    })
    .from(matched)
    .leftJoin(properties, and(where, ne(properties.status, 'declined')));
  return {
    totalUnits: row?.totalUnits ?? 0,
    vaCompatibleUnits: row?.vaCompatibleUnits ?? 0,
    veteransMatched: row?.veteransMatched ?? 0,
    successfulPlacements: row?.successfulPlacements ?? 0,
  };
}

export interface ListingRow {
  property: typeof properties.$inferSelect;
  landlordName: string | null;
  totalMatches: number;
  successfulPlacements: number;
}

function matchCounts(db: Database) {
  return db
    .select({
      propertyId: matches.propertyId,
      open: sql<number>`count(*) filter (where ${isNotDeclined})`.as('open_matches'),
      placed: sql<number>`count(*) filter (where ${matches.status} = 'placed')`.as('placed_matches'),
    })
    .from(matches)
    .groupBy(matches.propertyId)
    .as('match_counts');
}

/** Listings with whose they are and their match counts (open or placed, and placed). */
function selectListings(db: Database) {
  const counts = matchCounts(db);
  return db
    .select({
      property: properties,
      landlordName: landlords.name,
      totalMatches: sql<number>`coalesce(${counts.open}, 0)`.mapWith(Number),
      successfulPlacements: sql<number>`coalesce(${counts.placed}, 0)`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(properties)
    .leftJoin(landlords, eq(properties.landlordId, landlords.id))
    .leftJoin(counts, eq(counts.propertyId, properties.id));
}

/** The listings in scope, newest first, with their match counts, and how many there are in all. */
export async function listListings(
  db: Database,
  scope: ListingScope,
  page: { limit: number; offset: number },
): Promise<{ rows: ListingRow[]; total: number }> {
  const where = scopeFilter(scope);
  const found = await selectListings(db)
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(page.limit)
    .offset(page.offset);
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found.length > 0) return { rows, total: found[0]?.total ?? 0 };
  // past the last page the window has no row to report the total on
  const [total] = await db.select({ n: count() }).from(properties).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One listing in scope with its match counts; undefined when it is not there or not the landlord's. */
export async function readListing(
  db: Database,
  scope: ListingScope,
  id: string,
): Promise<ListingRow | undefined> {
  const [found] = await selectListings(db).where(and(eq(properties.id, id), scopeFilter(scope)));
  if (!found) return undefined;
  const { total: _total, ...row } = found;
  return row;
}

/**
 * The listing's status and units, locked until the transaction ends so two moves are decided in turn. `no key
 * update`: a match being inserted on the home (its foreign key check) is not blocked by it.
 */
export async function lockListing(db: Database, scope: ListingScope, id: string) {
  const [row] = await db
    .select({ status: properties.status, unitsAvailable: properties.unitsAvailable })
    .from(properties)
    .where(and(eq(properties.id, id), scopeFilter(scope)))
    .for('no key update');
  return row;
}
