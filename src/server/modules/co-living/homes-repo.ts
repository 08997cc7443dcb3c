import type { Database } from '@server/db/client';
import { coLivingHomes, coLivingHouseholds, coLivingMatches, properties } from '@server/db/schema';
import type { PropertyRow } from '@server/modules/properties';
import type { CoLivingHomeView } from '@shared/contracts/co-living-households';
import type { CoLivingHomeProfile } from '@shared/domain/co-living/profiles';
import type { CoLivingRoomType, SharedSpace } from '@shared/domain/co-living/vocabulary';
import { centsToDollars } from '@shared/domain/money';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';

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

/** Co-living homes, newest first, with their held places and live households. */
export async function selectHomes(db: Database, filter: HomeFilter = {}): Promise<HomeRecord[]> {
  const where: SQL[] = [];
  if (filter.landlordId) where.push(eq(properties.landlordId, filter.landlordId));
  if (filter.availableOnly) where.push(eq(properties.status, 'available'));
  const households = db
    .select({
      propertyId: coLivingHouseholds.propertyId,
      n: sql<number>`count(*)::int`.as('household_count'),
    })
    .from(coLivingHouseholds)
    .where(isLiveHousehold)
    .groupBy(coLivingHouseholds.propertyId)
    .as('live_households');
  let query = db
    .select({ property: properties, home: coLivingHomes, households: households.n })
    .from(coLivingHomes)
    .innerJoin(properties, eq(properties.id, coLivingHomes.propertyId))
    .leftJoin(households, eq(households.propertyId, coLivingHomes.propertyId))
    .where(and(...where))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .$dynamic();
  if (filter.limit !== undefined) query = query.limit(filter.limit).offset(filter.offset ?? 0);
  const rows = await query;
  if (rows.length === 0) return [];
  const held = await heldPlacesByHome(
    db,
    rows.map((row) => row.property.id),
  );
  return rows.map((row) => ({
    property: row.property,
    home: row.home,
    heldPlaces: held.get(row.property.id) ?? 0,
    households: row.households ?? 0,
  }));
}

/** Rooms open to the program that no member holds yet. */
export const freeRooms = (record: Pick<HomeRecord, 'property' | 'heldPlaces'>) =>
  Math.max(0, record.property.unitsAvailable - record.heldPlaces);

export function toHomeView(record: HomeRecord): CoLivingHomeView {
  const { property, home } = record;
  return {
    propertyId: property.id,
    address: property.address,
    city: property.city,
    state: property.state,
    zipCode: property.zipCode,
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
