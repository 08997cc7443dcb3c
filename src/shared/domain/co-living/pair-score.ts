import { financialScore } from './financial';
import { cleanlinessWords, DRINKING_PAIRS, petWords, SMOKING_PAIRS } from './lifestyle';
import type { CoLivingProfile } from './profiles';
import { clampScore, unordered } from './scoring';
import { serviceEraPart } from './service-era';
import { socialPart } from './social';
import {
  CLEANLINESS_LEVELS,
  CONFLICT_STYLES,
  DEFAULT_QUIET_HOURS,
  DRINKING_PREFERENCES,
  SERVICE_BRANCHES,
  SERVICE_ERAS,
  SMOKING_PREFERENCES,
  SOCIAL_LEVELS,
} from './vocabulary';
import { LIFESTYLE_WEIGHTS, MIN_COMPATIBLE_SCORE, PART_WEIGHTS, QUIET_HOURS_FLOOR } from './weights';

/*
 * The overall pair score as a number, for the household formation, which scores millions of pairs:
 * pairCompatibility builds every reason and concern (about 9 µs a pair), this only reads tables. The
 * tables are filled once from the part functions themselves (serviceEraPart, socialPart and the
 * lifestyle sub-rules), quiet hours are measured in closed form and money goes through financialScore,
 * and every sum runs in the order `weighted` runs it, so pairScore(a, b) === pairCompatibility(a, b).overall
 * to the last bit (pair-score.test.ts proves it on random profiles).
 */

const DAY_MINUTES = 24 * 60;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const indexOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value, i) => [value, i])) as Record<T, number>;

const ERA = indexOf(SERVICE_ERAS);
const BRANCH = indexOf(SERVICE_BRANCHES);
const SOCIAL = indexOf(SOCIAL_LEVELS);
const CONFLICT = indexOf(CONFLICT_STYLES);
const CLEAN = indexOf(CLEANLINESS_LEVELS);
const SMOKING = indexOf(SMOKING_PREFERENCES);
const DRINKING = indexOf(DRINKING_PREFERENCES);
const SMOKING_OK = SMOKING.smoking_ok;
const NON_SMOKING = SMOKING.non_smoking;

/** A profile reduced to the numbers the score reads. */
export interface ScoreKey {
  serviceKey: number;
  socialKey: number;
  lifestyleKey: number;
  smoking: number;
  quietStart: number;
  quietEnd: number;
  quietLength: number;
  budget: number;
  income: number;
}

const SERVICE_KEYS = SERVICE_ERAS.length * SERVICE_BRANCHES.length;
const SOCIAL_KEYS = SOCIAL_LEVELS.length * CONFLICT_STYLES.length * 4;
const LIFESTYLE_KEYS =
  CLEANLINESS_LEVELS.length * SMOKING_PREFERENCES.length * DRINKING_PREFERENCES.length * 2;

/** Minutes after midnight, the default when the time is not "HH:MM" (as the quiet-hours rule reads it). */
function minutesOf(clock: string, fallback: string): number {
  const match = CLOCK.exec(clock) ?? CLOCK.exec(fallback);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

export function scoreKey(p: CoLivingProfile): ScoreKey {
  const quietStart = minutesOf(p.quietHours.start, DEFAULT_QUIET_HOURS.start);
  const quietEnd = minutesOf(p.quietHours.end, DEFAULT_QUIET_HOURS.end);
  return {
    serviceKey: ERA[p.preferredServiceEra] * SERVICE_BRANCHES.length + BRANCH[p.serviceBranch],
    socialKey:
      ((SOCIAL[p.socialLevel] * CONFLICT_STYLES.length + CONFLICT[p.conflictResolutionStyle]) * 2 +
        (p.interestInCommunityActivities ? 1 : 0)) *
        2 +
      (p.previousSharedLivingExperience ? 1 : 0),
    lifestyleKey:
      ((CLEAN[p.cleanliness] * SMOKING_PREFERENCES.length + SMOKING[p.smokingPreference]) *
        DRINKING_PREFERENCES.length +
        DRINKING[p.drinkingPreference]) *
        2 +
      (p.hasPets ? 1 : 0),
    smoking: SMOKING[p.smokingPreference],
    quietStart,
    quietEnd,
    quietLength: (quietEnd - quietStart + DAY_MINUTES) % DAY_MINUTES,
    budget: p.maxRoomBudgetCents,
    income: p.totalVerifiedMonthlyIncomeCents,
  };
}

/** A stand-in profile with the given answers, to fill the tables from the part functions. */
function stub(overrides: Partial<CoLivingProfile>): CoLivingProfile {
  return {
    id: '',
    serviceBranch: 'army',
    preferredServiceEra: 'any',
    socialLevel: 'moderate',
    cleanliness: 'moderate',
    smokingPreference: 'non_smoking',
    drinkingPreference: 'no_preference',
    conflictResolutionStyle: 'direct',
    quietHours: { ...DEFAULT_QUIET_HOURS },
    hasPets: false,
    hasServiceAnimal: false,
    maxRoomBudgetCents: 0,
    totalVerifiedMonthlyIncomeCents: 0,
    preferredRoomType: 'shared_bath',
    accessibilityNeeds: false,
    interestInCommunityActivities: false,
    willingToOrganizeEvents: false,
    previousSharedLivingExperience: false,
    ...overrides,
  };
}

function serviceStub(key: number) {
  return stub({
    preferredServiceEra: SERVICE_ERAS[Math.floor(key / SERVICE_BRANCHES.length)],
    serviceBranch: SERVICE_BRANCHES[key % SERVICE_BRANCHES.length],
  });
}

function socialStub(key: number) {
  return stub({
    socialLevel: SOCIAL_LEVELS[Math.floor(key / (CONFLICT_STYLES.length * 4))],
    conflictResolutionStyle: CONFLICT_STYLES[Math.floor(key / 4) % CONFLICT_STYLES.length],
    interestInCommunityActivities: Math.floor(key / 2) % 2 === 1,
    previousSharedLivingExperience: key % 2 === 1,
  });
}

function lifestyleStub(key: number) {
  const drinks = DRINKING_PREFERENCES.length;
  const smokes = SMOKING_PREFERENCES.length;
  return stub({
    cleanliness: CLEANLINESS_LEVELS[Math.floor(key / (2 * drinks * smokes))],
    smokingPreference: SMOKING_PREFERENCES[Math.floor(key / (2 * drinks)) % smokes],
    drinkingPreference: DRINKING_PREFERENCES[Math.floor(key / 2) % drinks],
    hasPets: key % 2 === 1,
  });
}

function table(size: number, cell: (a: number, b: number) => number) {
  const values = new Float64Array(size * size);
  for (let a = 0; a < size; a++) for (let b = 0; b < size; b++) values[a * size + b] = cell(a, b);
  return values;
}

const SERVICE_TABLE = table(SERVICE_KEYS, (a, b) => serviceEraPart(serviceStub(a), serviceStub(b)).score);
const SOCIAL_TABLE = table(SOCIAL_KEYS, (a, b) => socialPart(socialStub(a), socialStub(b)).score);
/** Cleanliness, smoking and drinking summed in LIFESTYLE_WEIGHTS order; quiet hours and pets come after. */
const LIFESTYLE_HEAD = table(LIFESTYLE_KEYS, (a, b) => {
  const [x, y] = [lifestyleStub(a), lifestyleStub(b)];
  const smoking = SMOKING_PAIRS[unordered(x.smokingPreference, y.smokingPreference)]?.points ?? 0;
  const drinking = DRINKING_PAIRS[unordered(x.drinkingPreference, y.drinkingPreference)]?.points ?? 0;
  return (
    cleanlinessWords(x, y).points * LIFESTYLE_WEIGHTS.cleanliness +
    smoking * LIFESTYLE_WEIGHTS.smoking +
    drinking * LIFESTYLE_WEIGHTS.drinking
  );
});
const PET_TABLE = table(LIFESTYLE_KEYS, (a, b) => petWords(lifestyleStub(a), lifestyleStub(b)).points);

/** The lifestyle part with quiet hours at their best (100): what no quiet-hours answer can exceed. */
const LIFESTYLE_MAX = LIFESTYLE_HEAD.map((head, cell) =>
  clampScore(
    head + 100 * LIFESTYLE_WEIGHTS.quietHours + (PET_TABLE[cell] as number) * LIFESTYLE_WEIGHTS.pets,
  ),
);

/** Minutes both windows keep quiet: each is an arc of the day shorter than a day, so three shifts cover it. */
function sharedQuietMinutes(a: ScoreKey, b: ScoreKey): number {
  let shared = 0;
  for (let shift = -DAY_MINUTES; shift <= DAY_MINUTES; shift += DAY_MINUTES) {
    const from = Math.max(a.quietStart, b.quietStart + shift);
    const to = Math.min(a.quietStart + a.quietLength, b.quietStart + b.quietLength + shift);
    if (to > from) shared += to - from;
  }
  return shared;
}

/** The quiet-hours sub-score (quietHoursWordsFor's points). */
function quietPoints(a: ScoreKey, b: ScoreKey): number {
  if (a.quietStart === b.quietStart && a.quietEnd === b.quietEnd) return 100;
  const shared = sharedQuietMinutes(a, b);
  const either = a.quietLength + b.quietLength - shared;
  const overlap = either === 0 ? 100 : Math.round((100 * shared) / either);
  return Math.max(QUIET_HOURS_FLOOR, overlap);
}

/** pairCompatibility(a, b).overall, from two score keys. */
export function keyPairScore(a: ScoreKey, b: ScoreKey): number {
  if (
    (a.smoking === SMOKING_OK && b.smoking === NON_SMOKING) ||
    (a.smoking === NON_SMOKING && b.smoking === SMOKING_OK)
  )
    return 0;
  const lifestyleCell = a.lifestyleKey * LIFESTYLE_KEYS + b.lifestyleKey;
  const lifestyle = clampScore(
    (LIFESTYLE_HEAD[lifestyleCell] as number) +
      quietPoints(a, b) * LIFESTYLE_WEIGHTS.quietHours +
      (PET_TABLE[lifestyleCell] as number) * LIFESTYLE_WEIGHTS.pets,
  );
  return clampScore(
    (SERVICE_TABLE[a.serviceKey * SERVICE_KEYS + b.serviceKey] as number) * PART_WEIGHTS.serviceEra +
      (SOCIAL_TABLE[a.socialKey * SOCIAL_KEYS + b.socialKey] as number) * PART_WEIGHTS.social +
      lifestyle * PART_WEIGHTS.lifestyle +
      financialScore(a.budget, a.income, b.budget, b.income) * PART_WEIGHTS.financial,
  );
}

/**
 * A ceiling on keyPairScore(a, b) from the tables alone (quiet hours and money at their best; every step
 * of the score only grows with its inputs), as three weighted tables summed in PART_WEIGHTS order: the
 * formation reads it for millions of pairs and scores exactly only those whose ceiling could make a list.
 * A smoking deal-breaker (the smoking answers are in the lifestyle key) reads as far below any score.
 */
export const CEILING = {
  serviceKeys: SERVICE_KEYS,
  socialKeys: SOCIAL_KEYS,
  lifestyleKeys: LIFESTYLE_KEYS,
  service: SERVICE_TABLE.map((points) => points * PART_WEIGHTS.serviceEra),
  social: SOCIAL_TABLE.map((points) => points * PART_WEIGHTS.social),
  lifestyle: LIFESTYLE_MAX.map((points, cell) => {
    const [x, y] = [lifestyleStub(Math.floor(cell / LIFESTYLE_KEYS)), lifestyleStub(cell % LIFESTYLE_KEYS)];
    const clash =
      unordered(x.smokingPreference, y.smokingPreference) === unordered('non_smoking', 'smoking_ok');
    return clash ? -1000 : points * PART_WEIGHTS.lifestyle;
  }),
  financial: 100 * PART_WEIGHTS.financial,
} as const;

/** pairCompatibility(a, b).overall, without the words. */
export const pairScore = (a: CoLivingProfile, b: CoLivingProfile) => keyPairScore(scoreKey(a), scoreKey(b));

/** A score that makes a compatible pair (a deal-breaker scores 0). */
export const isCompatibleScore = (score: number) => score >= MIN_COMPATIBLE_SCORE;
