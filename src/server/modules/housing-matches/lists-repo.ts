import type { Database } from '@server/db/client';
import { countedPage, countedPageParts, pageRowsAndTotal, rowsAndTotal } from '@server/db/counted-page';
import { isInHousingQueue, isStalledMatch, matchLastStepAt } from '@server/db/predicates';
import { preparedRead } from '@server/db/prepared-reads';
import { landlords, matches, properties, veterans } from '@server/db/schema';
import type {
  HousingMatchListQuery,
  HousingPropertyListQuery,
  HousingVeteranListQuery,
  SortDirection,
} from '@shared/contracts/housing-dashboard';
import { HOUSING_MATCH_STATUSES } from '@shared/domain/housing-match-status';
import { PROPERTY_STATUSES } from '@shared/domain/inventory';
import { URGENCY_LEVELS } from '@shared/domain/urgency';
import { and, eq, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type HousingMatchRow, latestFollowUpOf, matchDetailColumns, type VeteranRow } from './repo';

// The dashboard's three tables: a page of rows in a whitelisted order, filtered by status and a search, each
// read one prepared statement per shape (the filters in use and the sort), its values placeholders.

type Page = { limit: number; offset: number };
type ListQuery = Page & { status?: string; search?: string; sort?: string };

/** `%text%` for ILIKE with the text's own % _ \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search, as placeholders: text anywhere in a column, or at its start. */
const searched = { containing: sql.placeholder('containing'), startingWith: sql.placeholder('startingWith') };
/** A home is found by its street or town (anywhere in them) or by the start of its ZIP code. */
const homeSearched = () => [
  ilike(properties.address, searched.containing),
  ilike(properties.city, searched.containing),
  ilike(properties.zipCode, searched.startingWith),
];

/** The placeholders' values of a list read. */
const valuesOf = ({ limit, offset, status, search }: ListQuery) => ({
  limit,
  offset,
  status,
  ...(search ? { containing: containing(search), startingWith: startingWith(search) } : {}),
});

/** A statement's name: the list and the shape of its query, which filters are in use and the sort. */
const shapeOf = (list: string, { status, search, sort }: ListQuery) =>
  [list, status ? 'status' : '', search ? 'search' : '', sort ?? ''].join(':');

/** A column's place in a fixed list (a status's step in the workflow), for sorting. */
const rankIn = (column: SQLWrapper, values: readonly string[]) =>
  sql`case ${column} ${sql.join(
    values.map((value, rank) => sql`when ${value} then ${rank}`),
    sql` `,
  )} end`;

/** ORDER BY terms: the chosen column (blanks last), then the id so pages never overlap. */
function ordered(expression: SQLWrapper, direction: SortDirection, id: SQLWrapper): SQL[] {
  return [sql`${expression} ${sql.raw(direction)} nulls last`, sql`${id} ${sql.raw(direction)}`];
}

function parseSort<C extends string>(sort: `${C}:${SortDirection}` | undefined) {
  if (!sort) return null;
  const [column, direction] = sort.split(':') as [C, SortDirection];
  return { column, direction };
}

const MATCH_SORTS = {
  createdAt: matches.createdAt,
  score: matches.score,
  veteranName: sql`lower(${veterans.name})`,
  status: rankIn(matches.status, HOUSING_MATCH_STATUSES),
};

/** Matches (newest first, or longest stalled first with `stalledAt`), with their veteran and home. */
export async function selectHousingMatches(
  db: Database,
  query: Page & Pick<HousingMatchListQuery, 'sort' | 'status' | 'search'>,
  filter: { stalledAt?: Date } = {},
) {
  const build = () => {
    const where = and(
      filter.stalledAt ? isStalledMatch(filter.stalledAt) : undefined,
      query.status ? eq(matches.status, sql.placeholder('status')) : undefined,
      query.search
        ? or(
            ilike(veterans.name, searched.containing),
            ...homeSearched(),
            ilike(matches.reference, searched.containing),
            sql`${matches.id}::text ilike ${searched.startingWith}`,
          )
        : undefined,
    );
    const sort = parseSort(query.sort);
    const order = sort
      ? ordered(MATCH_SORTS[sort.column], sort.direction, matches.id)
      : filter.stalledAt
        ? ordered(matchLastStepAt, 'asc', matches.id)
        : ordered(matches.createdAt, 'desc', matches.id);
    const { counted, page } = countedPageParts(db, matches, where, order, [
      { table: veterans, on: eq(veterans.id, matches.veteranId), kind: 'inner' },
      { table: properties, on: eq(properties.id, matches.propertyId), kind: 'inner' },
    ]);
    const latestFollowUp = latestFollowUpOf(db);
    return db
      .select({ total: counted.total, ...matchDetailColumns(latestFollowUp) })
      .from(counted)
      .leftJoinLateral(page, sql`true`)
      .leftJoin(matches, eq(matches.id, page.pageId))
      .leftJoin(veterans, eq(veterans.id, matches.veteranId))
      .leftJoin(properties, eq(properties.id, matches.propertyId))
      .leftJoinLateral(latestFollowUp, sql`true`)
      .orderBy(...order);
  };
  const name = shapeOf('housing_matches', query);
  // isStalledMatch takes its moment as a value: the stalled list is built for each read
  const found = filter.stalledAt
    ? await build().execute(valuesOf(query))
    : await preparedRead(db, name, () => build().prepare(name)).execute(valuesOf(query));
  const { rows, total } = pageRowsAndTotal(found, 'match');
  // only a page past the end needs the left joins: a listed match has its veteran and home (foreign keys)
  return { rows: rows as HousingMatchRow[], total };
}

const VETERAN_SORTS = {
  createdAt: veterans.createdAt,
  name: sql`lower(${veterans.name})`,
  zipCode: veterans.zipCode,
  // low 0 ... critical 3: descending puts the most urgent first
  urgency: rankIn(veterans.urgency, [...URGENCY_LEVELS].reverse()),
};

/** The housing queue's people (one organisation's when `organizationId` is given): SQL of their ids. */
export const housingQueueIds = (db: Database, organizationId?: string) =>
  db
    .select({ id: veterans.id })
    .from(veterans)
    .where(and(isInHousingQueue, organizationId ? eq(veterans.organizationId, organizationId) : undefined))
    .getSQL();

/**
 * Housing queue veterans, newest first unless sorted; only one organisation's when `organizationId` is given.
 * The status filter (matched or unmatched) is read from the people's statuses: `matchedIds` are the queue's
 * matched people (housing-queue-status.ts).
 */
export async function selectHousingVeterans(
  db: Database,
  query: Page & Pick<HousingVeteranListQuery, 'sort' | 'status' | 'search'>,
  organizationId?: string,
  matchedIds: readonly string[] = [],
) {
  const name = shapeOf(organizationId ? 'organization_veterans' : 'housing_veterans', query);
  const statement = preparedRead(db, name, () => {
    const where = and(
      isInHousingQueue,
      organizationId ? eq(veterans.organizationId, sql.placeholder('organizationId')) : undefined,
      query.status
        ? sql`(${veterans.id} = any(${sql.placeholder('matchedIds')}::uuid[])) = ${sql.placeholder('matched')}`
        : undefined,
      query.search
        ? or(ilike(veterans.name, searched.containing), ilike(veterans.zipCode, searched.startingWith))
        : undefined,
    );
    const sort = parseSort(query.sort) ?? { column: 'createdAt' as const, direction: 'desc' as const };
    return countedPage(
      db,
      veterans,
      where,
      ordered(VETERAN_SORTS[sort.column], sort.direction, veterans.id),
    ).prepare(name);
  });
  const found = await statement.execute({
    ...valuesOf(query),
    organizationId,
    matchedIds: [...matchedIds],
    matched: query.status === 'matched',
  });
  return rowsAndTotal<VeteranRow>(found);
}

export const propertyColumns = {
  property: properties,
  landlordName: landlords.name,
  landlordEmail: landlords.email,
  landlordPhone: landlords.phone,
  landlordTier: landlords.tier,
};

const PROPERTY_SORTS = {
  createdAt: properties.createdAt,
  address: sql`lower(${properties.address})`,
  zipCode: properties.zipCode,
  monthlyRent: sql`coalesce(${properties.rentCents}, ${properties.rentPerRoomCents})`,
  status: rankIn(properties.status, PROPERTY_STATUSES),
};

/** Every listing with its landlord, newest first unless sorted. */
export async function selectHousingProperties(
  db: Database,
  query: Page & Pick<HousingPropertyListQuery, 'sort' | 'status' | 'search'>,
) {
  const name = shapeOf('housing_properties', query);
  const statement = preparedRead(db, name, () => {
    const where = and(
      query.status ? eq(properties.status, sql.placeholder('status')) : undefined,
      query.search ? or(...homeSearched(), ilike(landlords.name, searched.containing)) : undefined,
    );
    const sort = parseSort(query.sort) ?? { column: 'createdAt' as const, direction: 'desc' as const };
    const order = ordered(PROPERTY_SORTS[sort.column], sort.direction, properties.id);
    const withLandlord = eq(landlords.id, properties.landlordId);
    const { counted, page } = countedPageParts(db, properties, where, order, [
      { table: landlords, on: withLandlord, kind: 'left' },
    ]);
    return db
      .select({ total: counted.total, ...propertyColumns })
      .from(counted)
      .leftJoinLateral(page, sql`true`)
      .leftJoin(properties, eq(properties.id, page.pageId))
      .leftJoin(landlords, withLandlord)
      .orderBy(...order)
      .prepare(name);
  });
  return pageRowsAndTotal(await statement.execute(valuesOf(query)), 'property');
}
export type HousingPropertyRow = Awaited<ReturnType<typeof selectHousingProperties>>['rows'][number];
