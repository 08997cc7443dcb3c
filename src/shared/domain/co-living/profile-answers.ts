import {
  CLEANLINESS_LABELS,
  CLEANLINESS_LEVELS,
  CO_LIVING_MIN_ROOM_BUDGET,
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
} from './vocabulary';

/**
 * The co-living profile, one entry per answer of the application that compatibility reads (spec 2, section 5):
 * its values, the spec's message and its column in co_living_applications (`answerColumn`). The contract's fields,
 * the form's defaults, the answers stored and the solver's profile are derived from it;
 * `profile-answers.test.ts` checks it against the table's columns.
 */
const choice = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  labels: Record<Values[number], string>,
  message: string,
) => ({ values, labels, message });

/** The answers chosen from a list: required, no default. */
export const CHOICE_ANSWERS = {
  serviceBranch: choice(SERVICE_BRANCHES, SERVICE_BRANCH_LABELS, 'Service branch is required'),
  preferredServiceEra: choice(SERVICE_ERAS, SERVICE_ERA_LABELS, 'Service era preference is required'),
  socialLevel: choice(SOCIAL_LEVELS, SOCIAL_LEVEL_LABELS, 'Social level is required'),
  cleanliness: choice(CLEANLINESS_LEVELS, CLEANLINESS_LABELS, 'Cleanliness preference is required'),
  smokingPreference: choice(SMOKING_PREFERENCES, SMOKING_LABELS, 'Smoking preference is required'),
  drinkingPreference: choice(DRINKING_PREFERENCES, DRINKING_LABELS, 'Drinking preference is required'),
  conflictResolutionStyle: choice(
    CONFLICT_STYLES,
    CONFLICT_STYLE_LABELS,
    'Conflict resolution style is required',
  ),
  preferredRoomType: choice(
    CO_LIVING_ROOM_TYPES,
    CO_LIVING_ROOM_TYPE_LABELS,
    'Room type preference is required',
  ),
} as const;

/** The yes-or-no answers, each with the answer of a veteran who says nothing (the form's, the contract's and the column's). */
export const YES_NO_ANSWERS = {
  accessibilityNeeds: false,
  hasServiceAnimal: false,
  hasPets: false,
  interestInCommunityActivities: true,
  willingToOrganizeEvents: false,
  previousSharedLivingExperience: false,
} as const;

/** The most the veteran pays for a room: dollars on the form, cents in its column (`_cents`). */
export const ROOM_BUDGET_ANSWER = {
  minimum: CO_LIVING_MIN_ROOM_BUDGET,
  message: `Minimum $${CO_LIVING_MIN_ROOM_BUDGET} room budget required`,
} as const;

/** The quiet hours the veteran keeps: two "HH:MM" times, two columns (`_start`, `_end`). */
export const QUIET_HOURS_ANSWER = {
  fallback: DEFAULT_QUIET_HOURS,
} as const;

/**
 * An answer's column: its name in snake case (`serviceBranch` in service_branch), with its suffix for the room
 * budget (max_room_budget_cents) and the quiet hours (quiet_hours_start, quiet_hours_end).
 */
export const answerColumn = (name: string, suffix = '') =>
  `${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}${suffix}`;

export type ChoiceAnswerName = keyof typeof CHOICE_ANSWERS;
export type YesNoAnswerName = keyof typeof YES_NO_ANSWERS;
export type ChoiceAnswers = { [Name in ChoiceAnswerName]: (typeof CHOICE_ANSWERS)[Name]['values'][number] };
export type YesNoAnswers = Record<YesNoAnswerName, boolean>;
/** The answers stored as they are given: the choices and the yes-or-no answers. */
export type KeptAnswers = ChoiceAnswers & YesNoAnswers;

export const CHOICE_ANSWER_NAMES = Object.keys(CHOICE_ANSWERS) as ChoiceAnswerName[];
export const YES_NO_ANSWER_NAMES = Object.keys(YES_NO_ANSWERS) as YesNoAnswerName[];
export const KEPT_ANSWER_NAMES: readonly (keyof KeptAnswers)[] = [
  ...CHOICE_ANSWER_NAMES,
  ...YES_NO_ANSWER_NAMES,
];

/** Maps each answer of a group to something of its own (a contract's field, a table's column). */
export const mapAnswers = <Names extends string, Result>(
  names: readonly Names[],
  make: (name: Names) => Result,
): Record<Names, Result> =>
  Object.fromEntries(names.map((name) => [name, make(name)])) as Record<Names, Result>;

/** The kept answers of anything that holds them (the contract's parsed values, a stored row), and nothing else. */
export function keptAnswersOf(record: KeptAnswers): KeptAnswers {
  return mapAnswers(KEPT_ANSWER_NAMES, (name) => record[name]) as KeptAnswers;
}

/** The form before the veteran answers: no choice made, no room budget, each yes-or-no at its fallback. */
export const EMPTY_PROFILE_ANSWERS = {
  ...mapAnswers(CHOICE_ANSWER_NAMES, () => undefined),
  maxRoomBudget: undefined,
  ...YES_NO_ANSWERS,
  quietHours: { ...QUIET_HOURS_ANSWER.fallback },
};

/** A choice's options as a select lists them: each value with the words the veteran reads. */
export const answerOptions = <Name extends ChoiceAnswerName>(name: Name) => {
  const { values, labels } = CHOICE_ANSWERS[name] as unknown as {
    values: readonly ChoiceAnswers[Name][];
    labels: Record<ChoiceAnswers[Name], string>;
  };
  return values.map((value) => ({ value, label: labels[value] }));
};
