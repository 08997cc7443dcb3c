import {
  CHOICE_ANSWER_NAMES,
  CHOICE_ANSWERS,
  type ChoiceAnswerName,
  mapAnswers,
  QUIET_HOURS_ANSWER,
  ROOM_BUDGET_ANSWER,
  YES_NO_ANSWER_NAMES,
  YES_NO_ANSWERS,
  type YesNoAnswerName,
} from '@shared/domain/co-living/profile-answers';
import {
  CO_LIVING_APPLICATION_STATUSES,
  CO_LIVING_INCOME_MESSAGE,
  CO_LIVING_MIN_BENEFIT_INCOME,
  CO_LIVING_MIN_TOTAL_INCOME,
  COMPATIBILITY_MATCHING_PROMISE,
  totalVerifiedMonthlyIncome,
} from '@shared/domain/co-living/vocabulary';
import { z } from 'zod';
import { longText, PHONE_MAX, PHONE_PATTERN, requiredEmail, textRule } from './common';
import { ZHousingStatusFields } from './housing-status';

export const CO_LIVING_APPLICATIONS_PATH = '/api/co-living-applications';

/** The spec's messages (spec 2, section 5). */
export const CO_LIVING_MESSAGES = {
  veteranName: 'Name is required',
  veteranEmail: 'Valid email required',
  veteranPhone: 'Valid phone number required',
  veteranZip: 'Valid ZIP code required',
  caseManagerName: 'Case manager name is required',
  caseManagerEmail: 'Valid case manager email required',
  caseManagerPhone: 'Valid case manager phone required',
  monthlyDisabilityIncome: `Minimum $${CO_LIVING_MIN_BENEFIT_INCOME} monthly disability income required`,
  monthlySocialSecurityIncome: `Minimum $${CO_LIVING_MIN_BENEFIT_INCOME} monthly social security income required`,
  ...mapAnswers(CHOICE_ANSWER_NAMES, (name) => CHOICE_ANSWERS[name].message),
  maxRoomBudget: ROOM_BUDGET_ANSWER.message,
  totalVerifiedMonthlyIncome: CO_LIVING_INCOME_MESSAGE,
} as const;

/** What the applicant reads once the application is saved (the same whoever is on record: decision 0030). */
export const CO_LIVING_RECEIVED_MESSAGE = `We received the application. We begin compatibility matching ${COMPATIBILITY_MATCHING_PROMISE}.`;

const M = CO_LIVING_MESSAGES;

/** A name of at least two characters (the spec's rule), one line. */
const personName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(2, { error: message })
    .max(120, { error: 'Use at most 120 characters' })
    .check(textRule);

/** A 10-digit US phone (the common phone rule) with the spec's message. */
const phone = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(10, { error: message })
    .max(PHONE_MAX, { error: message })
    .regex(PHONE_PATTERN, { error: message })
    .check(textRule);

const email = (message: string) => requiredEmail(message, message);

/** null, a blank box or a missing field all mean "not given". */
const notGiven = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    schema.optional(),
  );

/** Dollars a month; the spec's message for anything that is not a usable amount. */
const amount = (message: string) =>
  z.number({ error: message }).max(100_000, { error: 'Use at most $100,000' });

const flag = (fallback: boolean) => z.boolean({ error: 'Answer yes or no' }).default(fallback);

export const QUIET_HOURS_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = z
  .string({ error: 'Enter a time like 22:00' })
  .regex(QUIET_HOURS_PATTERN, { error: 'Enter a time like 22:00' });
/** Quiet hours as two "HH:MM" times, 10pm to 7am unless told otherwise (the application's and a home's). */
export const ZQuietHours = z
  .strictObject({ start: clockTime, end: clockTime }, { error: 'Enter the quiet hours' })
  .default({ ...QUIET_HOURS_ANSWER.fallback });

/** Each choice of the profile: one of its values, or the spec's message. */
const choiceFields = mapAnswers(CHOICE_ANSWER_NAMES, (name) =>
  z.enum(CHOICE_ANSWERS[name].values, { error: CHOICE_ANSWERS[name].message }),
) as { [Name in ChoiceAnswerName]: z.ZodEnum<{ [V in (typeof CHOICE_ANSWERS)[Name]['values'][number]]: V }> };
/** Each yes-or-no of the profile, its fallback when not given. */
const yesNoFields = mapAnswers(YES_NO_ANSWER_NAMES, (name) => flag(YES_NO_ANSWERS[name])) as Record<
  YesNoAnswerName,
  ReturnType<typeof flag>
>;

const ZCoLivingApplicationFields = z.strictObject({
  ...ZHousingStatusFields,
  veteranName: personName(M.veteranName),
  veteranEmail: email(M.veteranEmail),
  veteranPhone: phone(M.veteranPhone),
  veteranZip: z
    .string({ error: M.veteranZip })
    .trim()
    .regex(/^\d{5}$/, { error: M.veteranZip }),
  /** The case manager is optional (a veteran may apply alone); given in part, all three are required. */
  caseManagerName: notGiven(personName(M.caseManagerName)),
  caseManagerEmail: notGiven(email(M.caseManagerEmail)),
  caseManagerPhone: notGiven(phone(M.caseManagerPhone)),
  hasDisabilityBenefits: flag(true),
  hasSocialSecurityBenefits: flag(true),
  /** Only read (and required) when its benefit box is ticked. */
  monthlyDisabilityIncome: amount(M.monthlyDisabilityIncome).nullable().optional(),
  monthlySocialSecurityIncome: amount(M.monthlySocialSecurityIncome).nullable().optional(),
  ...choiceFields,
  maxRoomBudget: amount(ROOM_BUDGET_ANSWER.message).min(ROOM_BUDGET_ANSWER.minimum, {
    error: ROOM_BUDGET_ANSWER.message,
  }),
  ...yesNoFields,
  /** Only kept when `hasPets`. */
  petDetails: longText(500).optional(),
  quietHours: ZQuietHours,
  additionalNotes: longText(2000).optional(),
});

const INCOMES = [
  ['hasDisabilityBenefits', 'monthlyDisabilityIncome'],
  ['hasSocialSecurityBenefits', 'monthlySocialSecurityIncome'],
] as const;
type IncomeField = (typeof INCOMES)[number][1];

/** Read from a value other fields may have failed on (the rules below run anyway, so every message shows). */
type PartialApplication = Partial<Record<string, unknown>>;
const ticked = (value: PartialApplication, box: string) => value[box] !== false;
const amountOf = (value: PartialApplication, field: IncomeField) =>
  typeof value[field] === 'number' ? value[field] : null;

const incomeGiven = (value: PartialApplication, [box, field]: (typeof INCOMES)[number]) => {
  if (!ticked(value, box)) return true;
  const income = amountOf(value, field);
  return income !== null && income >= CO_LIVING_MIN_BENEFIT_INCOME;
};

const verifiedTotal = (value: PartialApplication) =>
  totalVerifiedMonthlyIncome({
    hasDisabilityBenefits: ticked(value, 'hasDisabilityBenefits'),
    hasSocialSecurityBenefits: ticked(value, 'hasSocialSecurityBenefits'),
    monthlyDisabilityIncome: amountOf(value, 'monthlyDisabilityIncome'),
    monthlySocialSecurityIncome: amountOf(value, 'monthlySocialSecurityIncome'),
  });

/** The income rules run even when other fields failed (so every message shows), but only on an object. */
const always = {
  when: ({ value }: { value: unknown }) =>
    typeof value === 'object' && value !== null && !Array.isArray(value),
};

const CASE_MANAGER_FIELDS = ['caseManagerName', 'caseManagerEmail', 'caseManagerPhone'] as const;
type CaseManagerField = (typeof CASE_MANAGER_FIELDS)[number];
const given = (value: PartialApplication, field: CaseManagerField) =>
  typeof value[field] === 'string' && value[field].trim() !== '';
/** A case manager given in part: every one of their three fields is then required. */
const caseManagerComplete = (value: PartialApplication, field: CaseManagerField) =>
  given(value, field) || !CASE_MANAGER_FIELDS.some((other) => given(value, other));
/** Runs beside other fields' errors, but not over the field's own malformed value. */
const caseManagerRule = (field: CaseManagerField) => ({
  when: ({ value, issues }: { value: unknown; issues: { path?: PropertyKey[] }[] }) =>
    always.when({ value }) && !issues.some((issue) => issue.path?.[0] === field),
});

/**
 * POST /api/co-living-applications: the /co-living-intake form. A benefit's income is required (at least
 * $500) only when its box is ticked, and the verified total must reach $2,000.
 */
export const ZCoLivingApplicationInput = ZCoLivingApplicationFields.refine(
  (value) => incomeGiven(value, INCOMES[0]),
  { path: [INCOMES[0][1]], error: M.monthlyDisabilityIncome, ...always },
)
  .refine((value) => incomeGiven(value, INCOMES[1]), {
    path: [INCOMES[1][1]],
    error: M.monthlySocialSecurityIncome,
    ...always,
  })
  .refine(
    (value) =>
      !INCOMES.every((income) => incomeGiven(value, income)) ||
      verifiedTotal(value) >= CO_LIVING_MIN_TOTAL_INCOME,
    { path: ['totalVerifiedMonthlyIncome'], error: CO_LIVING_INCOME_MESSAGE, ...always },
  )
  .refine((value) => caseManagerComplete(value, 'caseManagerName'), {
    path: ['caseManagerName'],
    error: M.caseManagerName,
    ...caseManagerRule('caseManagerName'),
  })
  .refine((value) => caseManagerComplete(value, 'caseManagerEmail'), {
    path: ['caseManagerEmail'],
    error: M.caseManagerEmail,
    ...caseManagerRule('caseManagerEmail'),
  })
  .refine((value) => caseManagerComplete(value, 'caseManagerPhone'), {
    path: ['caseManagerPhone'],
    error: M.caseManagerPhone,
    ...caseManagerRule('caseManagerPhone'),
  });
export type CoLivingApplicationInput = z.input<typeof ZCoLivingApplicationInput>;
export type CoLivingApplicationData = z.output<typeof ZCoLivingApplicationInput>;

/** The answer: the reference to quote, the status, the verified total in dollars and what happens next. */
export const ZCoLivingApplicationReceived = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: z.enum(CO_LIVING_APPLICATION_STATUSES),
  totalVerifiedMonthlyIncome: z.number(),
  message: z.string(),
});
export type CoLivingApplicationReceived = z.infer<typeof ZCoLivingApplicationReceived>;
