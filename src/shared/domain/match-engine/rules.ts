import { distanceMiles } from '../geo';
import { formatDollars } from '../money';
import type { EngineProperty, EngineVeteran } from './types';

/**
 * Farthest a proposed home may be from the veteran's ZIP centroid. 50 miles is about an hour's drive:
 * far enough for rural veterans to get offers, near enough to keep the VA clinic and case manager in reach.
 */
export const MATCH_RADIUS_MILES = 50;

/**
 * Share of a stated monthly income that may go to rent. Above half of income HUD calls a household
 * "severely cost-burdened", so a home above it is not proposed.
 */
export const RENT_SHARE_OF_INCOME = 0.5;

/** ZIP+4 and plain ZIPs of the same area compare equal ("12345-6789" and "12345"). */
export const sameZip = (a: string, b: string) => a.trim().slice(0, 5) === b.trim().slice(0, 5);

type Place = Pick<EngineVeteran, 'zipCode' | 'latitude' | 'longitude'>;

/** Miles between ZIP centroids; 0 in the same ZIP without coordinates; null when it cannot be known. */
export function pairDistanceMiles(a: Place, b: Place): number | null {
  if (a.latitude != null && a.longitude != null && b.latitude != null && b.longitude != null) {
    return distanceMiles(
      { latitude: a.latitude, longitude: a.longitude },
      { latitude: b.latitude, longitude: b.longitude },
    );
  }
  return sameZip(a.zipCode, b.zipCode) ? 0 : null;
}

/**
 * What a veteran can pay a month, in cents, or null when unknown (no hard cut then):
 * the case manager's stated maximum wins; a HUD-VASH voucher holder without one has no cap, because the
 * voucher pays the rent above their share; else a stated income times RENT_SHARE_OF_INCOME.
 * Incomes guessed from benefits are not a budget: a guess must not hide a home.
 */
export function budgetCents(veteran: {
  maxRentCents?: number | null;
  monthlyIncomeCents?: number | null;
  hasVoucher?: boolean;
}): number | null {
  if (veteran.maxRentCents != null) return veteran.maxRentCents;
  if (veteran.hasVoucher) return null;
  if (veteran.monthlyIncomeCents != null)
    return Math.round(veteran.monthlyIncomeCents * RENT_SHARE_OF_INCOME);
  return null;
}

/**
 * The first hard rule the pair breaks, in words, or null when the home may be proposed.
 * `distanceMiles` is pairDistanceMiles(veteran, property): null means neither coordinates nor the same ZIP.
 */
export function hardRuleFailure(
  veteran: EngineVeteran,
  property: EngineProperty,
  distanceMiles: number | null,
  radiusMiles = MATCH_RADIUS_MILES,
): string | null {
  if (!property.available || property.unitsAvailable < 1) return 'not available';
  if (distanceMiles === null || distanceMiles > radiusMiles) return `more than ${radiusMiles} miles away`;
  if (veteran.hasVoucher && !property.acceptsVouchers) return 'does not accept HUD-VASH vouchers';
  if (veteran.requiresAccessibility && !property.accessible) return 'not accessible';
  if (veteran.hasPet && !property.allowsPets) return 'no pets allowed';
  if (
    veteran.maxRentCents != null &&
    property.rentCents != null &&
    property.rentCents > veteran.maxRentCents
  ) {
    return `rent ${formatDollars(property.rentCents)} above budget ${formatDollars(veteran.maxRentCents)}`;
  }
  return null;
}
