/** The housing-status answers (HousingStatusFields), by the names every intake's contract gives them. */
const HOUSING_STATUS_ANSWERS = [
  'livingSituation',
  'homelessSince',
  'disablingCondition',
  'timesHomeless',
  'monthsHomeless',
] as const;

/** An uncontrolled form's messages (useActionForm's `errors`, by field) as HousingStatusFields reads them. */
export const housingStatusMessages = (errors: Partial<Record<string, string>>) =>
  Object.fromEntries(HOUSING_STATUS_ANSWERS.map((name) => [name, { message: errors[name] }]));
