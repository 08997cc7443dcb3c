import type { Database } from '@server/db/client';
import { isInHousingQueue, isStalledMatch, matchLastStepAt } from '@server/db/predicates';
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
import { selectMatchDetails } from './repo';

// The dashboard's three tables: a page of rows in a whitelisted order, filtered by status and a search.

type Page = { limit: number; offset: number };

/** `%text%` for ILIKE with the text's own % _ \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

const countAll = sql<number>`count(*)::int`;

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
  const text = query.search;
  const where = and(
    filter.stalledAt ? isStalledMatch(filter.stalledAt) : undefined,
    query.status ? eq(matches.status, query.status) : undefined,
    text
      ? or(
          ilike(veterans.name, containing(text)),
          ilike(properties.address, containing(text)),
          ilike(properties.city, containing(text)),
          ilike(properties.zipCode, startingWith(text)),
          ilike(matches.reference, containing(text)),
          sql`${matches.id}::text ilike ${startingWith(text)}`,
        )
      : undefined,
  );
  const sort = parseSort(query.sort);
  const order = sort
    ? ordered(MATCH_SORTS[sort.column], sort.direction, matches.id)
    : filter.stalledAt
      ? ordered(matchLastStepAt, 'asc', matches.id)
      : ordered(matches.createdAt, 'desc', matches.id);
  const [rows, [counted]] = await Promise.all([
    selectMatchDetails(db)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: countAll })
      .from(matches)
      .innerJoin(veterans, eq(veterans.id, matches.veteranId))
      .innerJoin(properties, eq(properties.id, matches.propertyId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

const VETERAN_SORTS = {
  createdAt: veterans.createdAt,
  name: sql`lower(${veterans.name})`,
  zipCode: veterans.zipCode,
  // low 0 ... critical 3: descending puts the most urgent first
  urgency: rankIn(veterans.urgency, [...URGENCY_LEVELS].reverse()),
};

/** Housing queue veterans, newest first unless sorted; only one organisation's when `organizationId` is given. */
export async function selectHousingVeterans(
  db: Database,
  query: Page & Pick<HousingVeteranListQuery, 'sort' | 'status' | 'search'>,
  organizationId?: string,
) {
  const text = query.search;
  const where = and(
    isInHousingQueue,
    organizationId ? eq(veterans.organizationId, organizationId) : undefined,
    query.status ? eq(veterans.isMatched, query.status === 'matched') : undefined,
    text
      ? or(ilike(veterans.name, containing(text)), ilike(veterans.zipCode, startingWith(text)))
      : undefined,
  );
  const sort = parseSort(query.sort) ?? { column: 'createdAt' as const, direction: 'desc' as const };
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(veterans)
      .where(where)
      .orderBy(...ordered(VETERAN_SORTS[sort.column], sort.direction, veterans.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(veterans).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
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
  const text = query.search;
  const where = and(
    query.status ? eq(properties.status, query.status) : undefined,
    text
      ? or(
          ilike(properties.address, containing(text)),
          ilike(properties.city, containing(text)),
          ilike(properties.zipCode, startingWith(text)),
          ilike(landlords.name, containing(text)),
        )
      : undefined,
  );
  const sort = parseSort(query.sort) ?? { column: 'createdAt' as const, direction: 'desc' as const };
  const [rows, [counted]] = await Promise.all([
    db
      .select(propertyColumns)
      .from(properties)
      .leftJoin(landlords, eq(landlords.id, properties.landlordId))
      .where(where)
      .orderBy(...ordered(PROPERTY_SORTS[sort.column], sort.direction, properties.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: countAll })
      .from(properties)
      .leftJoin(landlords, eq(landlords.id, properties.landlordId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
export type HousingPropertyRow = Awaited<ReturnType<typeof selectHousingProperties>>['rows'][number];
