import { financialPart } from './financial';
import { lifestylePart } from './lifestyle';
import type { CoLivingProfile, PairCompatibility } from './profiles';
import { weighted } from './scoring';
import { serviceEraPart } from './service-era';
import { socialPart } from './social';
import { MIN_COMPATIBLE_SCORE, PART_WEIGHTS } from './weights';

export const SMOKING_DEAL_BREAKER = 'one is fine with smoking at home, the other needs a smoke-free home';

/**
 * Why two people must never share a home, or null. Between two people only smoking is one: pets are
 * judged against the home (applicants are not asked whether they accept a housemate's pet), a service
 * animal is always allowed, and no alcohol with social drinking is a concern the pair can agree on.
 */
export function pairDealBreaker(
  a: Pick<CoLivingProfile, 'smokingPreference'>,
  b: Pick<CoLivingProfile, 'smokingPreference'>,
): string | null {
  const answers = new Set([a.smokingPreference, b.smokingPreference]);
  return answers.has('smoking_ok') && answers.has('non_smoking') ? SMOKING_DEAL_BREAKER : null;
}

/**
 * How well two applicants would share a home: four parts 0-100, the overall score as their weighted
 * sum (PART_WEIGHTS), what raised it and what lowered it. A deal-breaker sets the overall score to 0,
 * so such a pair never reads as compatible; its parts still show. Symmetric and deterministic.
 */
export function pairCompatibility(a: CoLivingProfile, b: CoLivingProfile): PairCompatibility {
  const serviceEra = serviceEraPart(a, b);
  const social = socialPart(a, b);
  const lifestyle = lifestylePart(a, b);
  const financial = financialPart(a, b);
  const dealBreaker = pairDealBreaker(a, b);
  const weightedOverall = weighted(
    {
      serviceEra: serviceEra.score,
      social: social.score,
      lifestyle: lifestyle.score,
      financial: financial.score,
    },
    PART_WEIGHTS,
  );
  const overall = dealBreaker ? 0 : weightedOverall;
  const parts = [serviceEra, social, lifestyle, financial];
  return {
    overall,
    serviceEra: serviceEra.score,
    social: social.score,
    lifestyle: lifestyle.score,
    financial: financial.score,
    reasons: parts.flatMap((part) => part.reasons),
    potentialConcerns: parts.flatMap((part) => part.concerns),
    dealBreaker,
    compatible: dealBreaker === null && overall >= MIN_COMPATIBLE_SCORE,
  };
}
