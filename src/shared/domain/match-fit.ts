import { formatDollars } from './money';

/**
 * A match's fit in one vocabulary for everyone who reads it (issue 37): the veteran reads the words only, the
 * landlord, the case worker and the admin read the words beside the engine's 0-100 score. The words come from
 * the score alone, so a label never contradicts the number and a list ordered best score first is ordered
 * best fit first too. Never the landlord's tier or the score itself to a veteran.
 */
export const MATCH_FITS = ['great', 'good', 'possible'] as const;
export type MatchFit = (typeof MATCH_FITS)[number];
export const MATCH_FIT_LABELS: Record<MatchFit, string> = {
  great: 'Great match',
  good: 'Good match',
  possible: 'Possible match',
};

/**
 * The lowest scores of a great and of a good match (see match-engine/score.ts). A search knows neither the
 * veteran's budget nor their urgency (rent fit 10, normal urgency 8), so there a bronze landlord's home in the
 * veteran's ZIP scores 53, a good match, and one about 20 miles away 39, a possible one; a great match needs
 * a rent known to fit, more urgency or time waiting, or a landlord the network ranks higher.
 */
export const GREAT_MATCH_SCORE = 60;
export const GOOD_MATCH_SCORE = 40;
/** The rule in words, for a screen that explains the fits (no numbers: veterans never see the score). */
export const MATCH_FIT_RULE =
  'We rank homes by how near they are, how well the rent fits your budget and how soon you need a home. Great, Good and Possible say where a home falls in that ranking.';

/** The one fit of a match, from the engine's 0-100 score. */
export function matchFit(score: number): MatchFit {
  if (score >= GREAT_MATCH_SCORE) return 'great';
  if (score >= GOOD_MATCH_SCORE) return 'good';
  return 'possible';
}

/** What staff and landlords read: the fit in words beside the number, e.g. "Great match · 72 of 100". */
export function matchFitWithScore(score: number): string {
  return `${MATCH_FIT_LABELS[matchFit(score)]} · ${score} of 100`;
}

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
