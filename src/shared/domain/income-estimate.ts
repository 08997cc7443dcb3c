import { HOUSEHOLD_MAX_OCCUPANTS } from './co-living/vocabulary';
import { CO_LIVING_ROOM_RENT_DOLLARS, DEFAULT_ROOM_COUNT } from './constants';
import { wholeNumberText } from './number-text';

/**
 * Vacancy cost and co-living income, in whole dollars per month, by the co-living model (decisions 0015 and 0025):
 * every veteran has a private room, and veterans live in households of HOUSEHOLD_MAX_OCCUPANTS, so a home houses
 * one household for each full 3 bedrooms:
 *   vacancyLoss     = rent x vacancyMonths (what the empty months cost you);
 *   tenants         = 3 x floor(bedrooms / 3) (DEFAULT_ROOM_COUNT bedrooms when unknown: 3 veterans);
 *   monthlyIncome   = tenants x CO_LIVING_ROOM_RENT_DOLLARS;
 *   estimatedIncome = monthlyIncome - rent (the monthly gain over the current rent; negative when co-living
 *                     would earn less).
 */
export interface IncomeEstimateInput {
  rent: number;
  vacancyMonths: number;
  bedrooms?: number | null;
  /** The room rent to count, whole dollars: rents near the home (nearbyRoomRent); the program's when absent. */
  roomRent?: number | null;
}

/** Rooms on the platform within this many miles of a home set the room rent its estimate counts (issue 37). */
export const NEARBY_RENT_MILES = 25;

/** Where the room rent of an estimate comes from: rooms listed near the home, or the program's standard rent. */
export const ROOM_RENT_SOURCES = ['nearby', 'program'] as const;
export type RoomRentSource = (typeof ROOM_RENT_SOURCES)[number];

/** The median of the room rents listed near a home (whole dollars), or null when none are. */
export function nearbyRoomRent(roomRentsCents: readonly number[]): number | null {
  if (roomRentsCents.length === 0) return null;
  const sorted = [...roomRentsCents].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return Math.round(median / 100);
}

/** Where the room rent of an estimate comes from, in words (the home's ZIP code, when the landlord gave one). */
export function roomRentSourceText(
  source: RoomRentSource,
  nearbyHomes: number,
  zipCode: string | null,
): string {
  if (source === 'nearby')
    return `The room rent is the middle rent of ${wholeNumberText(nearbyHomes)} ${nearbyHomes === 1 ? 'home' : 'homes'} with rooms on our platform within ${NEARBY_RENT_MILES} miles of ZIP code ${zipCode ?? ''}.`;
  return zipCode
    ? `The room rent is the program's standard rent: no rooms are listed on our platform within ${NEARBY_RENT_MILES} miles of ZIP code ${zipCode} yet.`
    : "The room rent is the program's standard rent. Do the assessment to use the rents near your home.";
}

export interface IncomeEstimate {
  vacancyLoss: number;
  estimatedIncome: number;
  monthlyIncome: number;
  tenants: number;
  roomRent: number;
}

/** The rule in words, as the income step and the landlord dashboard say it. */
export const INCOME_ESTIMATE_RULE = `Every veteran has a private room, and veterans share a home in households of ${HOUSEHOLD_MAX_OCCUPANTS}: so we count ${HOUSEHOLD_MAX_OCCUPANTS} veterans for each full ${HOUSEHOLD_MAX_OCCUPANTS} bedrooms, each paying the middle rent of the rooms on our platform within 25 miles of your home, or the program's $${wholeNumberText(CO_LIVING_ROOM_RENT_DOLLARS)} a month when none are listed there.`;

/** Veterans a home of `bedrooms` houses in the co-living program: one private room each, whole households only. */
export const coLivingTenants = (bedrooms: number) =>
  HOUSEHOLD_MAX_OCCUPANTS * Math.floor(Math.max(0, bedrooms) / HOUSEHOLD_MAX_OCCUPANTS);

export function estimateIncome({
  rent,
  vacancyMonths,
  bedrooms,
  roomRent,
}: IncomeEstimateInput): IncomeEstimate {
  const tenants = coLivingTenants(bedrooms ?? DEFAULT_ROOM_COUNT);
  const rentPerRoom = roomRent ?? CO_LIVING_ROOM_RENT_DOLLARS;
  const monthlyIncome = tenants * rentPerRoom;
  return {
    vacancyLoss: rent * vacancyMonths,
    estimatedIncome: monthlyIncome - rent,
    monthlyIncome,
    tenants,
    roomRent: rentPerRoom,
  };
}

/** What a typical home (DEFAULT_ROOM_COUNT bedrooms) earns a month in the program, before any estimate is made. */
export const TYPICAL_MONTHLY_INCOME = coLivingTenants(DEFAULT_ROOM_COUNT) * CO_LIVING_ROOM_RENT_DOLLARS;

/** A listing's rent as the dashboard counts it: a rent per room (for each room), or the whole-unit rent. */
export interface ListedRent {
  rentCents: number | null;
  rentPerRoomCents: number | null;
  roomCount: number;
}

/**
 * What a landlord's own listings earn a month at their own rents once every room is let (issue 37: the dashboard
 * shows the listing just made, not the income step's estimate): rooms x rent per room, or the whole-unit rent.
 */
export function listedMonthlyIncomeCents(listings: readonly ListedRent[]): number {
  return listings.reduce(
    (sum, listing) =>
      sum +
      (listing.rentPerRoomCents != null
        ? listing.rentPerRoomCents * listing.roomCount
        : (listing.rentCents ?? 0)),
    0,
  );
}
