import type { CoLivingApplicationData, CoLivingApplicationInput } from '@shared/contracts/co-living';
import { answerOptions, EMPTY_PROFILE_ANSWERS } from '@shared/domain/co-living/profile-answers';
import { totalVerifiedMonthlyIncome } from '@shared/domain/co-living/vocabulary';
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
  ...EMPTY_PROFILE_ANSWERS,
  petDetails: '',
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

export const BRANCH_OPTIONS = answerOptions('serviceBranch');
export const ERA_OPTIONS = answerOptions('preferredServiceEra');
export const SOCIAL_OPTIONS = answerOptions('socialLevel');
export const CLEANLINESS_OPTIONS = answerOptions('cleanliness');
export const SMOKING_OPTIONS = answerOptions('smokingPreference');
export const DRINKING_OPTIONS = answerOptions('drinkingPreference');
export const CONFLICT_OPTIONS = answerOptions('conflictResolutionStyle');
export const ROOM_TYPE_OPTIONS = answerOptions('preferredRoomType');
