import type { Database } from '@server/db/client';
import { directoryCounts, organizations, placements } from '@server/db/schema';
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

/**
 * The point on the unit sphere that index organizations_geo_point_idx holds for each organisation (migration
 * 0013; null without coordinates). The same expression must appear in the query for the index to serve it.
 */
const geoPoint = (latitude: unknown, longitude: unknown): SQL => sql`geo_point(${latitude}, ${longitude})`;

/**
 * Chord distance from `centre` on the unit sphere: cube's `<->`, which the GiST index returns in increasing
 * order (a KNN scan). It grows with the great-circle distance, so its order is the haversine's; null without
 * coordinates, and nulls sort last.
 */
export function chordFrom(centre: { latitude: Bound<number>; longitude: Bound<number> }): SQL<number | null> {
  return sql<number | null>`${geoPoint(organizations.latitude, organizations.longitude)} <-> ${geoPoint(
    sql`${centre.latitude}::float8`,
    sql`${centre.longitude}::float8`,
  )}`;
}

/**
 * One page of the filters' matches, nearest first (organisations without coordinates last, ties by id). The
 * inner query takes the first offset + limit matches in the index's distance order (a KNN scan: it reads those
 * rows, not every match), WITH TIES so that rows at the same distance as the last one all come; the outer query
 * sorts that handful by distance and id. PostgreSQL 15 cannot feed the KNN order into a sort by (distance, id)
 * (PGlite's 18 can), hence the two steps; `= any(array(...))` keeps it to primary-key lookups in a generic plan,
 * where `in (...)` became a hash join over the whole table. The miles shown are the haversine (distanceFrom).
 */
export function nearestPage(
  db: Database,
  filters: BoundFilters,
  centre: { latitude: Bound<number>; longitude: Bound<number> },
  page: { limit: Bound<number>; offset: Bound<number>; needed: Bound<number>; yearStart: Bound<string> },
) {
  const chord = chordFrom(centre);
  const nearest = sql`array(select ${organizations.id} from ${organizations}
    where ${filterConditions(filters) ?? sql`true`}
    order by ${chord} fetch first (${page.needed}::int8) rows with ties)`;
  return db
    .select(cardColumns(page.yearStart, distanceFrom(centre)))
    .from(organizations)
    .where(sql`${organizations.id} = any(${nearest})`)
    .orderBy(asc(chord), asc(organizations.id))
    .limit(page.limit)
    .offset(page.offset);
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

const figure = (key: string) =>
  sql<number>`coalesce(sum(${directoryCounts.n}) filter (where ${directoryCounts.key} = ${key}), 0)`.mapWith(
    Number,
  );
const offering = (category: ServiceCategory) => figure(`category:${category}`);

/** The directory's header figures, as the triggers on organizations keep them (migration 0014, decision 0029). */
export async function directorySummary(db: Database) {
  const [row] = await db
    .select({
      count: figure('organizations'),
      states:
        sql<number>`count(*) filter (where ${directoryCounts.key} like 'state:%' and ${directoryCounts.n} > 0)`.mapWith(
          Number,
        ),
      housing: offering('housing'),
      mentalHealth: offering('mental_health'),
      legal: offering('legal'),
      healthcare: offering('healthcare'),
    })
    .from(directoryCounts);
  return row ?? { count: 0, states: 0, housing: 0, mentalHealth: 0, legal: 0, healthcare: 0 };
}

/** How many organisations the directory holds, as the triggers on organizations keep it. */
export async function organizationTotal(db: Database): Promise<number> {
  const [row] = await db.select({ count: figure('organizations') }).from(directoryCounts);
  return row?.count ?? 0;
}
