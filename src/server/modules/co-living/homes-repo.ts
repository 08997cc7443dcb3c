import type { Database } from '@server/db/client';
import { preparedRead } from '@server/db/prepared-reads';
import { coLivingHomes, coLivingHouseholds, coLivingMatches, properties } from '@server/db/schema';
import type { PropertyRow } from '@server/modules/properties';
import type { CoLivingHomeView } from '@shared/contracts/co-living-households';
import { addressPartsOf } from '@shared/domain/address';
import type { CoLivingHomeProfile } from '@shared/domain/co-living/profiles';
import type { CoLivingRoomType, SharedSpace } from '@shared/domain/co-living/vocabulary';
import { centsToDollars } from '@shared/domain/money';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';

export type CoLivingHomeRow = typeof coLivingHomes.$inferSelect;

/** A co-living home: its listing, what makes it co-living, and how its rooms are held. */
export interface HomeRecord {
  property: PropertyRow;
  home: CoLivingHomeRow;
  /** places held by non-declined members of households that are not dissolved */
  heldPlaces: number;
  /** households on the home that are not dissolved */
  households: number;
}

/** A household that still lives (or is forming) on its home. */
export const isLiveHousehold = ne(coLivingHouseholds.status, 'dissolved');
/** A proposal still standing: every status but declined. */
export const isStandingMatch = ne(coLivingMatches.status, 'declined');

/** Places held per home, for the given homes (every home when none are given), in one grouped read. */
export async function heldPlacesByHome(db: Database, propertyIds?: string[]): Promise<Map<string, number>> {
  if (propertyIds?.length === 0) return new Map();
  const rows = await db
    .select({ propertyId: coLivingHouseholds.propertyId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(coLivingMatches)
    .innerJoin(coLivingHouseholds, eq(coLivingHouseholds.id, coLivingMatches.householdId))
    .where(
      and(
        isStandingMatch,
        isLiveHousehold,
        propertyIds ? inArray(coLivingHouseholds.propertyId, propertyIds) : undefined,
      ),
    )
    .groupBy(coLivingHouseholds.propertyId);
  return new Map(rows.map((row) => [row.propertyId, row.n]));
}

export interface HomeFilter {
  landlordId?: string;
  /** only homes whose listing is published (the formation run's homes) */
  availableOnly?: boolean;
  limit?: number;
  offset?: number;
}

/**
 * The co-living homes matching `where`, newest first: their ids, each with its held places and live households
 * counted beside it (correlated counts, so only the homes read are counted). The caller limits the page and
 * joins the homes' rows (homeRecordsOf).
 */
export function homeFigures(db: Database, where: SQL | undefined) {
  const onHome = eq(coLivingHouseholds.propertyId, coLivingHomes.propertyId);
  const held = db
    .select({ n: count() })
    .from(coLivingMatches)
    .innerJoin(coLivingHouseholds, eq(coLivingHouseholds.id, coLivingMatches.householdId))
    .where(and(isStandingMatch, isLiveHousehold, onHome));
  const live = db.select({ n: count() }).from(coLivingHouseholds).where(and(isLiveHousehold, onHome));
  return db
    .select({
      homeId: sql<string>`${coLivingHomes.propertyId}`.as('home_id'),
      heldPlaces: sql<number>`(${held})`.mapWith(Number).as('held_places'),
      households: sql<number>`(${live})`.mapWith(Number).as('live_households'),
    })
    .from(coLivingHomes)
    .innerJoin(properties, eq(properties.id, coLivingHomes.propertyId))
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .$dynamic();
}

/** A homeFigures subquery, aliased. */
type HomeFiguresSubquery = ReturnType<ReturnType<typeof homeFigures>['as']>;

/** The homes of a homeFigures subquery with their rows, in its order. */
function homeRecordsOf(db: Database, figures: HomeFiguresSubquery) {
  return db
    .select({
      property: properties,
      home: coLivingHomes,
      heldPlaces: figures.heldPlaces,
      households: figures.households,
    })
    .from(figures)
    .innerJoin(properties, eq(properties.id, figures.homeId))
    .innerJoin(coLivingHomes, eq(coLivingHomes.propertyId, figures.homeId))
    .orderBy(desc(properties.createdAt), desc(properties.id));
}

/** Co-living homes, newest first, with their held places and live households, in one prepared statement. */
export async function selectHomes(db: Database, filter: HomeFilter = {}): Promise<HomeRecord[]> {
  const paged = filter.limit !== undefined;
  const name = [
    'co_living_homes',
    filter.landlordId ? 'of_landlord' : 'all',
    filter.availableOnly ? 'available' : 'any',
    paged ? 'page' : 'every',
  ].join('_');
  const statement = preparedRead(db, name, () => {
    let figures = homeFigures(
      db,
      and(
        filter.landlordId ? eq(properties.landlordId, sql.placeholder('landlordId')) : undefined,
        filter.availableOnly ? eq(properties.status, 'available') : undefined,
      ),
    );
    if (paged) figures = figures.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));
    return homeRecordsOf(db, figures.as('home_figures')).prepare(name);
  });
  return statement.execute({
    landlordId: filter.landlordId,
    limit: filter.limit,
    offset: filter.offset ?? 0,
  });
}

/** Rooms open to the program that no member holds yet. */
export const freeRooms = (record: Pick<HomeRecord, 'property' | 'heldPlaces'>) =>
  Math.max(0, record.property.unitsAvailable - record.heldPlaces);

export function toHomeView(record: HomeRecord): CoLivingHomeView {
  const { property, home } = record;
  return {
    propertyId: property.id,
    ...addressPartsOf(property),
    status: property.status,
    totalRooms: property.roomCount,
    availableRooms: property.unitsAvailable,
    freeRooms: freeRooms(record),
    bathrooms: property.bathrooms,
    roomTypes: home.roomTypes as CoLivingRoomType[],
    sharedSpaces: home.sharedSpaces as SharedSpace[],
    baseRoomRate: centsToDollars(property.rentPerRoomCents ?? 0),
    utilitiesIncluded: home.utilitiesIncluded,
    wifiIncluded: home.wifiIncluded,
    parkingIncluded: home.parkingIncluded,
    accessible: property.accessible,
    allowsPets: property.allowsPets,
    smokingPolicy: home.smokingPolicy,
    quietHours: { start: home.quietHoursStart, end: home.quietHoursEnd },
    hasYard: home.hasYard,
    hasGarage: home.hasGarage,
    managementFeeMonthly: centsToDollars(home.managementFeeMonthlyCents),
    households: record.households,
  };
}

/** What compatibility needs to know about the home. */
export function homeProfile(record: Pick<HomeRecord, 'property' | 'home'>): CoLivingHomeProfile {
  const { property, home } = record;
  return {
    baseRoomRateCents: property.rentPerRoomCents ?? 0,
    roomTypes: home.roomTypes as CoLivingRoomType[],
    accessible: property.accessible,
    allowsPets: property.allowsPets,
    smokingPolicy: home.smokingPolicy,
    quietHours: { start: home.quietHoursStart, end: home.quietHoursEnd },
  };
}
