import { type KeptAnswers, keptAnswersOf } from './profile-answers';
import type { CoLivingRoomType, SmokingPreference } from './vocabulary';

/** Quiet hours as "HH:MM" 24-hour strings; the end may be on the next day (22:00 to 07:00). */
export interface QuietHours {
  start: string;
  end: string;
}

/**
 * What compatibility needs to know about one applicant: the kept answers of a co-living application (the
 * choices and yes-or-no answers of `profile-answers.ts`), its quiet hours, room budget and verified income. The
 * application asks only for a preferred era, so `preferredServiceEra` stands for both "the era I served in" and
 * "the era I want to live with"; 'any' matches every era.
 */
export interface CoLivingProfile extends KeptAnswers {
  id: string;
  quietHours: QuietHours;
  maxRoomBudgetCents: number;
  totalVerifiedMonthlyIncomeCents: number;
}

/** What compatibility needs to know about a co-living home. */
export interface CoLivingHomeProfile {
  baseRoomRateCents: number;
  roomTypes: readonly CoLivingRoomType[];
  accessible: boolean;
  allowsPets: boolean;
  smokingPolicy: SmokingPreference;
  quietHours: QuietHours;
}

/** A stored application (the co_living_applications row) keeps quiet hours as two columns. */
export type CoLivingApplicationAnswers = Omit<CoLivingProfile, 'quietHours'> & {
  quietHoursStart: string;
  quietHoursEnd: string;
};

export function profileFromApplication(application: CoLivingApplicationAnswers): CoLivingProfile {
  return {
    id: application.id,
    ...keptAnswersOf(application),
    quietHours: { start: application.quietHoursStart, end: application.quietHoursEnd },
    maxRoomBudgetCents: application.maxRoomBudgetCents,
    totalVerifiedMonthlyIncomeCents: application.totalVerifiedMonthlyIncomeCents,
  };
}

/** The five scores of a pair (or a household's averages), integers 0-100. */
export interface CompatibilityScores {
  overall: number;
  serviceEra: number;
  social: number;
  lifestyle: number;
  financial: number;
}

/** One part's score and the words behind it. */
export interface PartResult {
  score: number;
  reasons: string[];
  concerns: string[];
}

export interface PairCompatibility extends CompatibilityScores {
  /** what raised the score, in words a veteran reads */
  reasons: string[];
  /** what lowered it, each with what to agree on */
  potentialConcerns: string[];
  /** why these two must never share a home, or null */
  dealBreaker: string | null;
  /** no deal-breaker and an overall score of at least MIN_COMPATIBLE_SCORE */
  compatible: boolean;
}
