import type { CoLivingHomeProfile, CoLivingProfile } from './profiles';
import { quietHoursOverlap, quietHoursWords } from './quiet-hours';
import { rentShareCents } from './rent-shares';
import { CO_LIVING_ROOM_TYPE_LABELS } from './vocabulary';
import { QUIET_HOURS_CONCERN_BELOW } from './weights';

type Applicant = Pick<
  CoLivingProfile,
  | 'hasPets'
  | 'hasServiceAnimal'
  | 'maxRoomBudgetCents'
  | 'accessibilityNeeds'
  | 'preferredRoomType'
  | 'smokingPreference'
  | 'quietHours'
>;

export const ROOM_RATE_ABOVE_BUDGET = "the home's rent for the room type asked for is above the room budget";

/**
 * Every reason this applicant cannot live in this home, in a fixed order: pets, budget,
 * accessibility, room type, smoking. The budget is compared with the rent share of the room type the
 * applicant asked for (rent-shares.ts), what they would pay. `hasPets` counts pets only: a service animal is always allowed,
 * so it is never checked against the home.
 */
export function homeDealBreakers(applicant: Applicant, home: CoLivingHomeProfile): string[] {
  const reasons: string[] = [];
  if (applicant.hasPets && !home.allowsPets) reasons.push('this home allows no pets');
  if (applicant.maxRoomBudgetCents < rentShareCents(home.baseRoomRateCents, applicant.preferredRoomType)) {
    reasons.push(ROOM_RATE_ABOVE_BUDGET);
  }
  if (applicant.accessibilityNeeds && !home.accessible) reasons.push('this home is not accessible');
  if (!home.roomTypes.includes(applicant.preferredRoomType)) {
    reasons.push(`this home has no ${CO_LIVING_ROOM_TYPE_LABELS[applicant.preferredRoomType].toLowerCase()}`);
  }
  if (applicant.smokingPreference === 'smoking_ok' && home.smokingPolicy === 'non_smoking') {
    reasons.push('this home is smoke-free');
  }
  if (applicant.smokingPreference === 'non_smoking' && home.smokingPolicy === 'smoking_ok') {
    reasons.push('this home allows smoking inside');
  }
  return reasons;
}

/** The first reason this applicant cannot live in this home, or null when the home fits. */
export function homeFit(applicant: Applicant, home: CoLivingHomeProfile): string | null {
  return homeDealBreakers(applicant, home)[0] ?? null;
}

/** What an applicant who fits the home should still agree on with it (its smoking policy, its quiet hours). */
export function homeConcerns(applicant: Applicant, home: CoLivingHomeProfile): string[] {
  const concerns: string[] = [];
  if (home.smokingPolicy === 'outdoor_only' && applicant.smokingPreference === 'smoking_ok') {
    concerns.push('this home allows smoking outdoors only');
  }
  if (home.smokingPolicy === 'outdoor_only' && applicant.smokingPreference === 'non_smoking') {
    concerns.push('this home allows smoking outdoors: agree where, away from doors and windows');
  }
  if (quietHoursOverlap(applicant.quietHours, home.quietHours) < QUIET_HOURS_CONCERN_BELOW) {
    concerns.push(
      `the home keeps quiet from ${quietHoursWords(home.quietHours)}, one of you from ${quietHoursWords(applicant.quietHours)}: agree the house's quiet hours`,
    );
  }
  return concerns;
}
