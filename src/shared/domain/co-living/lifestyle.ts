import type { CoLivingProfile, PartResult, QuietHours } from './profiles';
import { quietHoursOverlap, quietHoursWords, sameQuietHours } from './quiet-hours';
import { unordered, weighted } from './scoring';
import type { CleanlinessLevel } from './vocabulary';
import { LIFESTYLE_WEIGHTS, QUIET_HOURS_CONCERN_BELOW, QUIET_HOURS_FLOOR } from './weights';

type Words = { points: number; reason?: string; concern?: string };

const SAME_CLEANLINESS: Record<CleanlinessLevel, string> = {
  very_clean: 'both keep the home very clean',
  moderate: 'both keep the home moderately clean',
  relaxed: 'both are relaxed about tidiness',
};
export const CLEANLINESS_POINTS = { same: 100, nextTo: 65, opposite: 20 } as const;

/** Smoking answers, by unordered pair. smoking_ok with non_smoking is a deal-breaker (see pair.ts). */
export const SMOKING_PAIRS: Record<string, Words> = {
  [unordered('non_smoking', 'non_smoking')]: { points: 100, reason: 'both non-smokers' },
  [unordered('outdoor_only', 'outdoor_only')]: { points: 90, reason: 'both keep smoking outdoors' },
  [unordered('smoking_ok', 'smoking_ok')]: { points: 100, reason: 'both are fine with smoking at home' },
  [unordered('non_smoking', 'outdoor_only')]: {
    points: 60,
    concern:
      'one wants a smoke-free home, the other is fine with smoking outdoors: agree where smoking happens, away from doors and windows',
  },
  [unordered('outdoor_only', 'smoking_ok')]: {
    points: 60,
    concern:
      'one wants smoking kept outdoors, the other is fine with smoking inside: agree to smoke outdoors only',
  },
  [unordered('non_smoking', 'smoking_ok')]: { points: 0 },
};

/** Drinking answers, by unordered pair. No alcohol with social drinking is a concern, never a deal-breaker. */
export const DRINKING_PAIRS: Record<string, Words> = {
  [unordered('no_alcohol', 'no_alcohol')]: { points: 100, reason: 'both want an alcohol-free home' },
  [unordered('social_drinking', 'social_drinking')]: {
    points: 100,
    reason: 'both are fine with social drinking',
  },
  [unordered('no_preference', 'no_preference')]: { points: 90 },
  [unordered('no_alcohol', 'no_preference')]: { points: 85 },
  [unordered('no_preference', 'social_drinking')]: { points: 85 },
  [unordered('no_alcohol', 'social_drinking')]: {
    points: 25,
    concern:
      'one wants no alcohol in the home, the other drinks socially: agree that drinking happens outside the home',
  },
};

export const PET_POINTS = { same: 100, one: 70 } as const;

type Lifestyle = Pick<
  CoLivingProfile,
  'cleanliness' | 'smokingPreference' | 'drinkingPreference' | 'quietHours' | 'hasPets'
>;

export function cleanlinessWords(a: Lifestyle, b: Lifestyle): Words {
  if (a.cleanliness === b.cleanliness)
    return { points: CLEANLINESS_POINTS.same, reason: SAME_CLEANLINESS[a.cleanliness] };
  if (a.cleanliness === 'moderate' || b.cleanliness === 'moderate')
    return { points: CLEANLINESS_POINTS.nextTo };
  return {
    points: CLEANLINESS_POINTS.opposite,
    concern: 'one keeps things very clean, the other is relaxed about it: agree a cleaning rota',
  };
}

const windowKey = (hours: QuietHours) => `${hours.start}-${hours.end}`;
/** Plain code-unit order, the same on every machine (localeCompare depends on the locale). */
const byWindow = (x: QuietHours, y: QuietHours) =>
  windowKey(x) < windowKey(y) ? -1 : windowKey(x) > windowKey(y) ? 1 : 0;

export function quietHoursWordsFor(a: QuietHours, b: QuietHours): Words {
  if (sameQuietHours(a, b)) return { points: 100, reason: `same quiet hours (${quietHoursWords(a)})` };
  const overlap = quietHoursOverlap(a, b);
  const points = Math.max(QUIET_HOURS_FLOOR, overlap);
  if (overlap >= QUIET_HOURS_CONCERN_BELOW) return { points, reason: 'quiet hours that nearly match' };
  const [first, second] = [a, b].sort(byWindow);
  return {
    points,
    concern: `one keeps quiet from ${quietHoursWords(first as QuietHours)}, the other from ${quietHoursWords(second as QuietHours)}: agree shared quiet hours`,
  };
}

export function petWords(a: Lifestyle, b: Lifestyle): Words {
  if (a.hasPets && b.hasPets) return { points: PET_POINTS.same, reason: 'both have pets' };
  if (a.hasPets || b.hasPets) {
    return { points: PET_POINTS.one, concern: 'one has a pet: meet it before moving in' };
  }
  return { points: PET_POINTS.same };
}

/** The lifestyle part: cleanliness, smoking, drinking, quiet hours and pets (service animals never count). */
export function lifestylePart(a: Lifestyle, b: Lifestyle): PartResult {
  const cleanliness = cleanlinessWords(a, b);
  const smoking = SMOKING_PAIRS[unordered(a.smokingPreference, b.smokingPreference)] ?? { points: 0 };
  const drinking = DRINKING_PAIRS[unordered(a.drinkingPreference, b.drinkingPreference)] ?? { points: 0 };
  const quietHours = quietHoursWordsFor(a.quietHours, b.quietHours);
  const pets = petWords(a, b);
  const all = [cleanliness, smoking, drinking, quietHours, pets];
  return {
    score: weighted(
      {
        cleanliness: cleanliness.points,
        smoking: smoking.points,
        drinking: drinking.points,
        quietHours: quietHours.points,
        pets: pets.points,
      },
      LIFESTYLE_WEIGHTS,
    ),
    reasons: all.flatMap((w) => (w.reason ? [w.reason] : [])),
    concerns: all.flatMap((w) => (w.concern ? [w.concern] : [])),
  };
}
