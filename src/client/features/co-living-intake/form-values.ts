import { chosenText } from '@client/lib/form-values';
import type { ActionFormErrors, FormValues } from '@client/lib/use-action-form';
import {
  answerOptions,
  CHOICE_ANSWER_NAMES,
  mapAnswers,
  QUIET_HOURS_ANSWER,
  YES_NO_ANSWERS,
  type YesNoAnswerName,
} from '@shared/domain/co-living/profile-answers';
import { totalVerifiedMonthlyIncome } from '@shared/domain/co-living/vocabulary';

/** The application's contract, loaded on the first submit (decision 0047): no zod schema built at hydration. */
export const loadApplicationContract = () =>
  import('@shared/contracts/co-living').then(({ ZCoLivingApplicationInput }) => ZCoLivingApplicationInput);

/** What each step receives: the form's messages by field name (`quietHours.start` for nested ones). */
export type StepErrors = ActionFormErrors;

/** Each yes-or-no box's first state: community interest ticked, the others not (issue 37). */
export const yesNoDefault = (name: YesNoAnswerName) => YES_NO_ANSWERS[name];
/** The quiet hours every household starts from (10pm to 7am). */
export const QUIET_HOURS_DEFAULT = QUIET_HOURS_ANSWER.fallback;

/** Empty box = not given (null); anything else is a number the contract checks ("$1,200" reads as 1200). */
export const dollarsTyped = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text.replace(/[$,]/g, ''));
};

/**
 * The form's values as the contract reads them: a select with nothing chosen is not given, dollars are numbers,
 * and a benefit's income counts only while its box is ticked (its input is disabled then and not sent: null).
 */
export function prepareApplication(values: FormValues) {
  const income = (box: string, amount: string) =>
    values[box] === true ? dollarsTyped(values[amount]) : null;
  return {
    ...values,
    ...mapAnswers(CHOICE_ANSWER_NAMES, (name) => chosenText(values[name])),
    monthlyDisabilityIncome: income('hasDisabilityBenefits', 'monthlyDisabilityIncome'),
    monthlySocialSecurityIncome: income('hasSocialSecurityBenefits', 'monthlySocialSecurityIncome'),
    maxRoomBudget: dollarsTyped(values.maxRoomBudget),
  };
}

/** The benefit boxes and the amounts typed, as the live total reads them (the inputs' text). */
export interface IncomeAnswers {
  hasDisabilityBenefits: boolean;
  hasSocialSecurityBenefits: boolean;
  monthlyDisabilityIncome: string;
  monthlySocialSecurityIncome: string;
}

/** No benefit is ticked for you (issue 37), no amount typed. */
export const NO_INCOME: IncomeAnswers = {
  hasDisabilityBenefits: false,
  hasSocialSecurityBenefits: false,
  monthlyDisabilityIncome: '',
  monthlySocialSecurityIncome: '',
};

/** The live total the banner and the submit button use: only ticked benefits with a usable amount count. */
export function liveTotal(values: IncomeAnswers): number {
  const usable = (typed: string) => {
    const amount = dollarsTyped(typed);
    return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : 0;
  };
  return totalVerifiedMonthlyIncome({
    hasDisabilityBenefits: values.hasDisabilityBenefits,
    hasSocialSecurityBenefits: values.hasSocialSecurityBenefits,
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
