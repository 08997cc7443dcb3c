import type { BenefitKey } from './constants';
import { formatDollars } from './money';

/**
 * Housing match scoring used by the veteran search and the bulk intake.
 *
 * Hard rules (a property failing one is never proposed):
 *   - the property is available and has at least one unit or room free;
 *   - it is within MATCH_RADIUS_MILES of the veteran's ZIP (or in the same ZIP when a ZIP has no coordinates);
 *   - a HUD-VASH voucher holder is only matched where vouchers are accepted;
 *   - accessibility needs only to accessible homes, pets only where pets are allowed.
 *
 * Score, 0-100 (higher is better):
 *   - distance, up to 40: 40 in the same ZIP, falling linearly to 0 at the radius;
 *   - benefit fit, up to 25: 25 when the home accepts VA benefits and the veteran has one, 15 when the veteran
 *     relies on employment income only, 0 otherwise;
 *   - affordability, up to 20: 20 when a voucher covers the rent, else by rent against the estimated monthly income
 *     (BENEFIT_INCOME_ESTIMATES_CENTS): rent up to 50% of it 20, up to 60% 10, more 0;
 *   - quality, up to 15: inspected 10, furnished 5.
 */
export const MATCH_RADIUS_MILES = 50;

/** Typical monthly amounts, used only when the veteran has not told us their income. */
export const BENEFIT_INCOME_ESTIMATES_CENTS: Record<Exclude<BenefitKey, 'vash'>, number> = {
  giBill: 180_000,
  disability: 170_000,
  employment: 250_000,
};

export interface MatchSeeker {
  zipCode: string;
  benefits: Record<BenefitKey, boolean>;
  monthlyIncomeCents?: number | null;
  requiresAccessibility?: boolean;
  hasPet?: boolean;
}

export interface MatchCandidate {
  zipCode: string;
  status: string;
  unitsAvailable: number;
  acceptsVouchers: boolean;
  accessible: boolean;
  allowsPets: boolean;
  furnished: boolean;
  inspected: boolean;
  /** Monthly rent one veteran pays: the room rent, or the whole-unit rent. */
  rentCents: number | null;
  /** null when either ZIP has no known coordinates. */
  distanceMiles: number | null;
}

export interface MatchScore {
  score: number;
  reasons: string[];
}

/** ZIP+4 and plain ZIPs of the same area compare equal ("12345-6789" and "12345"). */
export const sameZip = (a: string, b: string) => a.trim().slice(0, 5) === b.trim().slice(0, 5);

export function hardRuleFailure(seeker: MatchSeeker, home: MatchCandidate): string | null {
  if (home.status !== 'available' || home.unitsAvailable < 1) return 'not available';
  if (
    home.distanceMiles === null
      ? !sameZip(home.zipCode, seeker.zipCode)
      : home.distanceMiles > MATCH_RADIUS_MILES
  ) {
    return `more than ${MATCH_RADIUS_MILES} miles away`;
  }
  if (seeker.benefits.vash && !home.acceptsVouchers) return 'does not accept HUD-VASH vouchers';
  if (seeker.requiresAccessibility && !home.accessible) return 'not accessible';
  if (seeker.hasPet && !home.allowsPets) return 'no pets allowed';
  return null;
}

export function estimatedMonthlyIncomeCents(seeker: MatchSeeker): number {
  if (seeker.monthlyIncomeCents != null) return seeker.monthlyIncomeCents;
  return (Object.keys(BENEFIT_INCOME_ESTIMATES_CENTS) as (keyof typeof BENEFIT_INCOME_ESTIMATES_CENTS)[])
    .filter((key) => seeker.benefits[key])
    .reduce((sum, key) => sum + BENEFIT_INCOME_ESTIMATES_CENTS[key], 0);
}

export function scoreMatch(seeker: MatchSeeker, home: MatchCandidate): MatchScore {
  const reasons: string[] = [];
  const distance = home.distanceMiles ?? 0;
  const distancePoints = Math.max(0, 40 * (1 - distance / MATCH_RADIUS_MILES));
  if (sameZip(home.zipCode, seeker.zipCode)) reasons.push('in your ZIP code');
  else reasons.push(distance < 0.05 ? 'less than 0.1 miles away' : `${distance.toFixed(1)} miles away`);

  const hasVaBenefit = seeker.benefits.vash || seeker.benefits.giBill || seeker.benefits.disability;
  let benefitPoints = 0;
  if (hasVaBenefit && home.acceptsVouchers) {
    benefitPoints = 25;
    reasons.push(seeker.benefits.vash ? 'accepts HUD-VASH' : 'accepts VA benefits');
  } else if (!hasVaBenefit && seeker.benefits.employment) {
    benefitPoints = 15;
  }

  let affordPoints = 0;
  if (seeker.benefits.vash && home.acceptsVouchers) {
    affordPoints = 20;
  } else if (home.rentCents != null) {
    const income = estimatedMonthlyIncomeCents(seeker);
    const share = income > 0 ? home.rentCents / income : Number.POSITIVE_INFINITY;
    affordPoints = share <= 0.5 ? 20 : share <= 0.6 ? 10 : 0;
    const rent = formatDollars(home.rentCents);
    reasons.push(affordPoints > 0 ? `rent ${rent} within budget` : `rent ${rent} may be above budget`);
  }

  const qualityPoints = (home.inspected ? 10 : 0) + (home.furnished ? 5 : 0);
  if (home.inspected) reasons.push('inspected');
  if (home.furnished) reasons.push('furnished');

  const score = Math.round(distancePoints + benefitPoints + affordPoints + qualityPoints);
  return { score: Math.min(100, Math.max(0, score)), reasons };
}
