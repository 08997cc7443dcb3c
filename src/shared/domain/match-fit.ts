import { formatDollars } from './money';

/**
 * How a home found by the housing search is described to a veteran: a fit in words and the reasons that matter
 * to them (how far, what it costs, what it accepts). Never the landlord's tier or a score out of 100: those are
 * the engine's ranking, not something a veteran can weigh.
 */
export const MATCH_FITS = ['great', 'good', 'possible'] as const;
export type MatchFit = (typeof MATCH_FITS)[number];
export const MATCH_FIT_LABELS: Record<MatchFit, string> = {
  great: 'Great match',
  good: 'Good match',
  possible: 'Possible match',
};

/** The search reaches 50 miles; a great match is close enough to keep a job, a clinic and friends. */
export const GREAT_MATCH_MILES = 10;
export const GOOD_MATCH_MILES = 25;
/** The rule in words, for the screen that shows the fits. */
export const MATCH_FIT_RULE = `Great match: within ${GREAT_MATCH_MILES} miles and within your budget when you gave one. Good match: within ${GOOD_MATCH_MILES} miles. Possible match: farther, up to 50 miles.`;

export interface FitFacts {
  /** Miles from the veteran's ZIP; 0 in the same ZIP. */
  distanceMiles: number;
  sameZip: boolean;
  rentCents: number | null;
  /** The veteran's rent limit, when they gave one (or their income implies one). */
  budgetCents: number | null;
  /** The veteran has a HUD-VASH voucher and the home takes it. */
  acceptsTheirVoucher: boolean;
}

/** Over budget is never great; an unknown rent with a known budget is at most good. */
export function matchFit(facts: FitFacts): MatchFit {
  const withinBudget =
    facts.budgetCents === null || (facts.rentCents !== null && facts.rentCents <= facts.budgetCents);
  if (facts.distanceMiles <= GREAT_MATCH_MILES && withinBudget) return 'great';
  if (facts.distanceMiles <= GOOD_MATCH_MILES) return 'good';
  return 'possible';
}

/** One distance format everywhere a veteran reads one: "In your ZIP code", "less than 0.1 miles", "3.0 miles". */
export function distanceInWords(distanceMiles: number | null, sameZip: boolean): string {
  if (sameZip && (distanceMiles === null || distanceMiles < 0.05)) return 'In your ZIP code';
  if (distanceMiles === null) return 'Distance not known';
  if (distanceMiles < 0.05) return 'Less than 0.1 miles away';
  return `${distanceMiles.toFixed(1)} miles away`;
}

export function matchReasons(facts: FitFacts): string[] {
  const reasons = [distanceInWords(facts.distanceMiles, facts.sameZip)];
  if (facts.rentCents === null) reasons.push('Ask the landlord about the rent');
  else {
    const rent = `${formatDollars(facts.rentCents)} a month for your room`;
    reasons.push(
      facts.budgetCents !== null && facts.rentCents <= facts.budgetCents
        ? `${rent}, within your budget`
        : rent,
    );
  }
  if (facts.acceptsTheirVoucher) reasons.push('Accepts your HUD-VASH voucher');
  return reasons;
}
