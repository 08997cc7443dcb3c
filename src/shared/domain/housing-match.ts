import type { BenefitKey } from './constants';
import {
  budgetCents,
  type EngineProperty,
  type EngineVeteran,
  hardRuleFailure as engineHardRuleFailure,
  type LandlordTier,
  MATCH_RADIUS_MILES,
  sameZip,
  scorePair,
} from './match-engine';
import type { UrgencyLevel } from './urgency';

/**
 * The veteran search, the match request and the bulk intake in the words of their forms (benefit ticks,
 * a distance already measured), scored by the match engine (src/shared/domain/match-engine) so every flow
 * applies the same hard rules and the same 0-100 score as the engine runs of the housing dashboard.
 * A search has no intake time and, unless told, 'normal' urgency: those parts are then equal for every home.
 */
export { MATCH_RADIUS_MILES, sameZip };

/** Typical monthly amounts: shown to case workers as an estimate, never used to hide a home. */
export const BENEFIT_INCOME_ESTIMATES_CENTS: Record<Exclude<BenefitKey, 'vash'>, number> = {
  giBill: 180_000,
  disability: 170_000,
  employment: 250_000,
};

export interface MatchSeeker {
  zipCode: string;
  benefits: Record<BenefitKey, boolean>;
  monthlyIncomeCents?: number | null;
  /** the most the veteran can pay a month, when stated */
  maxRentCents?: number | null;
  requiresAccessibility?: boolean;
  hasPet?: boolean;
  urgency?: UrgencyLevel;
  /** intake time; a search without one has no waiting points */
  waitingSince?: Date;
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
  /** the landlord's tier; bronze (the default) when the listing has none */
  landlordTier?: LandlordTier | null;
}

export interface MatchScore {
  score: number;
  reasons: string[];
}

/** The rent limit the engine holds the veteran to, when their answers give one (a voucher lifts it). */
export function seekerBudgetCents(seeker: MatchSeeker): number | null {
  return budgetCents({
    maxRentCents: seeker.maxRentCents,
    monthlyIncomeCents: seeker.monthlyIncomeCents,
    hasVoucher: seeker.benefits.vash,
  });
}

function toEngineVeteran(seeker: MatchSeeker, now: Date): EngineVeteran {
  return {
    id: '',
    zipCode: seeker.zipCode,
    latitude: null,
    longitude: null,
    hasVoucher: seeker.benefits.vash,
    requiresAccessibility: seeker.requiresAccessibility ?? false,
    hasPet: seeker.hasPet ?? false,
    urgency: seeker.urgency ?? 'normal',
    maxRentCents: seekerBudgetCents(seeker),
    waitingSince: seeker.waitingSince ?? now,
  };
}

function toEngineProperty(home: MatchCandidate): EngineProperty {
  return {
    id: '',
    zipCode: home.zipCode,
    latitude: null,
    longitude: null,
    acceptsVouchers: home.acceptsVouchers,
    accessible: home.accessible,
    allowsPets: home.allowsPets,
    available: home.status === 'available',
    unitsAvailable: home.unitsAvailable,
    rentCents: home.rentCents,
    landlordTier: home.landlordTier ?? 'bronze',
  };
}

/** The engine's distance rule on a measured distance: null (no coordinates) passes only in the same ZIP. */
const ruleDistance = (seeker: MatchSeeker, home: MatchCandidate) =>
  home.distanceMiles ?? (sameZip(home.zipCode, seeker.zipCode) ? 0 : null);

/** A home the hard rules refuse (the rule's words), or its score and reasons. */
export type HomeAssessment = { failure: string } | ({ failure: null } & MatchScore);

/**
 * The one conversion of a veteran and a home into the engine's shapes, the one distance and the one clock:
 * the hard rules first, then the score (see match-engine/rules.ts and score.ts).
 */
export function assessHome(seeker: MatchSeeker, home: MatchCandidate, now = new Date()): HomeAssessment {
  const veteran = toEngineVeteran(seeker, now);
  const property = toEngineProperty(home);
  const distance = ruleDistance(seeker, home);
  const failure = engineHardRuleFailure(veteran, property, distance);
  if (failure) return { failure };
  const scored = scorePair(veteran, property, distance ?? 0, now);
  return { failure: null, score: scored.score, reasons: scored.reasons };
}

export function seekerRuleFailure(seeker: MatchSeeker, home: MatchCandidate): string | null {
  return assessHome(seeker, home).failure;
}

/** A rough monthly income from the benefits ticked, when the veteran has not told us theirs. */
export function estimatedMonthlyIncomeCents(seeker: MatchSeeker): number {
  if (seeker.monthlyIncomeCents != null) return seeker.monthlyIncomeCents;
  return (Object.keys(BENEFIT_INCOME_ESTIMATES_CENTS) as (keyof typeof BENEFIT_INCOME_ESTIMATES_CENTS)[])
    .filter((key) => seeker.benefits[key])
    .reduce((sum, key) => sum + BENEFIT_INCOME_ESTIMATES_CENTS[key], 0);
}

/** The engine's score and reasons for a home that passes the hard rules (see match-engine/score.ts). */
export function scoreMatch(seeker: MatchSeeker, home: MatchCandidate, now = new Date()): MatchScore {
  const veteran = toEngineVeteran(seeker, now);
  const scored = scorePair(veteran, toEngineProperty(home), ruleDistance(seeker, home) ?? 0, now);
  return { score: scored.score, reasons: scored.reasons };
}
