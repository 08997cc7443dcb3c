import { formatDollars } from '../money';
import type { UrgencyLevel } from '../urgency';
import { LANDLORD_TIER_LABELS, LANDLORD_TIERS } from './landlord-tiers';
import { hardRuleFailure, MATCH_RADIUS_MILES, pairDistanceMiles, sameZip } from './rules';
import type { EngineProperty, EngineVeteran } from './types';

/** Most points each part gives; they add up to 100. */
export const SCORE_WEIGHTS = {
  distance: 35,
  rentFit: 20,
  urgency: 25,
  landlordTier: 10,
  waiting: 10,
} as const;

const URGENCY_POINTS: Record<UrgencyLevel, number> = { critical: 25, high: 16, normal: 8, low: 0 };
/** Days of waiting that earn the full waiting points: the 'normal' urgency timeline (spec 2, section 9). */
export const FULL_WAITING_DAYS = 90;
/** Rent at or below this share of the budget earns the full rent-fit points. */
const COMFORTABLE_RENT_SHARE = 0.7;
const RENT_FIT_AT_BUDGET = 5;
const RENT_FIT_UNKNOWN = 10;
const DAY_MS = 86_400_000;

export interface ScoreParts {
  distance: number;
  rentFit: number;
  urgency: number;
  landlordTier: number;
  waiting: number;
}

export interface ScoredPair {
  /** integer 0-100 */
  score: number;
  /** the reasons joined with '; ' */
  reason: string;
  reasons: string[];
  parts: ScoreParts;
  distanceMiles: number;
}

export function rentFitPoints(rentCents: number | null, budget: number | null): number {
  if (rentCents == null || budget == null) return RENT_FIT_UNKNOWN;
  const share = budget > 0 ? rentCents / budget : rentCents > 0 ? Number.POSITIVE_INFINITY : 0;
  if (share > 1) return 0;
  const room = Math.min(1, (1 - share) / (1 - COMFORTABLE_RENT_SHARE));
  return RENT_FIT_AT_BUDGET + (SCORE_WEIGHTS.rentFit - RENT_FIT_AT_BUDGET) * room;
}

/** formatDollars of the rents seen so far: a run formats the same few hundred amounts thousands of times. */
const dollarWords = new Map<number, string>();
function dollars(cents: number): string {
  let words = dollarWords.get(cents);
  if (words === undefined) {
    if (dollarWords.size >= 10_000) dollarWords.clear();
    words = formatDollars(cents);
    dollarWords.set(cents, words);
  }
  return words;
}

function distanceWords(veteran: EngineVeteran, property: EngineProperty, miles: number): string {
  if (sameZip(veteran.zipCode, property.zipCode) && miles < 0.05) return 'same ZIP code';
  return miles < 0.05 ? 'less than 0.1 miles' : `${miles.toFixed(1)} miles`;
}

const waitingDaysOf = (veteran: EngineVeteran, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - veteran.waitingSince.getTime()) / DAY_MS));

export const distancePoints = (miles: number, radiusMiles: number) =>
  SCORE_WEIGHTS.distance * Math.max(0, 1 - miles / radiusMiles);
export const tierPoints = (tier: EngineProperty['landlordTier']) =>
  (SCORE_WEIGHTS.landlordTier * Math.max(0, LANDLORD_TIERS.indexOf(tier))) / (LANDLORD_TIERS.length - 1);
/** The parts that depend on the veteran alone: urgency plus time waiting. */
export const veteranPoints = (veteran: EngineVeteran, now: Date) =>
  URGENCY_POINTS[veteran.urgency] +
  SCORE_WEIGHTS.waiting * Math.min(1, waitingDaysOf(veteran, now) / FULL_WAITING_DAYS);

/**
 * The integer 0-100 score from its parts; the one place the sum is taken, so the candidate search and
 * the stored score agree to the last bit.
 */
export function totalOf(distance: number, rentFit: number, tier: number, veteranOnly: number): number {
  return Math.min(100, Math.max(0, Math.round(distance + rentFit + tier + veteranOnly)));
}

export function scoreParts(
  veteran: EngineVeteran,
  property: EngineProperty,
  distanceMiles: number,
  now: Date,
  radiusMiles = MATCH_RADIUS_MILES,
): ScoreParts {
  return {
    distance: distancePoints(distanceMiles, radiusMiles),
    rentFit: rentFitPoints(property.rentCents, veteran.maxRentCents),
    urgency: URGENCY_POINTS[veteran.urgency],
    landlordTier: tierPoints(property.landlordTier),
    waiting: SCORE_WEIGHTS.waiting * Math.min(1, waitingDaysOf(veteran, now) / FULL_WAITING_DAYS),
  };
}

/** The integer 0-100 score of the parts (the one number stored and compared). */
export function totalScore(parts: ScoreParts): number {
  return totalOf(parts.distance, parts.rentFit, parts.landlordTier, parts.urgency + parts.waiting);
}

/**
 * Score a pair whose hard rules already pass, at a known distance (see scoreMatch for the whole rule).
 * Pair-dependent parts: distance and rent fit; veteran-only parts: urgency and waiting; property-only: tier.
 */
export function scorePair(
  veteran: EngineVeteran,
  property: EngineProperty,
  distanceMiles: number,
  now: Date,
  radiusMiles = MATCH_RADIUS_MILES,
): ScoredPair {
  const parts = scoreParts(veteran, property, distanceMiles, now, radiusMiles);
  const waitingDays = waitingDaysOf(veteran, now);
  const tierRank = LANDLORD_TIERS.indexOf(property.landlordTier);

  const reasons: string[] = [];
  if (veteran.hasVoucher) reasons.push('accepts HUD-VASH');
  reasons.push(distanceWords(veteran, property, distanceMiles));
  if (property.rentCents != null) {
    const rent = `rent ${dollars(property.rentCents)}`;
    reasons.push(veteran.maxRentCents != null ? `${rent} within budget` : rent);
  }
  if (veteran.requiresAccessibility) reasons.push('accessible');
  if (veteran.hasPet) reasons.push('pets allowed');
  if (veteran.urgency === 'critical' || veteran.urgency === 'high')
    reasons.push(`${veteran.urgency} urgency`);
  if (tierRank > 0) reasons.push(LANDLORD_TIER_LABELS[property.landlordTier]);
  if (waitingDays >= 7) reasons.push(`waiting ${waitingDays} days`);

  return {
    score: totalScore(parts),
    reason: reasons.join('; '),
    reasons,
    parts,
    distanceMiles,
  };
}

/**
 * Score 0-100 of proposing this home to this veteran, or null when a hard rule fails:
 *   distance up to 35 (35 at the same centroid, linearly 0 at the radius);
 *   rent fit up to 20 (20 at or below 70% of the budget, 5 at the budget, 10 when rent or budget is unknown);
 *   urgency up to 25 (critical 25, high 16, normal 8, low 0);
 *   landlord tier up to 10 (bronze 0, green 2.5, teal 5, plum 7.5, impact-champion 10);
 *   time waiting up to 10 (linearly, full at 90 days since intake).
 */
export function scoreMatch(
  veteran: EngineVeteran,
  property: EngineProperty,
  now: Date,
  radiusMiles = MATCH_RADIUS_MILES,
): ScoredPair | null {
  const distance = pairDistanceMiles(veteran, property);
  if (hardRuleFailure(veteran, property, distance, radiusMiles) !== null || distance === null) return null;
  return scorePair(veteran, property, distance, now, radiusMiles);
}
