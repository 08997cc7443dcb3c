import { homeConcerns, homeDealBreakers } from './home-fit';
import { pairCompatibility } from './pair';
import type {
  CoLivingHomeProfile,
  CoLivingProfile,
  CompatibilityScores,
  PairCompatibility,
} from './profiles';
import { clampScore } from './scoring';
import { HOUSEHOLD_MAX_OCCUPANTS } from './vocabulary';
import { SHORTEST_TRIAL_PERIOD, TRIAL_PERIOD_RULES, type TrialPeriodDays } from './weights';

export interface HouseholdPair {
  aId: string;
  bId: string;
  result: PairCompatibility;
}

export interface HouseholdDealBreaker {
  /** the members it concerns: one (the home does not fit them), two (a pair) or all (too many) */
  memberIds: string[];
  reason: string;
}

export interface HouseholdCompatibility {
  /** every pair of members, in member order */
  pairs: HouseholdPair[];
  /** each score's mean over the pairs; null with fewer than two members */
  scores: CompatibilityScores | null;
  /** the household score: the mean of the pairs' overall scores (scores.overall) */
  score: number | null;
  /** the pair with the lowest overall score (the first of equals); null with fewer than two members */
  weakestPair: HouseholdPair | null;
  /** distinct reasons over the pairs, in pair order */
  reasons: string[];
  /** distinct concerns over the pairs, then with the home */
  potentialConcerns: string[];
  /** the first deal-breaker: household size, then the home (member order), then the pairs */
  dealBreaker: HouseholdDealBreaker | null;
  /** there are members, no deal-breaker, and every pair is compatible */
  compatible: boolean;
  /** days of trial before the placement is final; null when the household is not compatible */
  recommendedTrialPeriod: TrialPeriodDays | null;
}

export const TOO_MANY_MEMBERS = `a household holds at most ${HOUSEHOLD_MAX_OCCUPANTS} veterans`;

/** The trial period from the weakest pair's overall score and the number of distinct concerns. */
export function recommendedTrialPeriod(weakestOverall: number, concernCount: number): TrialPeriodDays {
  const rule = TRIAL_PERIOD_RULES.find(
    (r) => weakestOverall < r.weakestBelow || concernCount >= r.concernsAtLeast,
  );
  return rule?.days ?? SHORTEST_TRIAL_PERIOD;
}

const distinct = (texts: string[]) => [...new Set(texts)];
const mean = (values: number[]) => clampScore(values.reduce((sum, v) => sum + v, 0) / values.length);

function meanScores(pairs: HouseholdPair[]): CompatibilityScores | null {
  if (pairs.length === 0) return null;
  const of = (key: keyof CompatibilityScores) => mean(pairs.map((pair) => pair.result[key]));
  return {
    overall: of('overall'),
    serviceEra: of('serviceEra'),
    social: of('social'),
    lifestyle: of('lifestyle'),
    financial: of('financial'),
  };
}

function firstDealBreaker(
  members: CoLivingProfile[],
  pairs: HouseholdPair[],
  home: CoLivingHomeProfile | undefined,
): HouseholdDealBreaker | null {
  if (members.length > HOUSEHOLD_MAX_OCCUPANTS) {
    return { memberIds: members.map((m) => m.id), reason: TOO_MANY_MEMBERS };
  }
  for (const member of members) {
    const reason = home ? homeDealBreakers(member, home)[0] : undefined;
    if (reason) return { memberIds: [member.id], reason };
  }
  const pair = pairs.find((p) => p.result.dealBreaker !== null);
  return pair ? { memberIds: [pair.aId, pair.bId], reason: pair.result.dealBreaker as string } : null;
}

/**
 * How well a household (the members, and the home if known) would live together: every pair, the
 * mean of their scores, the weakest pair, all concerns, the first deal-breaker and the trial period.
 * A household of one has no pairs: it is judged against the home only.
 */
export function householdCompatibility(
  members: CoLivingProfile[],
  home?: CoLivingHomeProfile,
): HouseholdCompatibility {
  const pairs: HouseholdPair[] = [];
  members.forEach((a, i) => {
    for (const b of members.slice(i + 1))
      pairs.push({ aId: a.id, bId: b.id, result: pairCompatibility(a, b) });
  });
  const scores = meanScores(pairs);
  const weakestPair = pairs.reduce<HouseholdPair | null>(
    (weakest, pair) => (weakest && weakest.result.overall <= pair.result.overall ? weakest : pair),
    null,
  );
  const potentialConcerns = distinct([
    ...pairs.flatMap((pair) => pair.result.potentialConcerns),
    ...(home ? members.flatMap((member) => homeConcerns(member, home)) : []),
  ]);
  const dealBreaker = firstDealBreaker(members, pairs, home);
  const compatible =
    members.length > 0 && dealBreaker === null && pairs.every((pair) => pair.result.compatible);
  return {
    pairs,
    scores,
    score: scores?.overall ?? null,
    weakestPair,
    reasons: distinct(pairs.flatMap((pair) => pair.result.reasons)),
    potentialConcerns,
    dealBreaker,
    compatible,
    recommendedTrialPeriod: compatible
      ? recommendedTrialPeriod(weakestPair?.result.overall ?? 100, potentialConcerns.length)
      : null,
  };
}
