import type { CoLivingApplicationData, CoLivingApplicationInput } from '@shared/contracts/co-living';
import {
  CLEANLINESS_LABELS,
  CLEANLINESS_LEVELS,
  CO_LIVING_ROOM_TYPE_LABELS,
  CO_LIVING_ROOM_TYPES,
  CONFLICT_STYLE_LABELS,
  CONFLICT_STYLES,
  DEFAULT_QUIET_HOURS,
  DRINKING_LABELS,
  DRINKING_PREFERENCES,
  SERVICE_BRANCH_LABELS,
  SERVICE_BRANCHES,
  SERVICE_ERA_LABELS,
  SERVICE_ERAS,
  SMOKING_LABELS,
  SMOKING_PREFERENCES,
  SOCIAL_LEVEL_LABELS,
  SOCIAL_LEVELS,
  totalVerifiedMonthlyIncome,
} from '@shared/domain/co-living/vocabulary';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';

/** The form as the steps receive it: typed values in, the contract's parsed values out. */
export type ApplicationForm = UseFormReturn<CoLivingApplicationInput, unknown, CoLivingApplicationData>;

/** Community interest ticked, other answers empty or no; no benefit is ticked for you (issue 37). */
export const EMPTY_APPLICATION: DefaultValues<CoLivingApplicationInput> = {
  veteranName: '',
  veteranEmail: '',
  veteranPhone: '',
  veteranZip: '',
  caseManagerName: '',
  caseManagerEmail: '',
  caseManagerPhone: '',
  hasDisabilityBenefits: false,
  hasSocialSecurityBenefits: false,
  monthlyDisabilityIncome: null,
  monthlySocialSecurityIncome: null,
  // empty selects: the contract's "is required" messages show until one is chosen
  serviceBranch: undefined,
  preferredServiceEra: undefined,
  socialLevel: undefined,
  cleanliness: undefined,
  smokingPreference: undefined,
  drinkingPreference: undefined,
  conflictResolutionStyle: undefined,
  maxRoomBudget: undefined,
  preferredRoomType: undefined,
  accessibilityNeeds: false,
  hasServiceAnimal: false,
  hasPets: false,
  petDetails: '',
  interestInCommunityActivities: true,
  willingToOrganizeEvents: false,
  previousSharedLivingExperience: false,
  quietHours: { ...DEFAULT_QUIET_HOURS },
  additionalNotes: '',
};

/** Empty box = not given (null); anything else is a number the contract checks ("$1,200" reads as 1200). */
export const dollarsTyped = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text.replace(/[$,]/g, ''));
};

/** The live total the banner and the submit button use: only ticked benefits with a usable amount count. */
export function liveTotal(values: {
  hasDisabilityBenefits?: boolean;
  hasSocialSecurityBenefits?: boolean;
  monthlyDisabilityIncome?: number | null;
  monthlySocialSecurityIncome?: number | null;
}): number {
  const usable = (amount: number | null | undefined) =>
    typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : 0;
  return totalVerifiedMonthlyIncome({
    hasDisabilityBenefits: values.hasDisabilityBenefits !== false,
    hasSocialSecurityBenefits: values.hasSocialSecurityBenefits !== false,
    monthlyDisabilityIncome: usable(values.monthlyDisabilityIncome),
    monthlySocialSecurityIncome: usable(values.monthlySocialSecurityIncome),
  });
}

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const BRANCH_OPTIONS = optionsOf(SERVICE_BRANCHES, SERVICE_BRANCH_LABELS);
export const ERA_OPTIONS = optionsOf(SERVICE_ERAS, SERVICE_ERA_LABELS);
export const SOCIAL_OPTIONS = optionsOf(SOCIAL_LEVELS, SOCIAL_LEVEL_LABELS);
export const CLEANLINESS_OPTIONS = optionsOf(CLEANLINESS_LEVELS, CLEANLINESS_LABELS);
export const SMOKING_OPTIONS = optionsOf(SMOKING_PREFERENCES, SMOKING_LABELS);
export const DRINKING_OPTIONS = optionsOf(DRINKING_PREFERENCES, DRINKING_LABELS);
export const CONFLICT_OPTIONS = optionsOf(CONFLICT_STYLES, CONFLICT_STYLE_LABELS);
export const ROOM_TYPE_OPTIONS = optionsOf(CO_LIVING_ROOM_TYPES, CO_LIVING_ROOM_TYPE_LABELS);
