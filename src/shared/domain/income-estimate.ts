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
}

export interface IncomeEstimate {
  vacancyLoss: number;
  estimatedIncome: number;
  monthlyIncome: number;
  tenants: number;
  roomRent: number;
}

/** The rule in words, as the income step and the landlord dashboard say it. */
export const INCOME_ESTIMATE_RULE = `Every veteran has a private room, and veterans share a home in households of ${HOUSEHOLD_MAX_OCCUPANTS}: so we count ${HOUSEHOLD_MAX_OCCUPANTS} veterans for each full ${HOUSEHOLD_MAX_OCCUPANTS} bedrooms, each paying $${wholeNumberText(CO_LIVING_ROOM_RENT_DOLLARS)} a month for their room.`;

/** Veterans a home of `bedrooms` houses in the co-living program: one private room each, whole households only. */
export const coLivingTenants = (bedrooms: number) =>
  HOUSEHOLD_MAX_OCCUPANTS * Math.floor(Math.max(0, bedrooms) / HOUSEHOLD_MAX_OCCUPANTS);

export function estimateIncome({ rent, vacancyMonths, bedrooms }: IncomeEstimateInput): IncomeEstimate {
  const tenants = coLivingTenants(bedrooms ?? DEFAULT_ROOM_COUNT);
  const monthlyIncome = tenants * CO_LIVING_ROOM_RENT_DOLLARS;
  return {
    vacancyLoss: rent * vacancyMonths,
    estimatedIncome: monthlyIncome - rent,
    monthlyIncome,
    tenants,
    roomRent: CO_LIVING_ROOM_RENT_DOLLARS,
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
