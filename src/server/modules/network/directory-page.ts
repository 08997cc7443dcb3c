import type { Database } from '@server/db/client';
import { preparedRead } from '@server/db/prepared-reads';
import { organizations } from '@server/db/schema';
import { boundingBox, type LatLng } from '@shared/domain/geo';
import { asc, eq, sql } from 'drizzle-orm';
import {
  activeFilters,
  type BoundFilters,
  type CardRow,
  cappedCount,
  cardColumns,
  type DirectoryFilters,
  filterConditions,
  nearestPage,
  type PageOptions,
  pageFields,
  toCardRow,
} from './directory-repo';

/**
 * The directory's reads, each one prepared statement (db/prepared-reads.ts): a page and the capped
 * count of all matches together, or one organisation with its placement counts. A statement's shape is
 * the set of filters in use, so each shape has its own name and its values are placeholders.
 */

export interface DirectoryPage {
  rows: CardRow[];
  /** Matches, counted up to the cap. */
  total: number;
}

type PageRequest = PageOptions & { cap: number; yearStart: string };

const placeholder = sql.placeholder;

/** The filters in use as placeholders, and the name part that tells this shape from the others. */
function boundShape(filters: DirectoryFilters): { bound: BoundFilters; shape: string } {
  const active = activeFilters(filters);
  return {
    bound: {
      state: active.state === undefined ? undefined : placeholder('state'),
      city: active.city === undefined ? undefined : placeholder('city'),
      orgTypes: active.orgTypes === undefined ? undefined : placeholder('orgTypes'),
      within:
        active.within === undefined
          ? undefined
          : {
              latitude: placeholder('withinLatitude'),
              longitude: placeholder('withinLongitude'),
              miles: placeholder('withinMiles'),
              box: {
                minLatitude: placeholder('withinMinLatitude'),
                maxLatitude: placeholder('withinMaxLatitude'),
                minLongitude: placeholder('withinMinLongitude'),
                maxLongitude: placeholder('withinMaxLongitude'),
              },
            },
    },
    shape:
      `${active.state ? 's' : ''}${active.city ? 'c' : ''}${active.orgTypes ? 't' : ''}${active.within ? 'r' : ''}` ||
      'all',
  };
}

const filterValues = (filters: DirectoryFilters) => {
  const active = activeFilters(filters);
  const within = active.within;
  const box = within ? boundingBox(within, within.miles) : undefined;
  return {
    state: active.state,
    city: active.city,
    orgTypes: active.orgTypes,
    withinLatitude: within?.latitude,
    withinLongitude: within?.longitude,
    withinMiles: within?.miles,
    withinMinLatitude: box?.minLatitude,
    withinMaxLatitude: box?.maxLatitude,
    withinMinLongitude: box?.minLongitude,
    withinMaxLongitude: box?.maxLongitude,
  };
};

/**
 * One page ordered by state, city, then name, and the capped count of all matches, in one statement
 * (the page is a lateral subquery left-joined to the count, so a page past the end still reports the
 * total). The (state, city) index yields rows in order and an incremental sort orders names within a
 * city, so a page never sorts every match.
 */
export async function listOrganizations(
  db: Database,
  filters: DirectoryFilters,
  page: PageRequest,
): Promise<DirectoryPage> {
  const { bound, shape } = boundShape(filters);
  const name = `directory_page_${shape}`;
  const statement = preparedRead(db, name, () => {
    const counted = cappedCount(db, bound, placeholder('cap'));
    const rows = db
      .select(cardColumns(placeholder('yearStart')))
      .from(organizations)
      .where(filterConditions(bound))
      .orderBy(
        asc(organizations.state),
        asc(organizations.city),
        asc(organizations.name),
        asc(organizations.id),
      )
      .limit(placeholder('limit'))
      .offset(placeholder('offset'))
      .as('page');
    return db
      .select({ total: counted.total, row: pageFields(rows) })
      .from(counted)
      .leftJoinLateral(rows, sql`true`)
      .prepare(name);
  });
  const found = await statement.execute({ ...filterValues(filters), ...page });
  return {
    total: found[0]?.total ?? 0,
    rows: found.flatMap(({ row }) => (row ? [toCardRow(row)] : [])),
  };
}

/**
 * One page nearest first (nearestPage: a KNN scan of the GiST index on each organisation's point) and the
 * capped count of all matches, in one statement, as listOrganizations does.
 */
export async function searchNearest(
  db: Database,
  filters: DirectoryFilters,
  centre: LatLng,
  page: PageRequest,
): Promise<DirectoryPage> {
  const { bound, shape } = boundShape(filters);
  const name = `directory_nearest_${shape}`;
  const statement = preparedRead(db, name, () => {
    const counted = cappedCount(db, bound, placeholder('cap'));
    const rows = nearestPage(
      db,
      bound,
      { latitude: placeholder('latitude'), longitude: placeholder('longitude') },
      {
        limit: placeholder('limit'),
        offset: placeholder('offset'),
        needed: placeholder('needed'),
        yearStart: placeholder('yearStart'),
      },
    ).as('page');
    return db
      .select({ total: counted.total, row: pageFields(rows) })
      .from(counted)
      .leftJoinLateral(rows, sql`true`)
      .prepare(name);
  });
  const needed = page.offset + page.limit;
  const found = await statement.execute({ ...filterValues(filters), ...page, ...centre, needed });
  return {
    total: found[0]?.total ?? 0,
    rows: found.flatMap(({ row }) => (row ? [toCardRow(row)] : [])),
  };
}

/** One organisation with its placement counts, found by id or slug, in one statement. */
export async function findCard(
  db: Database,
  by: { id: string } | { slug: string },
  yearStart: string,
): Promise<CardRow | null> {
  const byId = 'id' in by;
  const name = byId ? 'directory_card_by_id' : 'directory_card_by_slug';
  const statement = preparedRead(db, name, () =>
    db
      .select(cardColumns(placeholder('yearStart')))
      .from(organizations)
      .where(byId ? eq(organizations.id, placeholder('key')) : eq(organizations.slug, placeholder('key')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ key: 'id' in by ? by.id : by.slug, yearStart });
  return row ? toCardRow(row) : null;
}
