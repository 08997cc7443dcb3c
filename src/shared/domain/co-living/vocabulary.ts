/**
 * The co-living program's vocabulary (spec 2, sections 3, 5 and 9): the application's choice lists, the
 * eligibility rules and the household size. Labels are the words a veteran reads on the form.
 */

export const SERVICE_BRANCHES = ['army', 'navy', 'air_force', 'marines', 'coast_guard'] as const;
export type ServiceBranch = (typeof SERVICE_BRANCHES)[number];
export const SERVICE_BRANCH_LABELS: Record<ServiceBranch, string> = {
  army: 'Army',
  navy: 'Navy',
  air_force: 'Air Force',
  marines: 'Marines',
  coast_guard: 'Coast Guard',
};

export const SERVICE_ERAS = ['vietnam', 'gulf_war', 'post_911', 'any'] as const;
export type ServiceEra = (typeof SERVICE_ERAS)[number];
export const SERVICE_ERA_LABELS: Record<ServiceEra, string> = {
  vietnam: 'Vietnam era',
  gulf_war: 'Gulf War era',
  post_911: 'Post-9/11',
  any: 'Any era',
};

export const SOCIAL_LEVELS = ['introverted', 'moderate', 'extroverted'] as const;
export type SocialLevel = (typeof SOCIAL_LEVELS)[number];
export const SOCIAL_LEVEL_LABELS: Record<SocialLevel, string> = {
  introverted: 'Introverted: I enjoy quiet time',
  moderate: 'Moderate: some socializing',
  extroverted: 'Extroverted: I enjoy company',
};

export const CLEANLINESS_LEVELS = ['very_clean', 'moderate', 'relaxed'] as const;
export type CleanlinessLevel = (typeof CLEANLINESS_LEVELS)[number];
export const CLEANLINESS_LABELS: Record<CleanlinessLevel, string> = {
  very_clean: 'Very clean',
  moderate: 'Moderately clean',
  relaxed: 'Relaxed',
};

export const SMOKING_PREFERENCES = ['non_smoking', 'outdoor_only', 'smoking_ok'] as const;
export type SmokingPreference = (typeof SMOKING_PREFERENCES)[number];
export const SMOKING_LABELS: Record<SmokingPreference, string> = {
  non_smoking: 'Non-smoking household',
  outdoor_only: 'Smoking outdoors only',
  smoking_ok: 'Smoking is fine',
};

export const DRINKING_PREFERENCES = ['no_alcohol', 'social_drinking', 'no_preference'] as const;
export type DrinkingPreference = (typeof DRINKING_PREFERENCES)[number];
export const DRINKING_LABELS: Record<DrinkingPreference, string> = {
  no_alcohol: 'No alcohol in the home',
  social_drinking: 'Social drinking is fine',
  no_preference: 'No preference',
};

export const CONFLICT_STYLES = ['direct', 'mediated', 'avoidant'] as const;
export type ConflictStyle = (typeof CONFLICT_STYLES)[number];
export const CONFLICT_STYLE_LABELS: Record<ConflictStyle, string> = {
  direct: 'Talk it through directly',
  mediated: 'Prefer a mediator',
  avoidant: 'Prefer to give it time',
};

export const CO_LIVING_ROOM_TYPES = ['private_bath', 'shared_bath', 'master_suite'] as const;
export type CoLivingRoomType = (typeof CO_LIVING_ROOM_TYPES)[number];
export const CO_LIVING_ROOM_TYPE_LABELS: Record<CoLivingRoomType, string> = {
  private_bath: 'Private room with private bath',
  shared_bath: 'Private room with shared bath',
  master_suite: 'Master suite',
};

/**
 * Where an application stands: waiting for a household, proposed to one (the placement workflow),
 * placed, or withdrawn. The spec's `pending` is the first.
 */
export const CO_LIVING_APPLICATION_STATUSES = ['pending', 'proposed', 'placed', 'withdrawn'] as const;
export type CoLivingApplicationStatus = (typeof CO_LIVING_APPLICATION_STATUSES)[number];

/** Eligibility (spec 2, sections 5 and 9), in dollars a month. */
export const CO_LIVING_MIN_TOTAL_INCOME = 2000;
export const CO_LIVING_MIN_BENEFIT_INCOME = 500;
export const CO_LIVING_MIN_ROOM_BUDGET = 400;
export const CO_LIVING_INCOME_MESSAGE =
  'Minimum $2,000 total monthly income required for co-living eligibility';

/** Quiet hours every household starts from: 10pm to 7am (24-hour "HH:MM"). */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' } as const;

/** Veterans in one household, and how soon compatibility matching begins after an application. */
export const HOUSEHOLD_MAX_OCCUPANTS = 3;
export const COMPATIBILITY_MATCHING_PROMISE = 'within 24 hours';

/** The verified income the application counts: only the benefits the veteran ticked. */
export function totalVerifiedMonthlyIncome(income: {
  hasDisabilityBenefits: boolean;
  hasSocialSecurityBenefits: boolean;
  monthlyDisabilityIncome?: number | null;
  monthlySocialSecurityIncome?: number | null;
}): number {
  return (
    (income.hasDisabilityBenefits ? (income.monthlyDisabilityIncome ?? 0) : 0) +
    (income.hasSocialSecurityBenefits ? (income.monthlySocialSecurityIncome ?? 0) : 0)
  );
}

/** What a co-living home shares between its housemates (the listing's checkboxes). */
export const SHARED_SPACES = ['kitchen', 'living_room', 'dining_room', 'laundry', 'patio', 'office'] as const;
export type SharedSpace = (typeof SHARED_SPACES)[number];
export const SHARED_SPACE_LABELS: Record<SharedSpace, string> = {
  kitchen: 'Kitchen',
  living_room: 'Living room',
  dining_room: 'Dining room',
  laundry: 'Laundry',
  patio: 'Patio or porch',
  office: 'Office or study',
};

/** A household's life: filling its places, living together on trial, settled, or ended. */
export const HOUSEHOLD_STATUSES = ['forming', 'trial', 'active', 'dissolved'] as const;
export type HouseholdStatus = (typeof HOUSEHOLD_STATUSES)[number];

/**
 * One proposed member's placement workflow (spec 2: co_living_matches): proposed by a formation run,
 * told, met the housemates, living there on trial, placed for good; or declined on the way.
 */
export const CO_LIVING_MATCH_STATUSES = [
  'pending',
  'notified',
  'interview',
  'trial',
  'placed',
  'declined',
] as const;
export type CoLivingMatchStatus = (typeof CO_LIVING_MATCH_STATUSES)[number];
export const CO_LIVING_MATCH_STATUS_LABELS: Record<CoLivingMatchStatus, string> = {
  pending: 'Household proposed',
  notified: 'Told about the household',
  interview: 'Meeting the housemates',
  trial: 'Trial stay',
  placed: 'Placed',
  declined: 'Declined',
};

/** Who said no to a proposal. */
export const DECLINED_BY = ['veteran', 'housemate', 'landlord', 'staff'] as const;
export type DeclinedBy = (typeof DECLINED_BY)[number];

/** What started a household formation run. */
export const FORMATION_TRIGGERS = ['admin', 'schedule'] as const;
export type FormationTrigger = (typeof FORMATION_TRIGGERS)[number];

/** Applicants live with housemates whose home is within this distance of their ZIP. */
export const CO_LIVING_RADIUS_MILES = 25;
