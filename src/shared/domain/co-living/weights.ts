/**
 * Every weight and threshold of co-living compatibility, in one place so the decision record
 * (docs/decisions/0014-co-living-compatibility.md) and the code cannot drift apart. Each group of
 * weights adds up to 1.
 */

/** How the four parts make the overall pair score. Lifestyle weighs most: it is what housemates argue about. */
export const PART_WEIGHTS = {
  serviceEra: 0.15,
  social: 0.25,
  lifestyle: 0.35,
  financial: 0.25,
} as const;

/** Service era part: the era answer, plus the branch. */
export const SERVICE_ERA_POINTS = {
  sameEra: 90,
  /** one or both answered 'any' */
  anyEra: 75,
  /** neighbouring eras: Vietnam and Gulf War, or Gulf War and Post-9/11 */
  neighbouringEras: 50,
  /** Vietnam and Post-9/11 */
  distantEras: 30,
  /** added when both served in the same branch (the part never exceeds 100) */
  sameBranchBonus: 10,
} as const;

export const SOCIAL_WEIGHTS = {
  socialLevel: 0.4,
  conflictStyle: 0.3,
  community: 0.2,
  sharedLivingExperience: 0.1,
} as const;

export const LIFESTYLE_WEIGHTS = {
  cleanliness: 0.25,
  smoking: 0.25,
  drinking: 0.2,
  quietHours: 0.2,
  pets: 0.1,
} as const;

export const FINANCIAL_WEIGHTS = {
  /** how close the two room budgets are (smaller / larger) */
  budgetSimilarity: 0.6,
  /** whether a room at the lower of the two budgets is affordable on each income */
  affordability: 0.4,
} as const;

/** Budgets this close (smaller / larger) read as "similar"; below the second they raise a concern. */
export const SIMILAR_BUDGET_RATIO = 0.85;
export const DISTANT_BUDGET_RATIO = 0.6;

/**
 * Affordability points by the share of income a room at the lower budget takes, for the person it
 * strains most. Half of income is where HUD calls a household severely cost-burdened (as the housing
 * match engine's RENT_SHARE_OF_INCOME).
 */
export const AFFORDABILITY_STEPS = [
  { maxShare: 0.3, points: 100 },
  { maxShare: 0.4, points: 80 },
  { maxShare: 0.5, points: 55 },
] as const;
export const UNAFFORDABLE_POINTS = 20;

/** Quiet hours overlapping less than this (shared minutes / minutes either keeps quiet) raise a concern. */
export const QUIET_HOURS_CONCERN_BELOW = 80;
/** The least the quiet-hours sub-score falls to, even for windows that never overlap. */
export const QUIET_HOURS_FLOOR = 20;

/** A pair is compatible when it has no deal-breaker and its overall score reaches this. */
export const MIN_COMPATIBLE_SCORE = 50;

/**
 * Trial period (days) from the household's weakest pair and its distinct concerns: the first row
 * whose condition holds wins; a household of one, or one with no concern and a strong weakest pair,
 * gets the shortest.
 */
export const TRIAL_PERIOD_RULES = [
  { days: 90, weakestBelow: 60, concernsAtLeast: 5 },
  { days: 60, weakestBelow: 75, concernsAtLeast: 2 },
] as const;
export const SHORTEST_TRIAL_PERIOD = 30;
export const TRIAL_PERIODS = [30, 60, 90] as const;
export type TrialPeriodDays = (typeof TRIAL_PERIODS)[number];
