import type { ChoiceAnswers } from './profile-answers';

/** The choices the tests' applicants make (an Army veteran of the post-9/11 era, tidy, non-smoking). */
export const SAMPLE_CHOICES = {
  serviceBranch: 'army',
  preferredServiceEra: 'post_911',
  socialLevel: 'moderate',
  cleanliness: 'very_clean',
  smokingPreference: 'non_smoking',
  drinkingPreference: 'social_drinking',
  conflictResolutionStyle: 'direct',
  preferredRoomType: 'private_bath',
} as const satisfies ChoiceAnswers;

/** The rest of the tests' applications: both benefits ($2,150 a month) and an $800 room budget, with SAMPLE_CHOICES. */
export const SAMPLE_FORM_ANSWERS = {
  hasDisabilityBenefits: true,
  hasSocialSecurityBenefits: true,
  monthlyDisabilityIncome: 1200,
  monthlySocialSecurityIncome: 950,
  ...SAMPLE_CHOICES,
  maxRoomBudget: 800,
} as const;
