import { CO_LIVING_ROOM_RENT_DOLLARS, CO_LIVING_TENANTS_PER_BEDROOM, DEFAULT_ROOM_COUNT } from './constants';

/**
 * Vacancy cost and co-living income, in whole dollars per month:
 *   vacancyLoss     = rent x vacancyMonths (what the empty months cost you);
 *   tenants         = CO_LIVING_TENANTS_PER_BEDROOM x bedrooms (DEFAULT_ROOM_COUNT bedrooms when unknown,
 *                     so the default is 6 veteran tenants);
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

export function estimateIncome({ rent, vacancyMonths, bedrooms }: IncomeEstimateInput): IncomeEstimate {
  const tenants = CO_LIVING_TENANTS_PER_BEDROOM * (bedrooms ?? DEFAULT_ROOM_COUNT);
  const monthlyIncome = tenants * CO_LIVING_ROOM_RENT_DOLLARS;
  return {
    vacancyLoss: rent * vacancyMonths,
    estimatedIncome: monthlyIncome - rent,
    monthlyIncome,
    tenants,
    roomRent: CO_LIVING_ROOM_RENT_DOLLARS,
  };
}
