import type { Database } from '@server/db/client';
import { organizations, placements } from '@server/db/schema';
import type { LatLng } from '@shared/domain/geo';
import { boundingBox } from '@shared/domain/geo';
import type { ServiceCategory } from '@shared/domain/partner-tiers';
import { and, arrayOverlaps, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';

export type OrganizationRow = typeof organizations.$inferSelect;

export interface DirectoryFilters {
  city?: string;
  state?: string;
  orgTypes?: ServiceCategory[];
}

export interface PageOptions {
  limit: number;
  offset: number;
}

/** Radii (miles) tried in turn when sorting by distance: each step is an index-friendly box. */
const SEARCH_RADII = [25, 75, 200, 600, 1500];

function filterConditions(filters: DirectoryFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.state) conditions.push(eq(organizations.state, filters.state));
  if (filters.city) conditions.push(sql`lower(${organizations.city}) = lower(${filters.city})`);
  if (filters.orgTypes && filters.orgTypes.length > 0) {
    conditions.push(arrayOverlaps(organizations.serviceCategories, filters.orgTypes));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Great-circle miles from `centre` (haversine in SQL, so it runs on PostgreSQL and PGlite alike). */
function distanceFrom(centre: LatLng): SQL<number | null> {
  const lat = centre.latitude;
  const lng = centre.longitude;
  // least() skips nulls, so rows without coordinates need the explicit null
  return sql<number | null>`case when ${organizations.latitude} is null or ${organizations.longitude} is null
    then null else 2 * 3958.8 * asin(least(1, sqrt(
    power(sin(radians(${organizations.latitude} - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(${organizations.latitude})) *
    power(sin(radians(${organizations.longitude} - ${lng}::float8) / 2), 2)))) end`;
}

/** Matches, counted up to `cap` (an index scan that stops early instead of visiting every match). */
export async function countOrganizations(
  db: Database,
  filters: DirectoryFilters,
  cap = Number.MAX_SAFE_INTEGER,
): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(organizations)
    .where(filterConditions(filters))
    .limit(cap)
    .as('matches');
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  return row?.count ?? 0;
}

/** A directory row: the organisation, its distance (when sorted by one) and its placement counts. */
export interface CardRow {
  organization: OrganizationRow;
  distance: number | null;
  placements: number;
  placementsThisYear: number;
}

/**
 * Placement counts as correlated subqueries, so a page costs one round trip (PGlite answers one
 * query at a time); PostgreSQL evaluates them only for the rows that survive ORDER BY ... LIMIT.
 */
function cardColumns(yearStart: string) {
  const completed = sql`${placements.organizationId} = ${organizations.id} and ${placements.status} = 'completed'`;
  return {
    organization: organizations,
    placements: sql<number>`(select count(*) from ${placements} where ${completed})`.mapWith(Number),
    placementsThisYear: sql<number>`(select count(*) from ${placements} where ${completed}
      and ${placements.placementDate} >= ${yearStart})`.mapWith(Number),
  };
}

/**
 * One page ordered by state, city, then name: the (state, city) index yields rows in that order and an
 * incremental sort orders names within a city, so a page never sorts every match.
 */
export async function listOrganizations(
  db: Database,
  filters: DirectoryFilters,
  page: PageOptions,
  yearStart: string,
): Promise<CardRow[]> {
  const rows = await db
    .select(cardColumns(yearStart))
    .from(organizations)
    .where(filterConditions(filters))
    .orderBy(
      asc(organizations.state),
      asc(organizations.city),
      asc(organizations.name),
      asc(organizations.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row, distance: null }));
}

/** Below this many matches one full sort by distance is cheaper than the growing-circle search. */
const FULL_SORT_MAX = 500;

/**
 * One page, nearest first. For many matches it tries growing circles: inside a circle of radius r
 * (prefiltered by its bounding box, which the latitude/longitude index serves) the order is exact,
 * because everything outside is farther than r. Otherwise, or when even the widest circle holds too
 * few rows, it sorts all matches (organisations without coordinates last).
 */
export async function listNearest(
  db: Database,
  filters: DirectoryFilters,
  centre: LatLng,
  page: PageOptions & { total: number; yearStart: string },
): Promise<CardRow[]> {
  const distance = distanceFrom(centre);
  const columns = { ...cardColumns(page.yearStart), distance };
  const needed = page.offset + page.limit;
  const base = filterConditions(filters);
  if (page.total > FULL_SORT_MAX) {
    for (const radius of SEARCH_RADII) {
      const box = boundingBox(centre, radius);
      const rows = await db
        .select(columns)
        .from(organizations)
        .where(
          and(
            base,
            sql`${organizations.latitude} between ${box.minLatitude} and ${box.maxLatitude}`,
            sql`${organizations.longitude} between ${box.minLongitude} and ${box.maxLongitude}`,
            sql`${distance} <= ${radius}`,
          ),
        )
        .orderBy(asc(distance), asc(organizations.id))
        .limit(needed);
      if (rows.length >= needed) return rows.slice(page.offset);
    }
  }
  return db
    .select(columns)
    .from(organizations)
    .where(base)
    .orderBy(sql`${distance} asc nulls last`, asc(organizations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findOrganizationById(db: Database, id: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}

export async function findOrganizationBySlug(db: Database, slug: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  return row ?? null;
}

export interface PlacementFigures {
  total: number;
  thisYear: number;
}

/** Completed placements per organisation: all time and since `yearStart` ('YYYY-MM-DD'). */
export async function placementFigures(
  db: Database,
  organizationIds: string[],
  yearStart: string,
): Promise<Map<string, PlacementFigures>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await db
    .select({
      organizationId: placements.organizationId,
      total: sql<number>`count(*)`.mapWith(Number),
      thisYear: sql<number>`count(*) filter (where ${placements.placementDate} >= ${yearStart})`.mapWith(
        Number,
      ),
    })
    .from(placements)
    .where(and(inArray(placements.organizationId, organizationIds), eq(placements.status, 'completed')))
    .groupBy(placements.organizationId);
  return new Map(rows.map((row) => [row.organizationId, { total: row.total, thisYear: row.thisYear }]));
}

const offering = (category: ServiceCategory) =>
  sql<number>`count(*) filter (where ${category} = any(${organizations.serviceCategories}))`.mapWith(Number);

/** The directory's header figures in one pass. */
export async function directorySummary(db: Database) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      states: sql<number>`count(distinct ${organizations.state})`.mapWith(Number),
      housing: offering('housing'),
      mentalHealth: offering('mental_health'),
      legal: offering('legal'),
      healthcare: offering('healthcare'),
    })
    .from(organizations);
  return row ?? { count: 0, states: 0, housing: 0, mentalHealth: 0, legal: 0, healthcare: 0 };
}
