import type { Database } from '@server/db/client';
import { organizations, placements } from '@server/db/schema';
import type { LatLng } from '@shared/domain/geo';
import { boundingBox } from '@shared/domain/geo';
import type { ServiceCategory } from '@shared/domain/partner-tiers';
import { and, arrayOverlaps, asc, eq, getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';

export type OrganizationRow = typeof organizations.$inferSelect;

export interface DirectoryFilters {
  city?: string;
  state?: string;
  orgTypes?: ServiceCategory[];
  /** Only organisations within `miles` of the search's centre. */
  within?: { latitude: number; longitude: number; miles: number };
}

export interface PageOptions {
  limit: number;
  offset: number;
}

/** A value, or the placeholder a prepared statement (directory-page.ts) binds it to. */
export type Bound<T> = T | Placeholder;

/** Filters whose values may be placeholders; a filter left undefined is not in the statement. */
export interface BoundFilters {
  city?: Bound<string>;
  state?: Bound<string>;
  orgTypes?: Bound<ServiceCategory[]>;
  within?: {
    latitude: Bound<number>;
    longitude: Bound<number>;
    miles: Bound<number>;
    box: {
      minLatitude: Bound<number>;
      maxLatitude: Bound<number>;
      minLongitude: Bound<number>;
      maxLongitude: Bound<number>;
    };
  };
}

/** Radii (miles) tried in turn when sorting by distance: each step is an index-friendly box. */
export const SEARCH_RADII = [25, 75, 200, 600, 1500];

/** The filters that narrow the search (an empty type list narrows nothing). */
export const activeFilters = (filters: DirectoryFilters): DirectoryFilters => ({
  state: filters.state || undefined,
  city: filters.city || undefined,
  orgTypes: filters.orgTypes && filters.orgTypes.length > 0 ? filters.orgTypes : undefined,
  within: filters.within,
});

/** Filters with their values in place (no placeholders): the radius gets its index-friendly box. */
export function boundValues(filters: DirectoryFilters): BoundFilters {
  const { within, ...rest } = activeFilters(filters);
  return within ? { ...rest, within: { ...within, box: boundingBox(within, within.miles) } } : rest;
}

export function filterConditions(filters: BoundFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.state) conditions.push(eq(organizations.state, filters.state));
  if (filters.city) conditions.push(sql`lower(${organizations.city}) = lower(${filters.city})`);
  const types = filters.orgTypes;
  if (types && (!Array.isArray(types) || types.length > 0)) {
    conditions.push(arrayOverlaps(organizations.serviceCategories, types));
  }
  const within = filters.within;
  if (within) {
    // the box lets the latitude/longitude index find the candidates; the distance keeps the circle
    conditions.push(
      sql`${organizations.latitude} between ${within.box.minLatitude}::float8 and ${within.box.maxLatitude}::float8`,
      sql`${organizations.longitude} between ${within.box.minLongitude}::float8 and ${within.box.maxLongitude}::float8`,
      sql`${distanceFrom(within)} <= ${within.miles}::float8`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Great-circle miles from `centre` (haversine in SQL, so it runs on PostgreSQL and PGlite alike). */
export function distanceFrom(centre: {
  latitude: Bound<number>;
  longitude: Bound<number>;
}): SQL<number | null> {
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
export function cappedCount(db: Database, filters: BoundFilters, cap: Bound<number>) {
  const matches = db
    .select({ one: sql`1` })
    .from(organizations)
    .where(filterConditions(filters))
    .limit(cap)
    .as('matches');
  return db
    .select({ total: sql<number>`count(*)`.mapWith(Number).as('total') })
    .from(matches)
    .as('counted');
}

export async function countOrganizations(
  db: Database,
  filters: DirectoryFilters,
  cap = Number.MAX_SAFE_INTEGER,
): Promise<number> {
  const [row] = await db.select().from(cappedCount(db, boundValues(filters), cap));
  return row?.total ?? 0;
}

/** A directory row: the organisation, its distance (when sorted by one) and its placement counts. */
export interface CardRow {
  organization: OrganizationRow;
  distance: number | null;
  placements: number;
  placementsThisYear: number;
}

/**
 * The organisation's columns and its placement counts as correlated subqueries: PostgreSQL evaluates
 * them only for the rows that survive ORDER BY ... LIMIT (index-driven on placements_org_date_idx).
 */
export function cardColumns(
  yearStart: Bound<string>,
  distance: SQL<number | null> = sql<null>`null::float8`,
  // two pages in one statement need their computed columns named apart
  prefix = '',
) {
  const completed = sql`${placements.organizationId} = ${organizations.id} and ${placements.status} = 'completed'`;
  return {
    ...getTableColumns(organizations),
    placements: sql<number>`(select count(*) from ${placements} where ${completed})`
      .mapWith(Number)
      .as(`${prefix}placements`),
    placementsThisYear: sql<number>`(select count(*) from ${placements} where ${completed}
      and ${placements.placementDate} >= ${yearStart})`
      .mapWith(Number)
      .as(`${prefix}placements_this_year`),
    distance: sql<number | null>`${distance}`.mapWith(Number).as(`${prefix}distance`),
  };
}

export type CardColumns = ReturnType<typeof cardColumns>;

/** The page subquery's fields, as the outer statement must name them (qualified by the subquery). */
export function pageFields<Page extends Record<keyof CardColumns, unknown>>(page: Page) {
  const keys = Object.keys(cardColumns('')) as (keyof CardColumns)[];
  return Object.fromEntries(keys.map((key) => [key, page[key]])) as unknown as CardColumns;
}

export function toCardRow(row: { [K in keyof CardColumns]: unknown }): CardRow {
  const { placements: total, placementsThisYear, distance, ...organization } = row;
  return {
    organization: organization as OrganizationRow,
    placements: total as number,
    placementsThisYear: placementsThisYear as number,
    distance: distance as number | null,
  };
}

/** Below this many matches one full sort by distance is cheaper than the growing-circle search. */
export const FULL_SORT_MAX = 500;

/** A bounding box whose corners may be placeholders. */
export interface BoundBox {
  minLatitude: Bound<number>;
  maxLatitude: Bound<number>;
  minLongitude: Bound<number>;
  maxLongitude: Bound<number>;
}

/** Matches inside the circle of `radius` miles, prefiltered by its bounding box (the lat/lng index). */
function insideCircle(box: BoundBox, radius: number, distance: SQL<number | null>): SQL {
  return and(
    sql`${organizations.latitude} between ${box.minLatitude} and ${box.maxLatitude}`,
    sql`${organizations.longitude} between ${box.minLongitude} and ${box.maxLongitude}`,
    sql`${distance} <= ${radius}`,
  ) as SQL;
}

/** The two nearest-first reads over the filters' matches, from a centre whose values may be placeholders. */
export function nearestQueries(
  db: Database,
  filters: BoundFilters,
  centre: { latitude: Bound<number>; longitude: Bound<number> },
  page: { limit: Bound<number>; offset: Bound<number>; needed: Bound<number>; yearStart: Bound<string> },
) {
  const distance = distanceFrom(centre);
  const columns = (prefix = '') => cardColumns(page.yearStart, distance, prefix);
  const base = filterConditions(filters);
  return {
    /** Inside the circle of `radius` miles, the first `needed` rows (offset + limit: the caller skips the offset). */
    circle: (radius: number, box: BoundBox, gate?: SQL) =>
      db
        .select(columns('near_'))
        .from(organizations)
        .where(and(gate, base, insideCircle(box, radius, distance)))
        .orderBy(asc(distance), asc(organizations.id))
        .limit(page.needed),
    /** Every match sorted, organisations without coordinates last. */
    everything: (gate?: SQL) =>
      db
        .select(columns('sorted_'))
        .from(organizations)
        .where(and(gate, base))
        .orderBy(sql`${distance} asc nulls last`, asc(organizations.id))
        .limit(page.limit)
        .offset(page.offset),
  };
}

/**
 * One page, nearest first, given how many organisations match. For many matches it tries growing
 * circles: inside a circle of radius r (prefiltered by its bounding box, which the latitude/longitude
 * index serves) the order is exact, because everything outside is farther than r. Otherwise, or when
 * even the widest circle holds too few rows, it sorts all matches (organisations without coordinates last).
 */
export async function listNearest(
  db: Database,
  filters: DirectoryFilters,
  centre: LatLng,
  page: PageOptions & { total: number; yearStart: string },
  radii: readonly number[] = SEARCH_RADII,
): Promise<CardRow[]> {
  const needed = page.offset + page.limit;
  const { circle, everything } = nearestQueries(db, boundValues(filters), centre, { ...page, needed });
  if (page.total > FULL_SORT_MAX) {
    for (const radius of radii) {
      const rows = await circle(radius, boundingBox(centre, radius));
      if (rows.length >= page.offset + page.limit) return rows.slice(page.offset).map(toCardRow);
    }
  }
  return (await everything()).map(toCardRow);
}

export async function findOrganizationById(db: Database, id: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}

/** Completed placements of an organisation: all time and since the year's start. */
export interface PlacementFigures {
  total: number;
  thisYear: number;
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
