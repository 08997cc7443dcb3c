import { LIVING_SITUATION_CODES } from '@shared/domain/hmis-codes';
import { z } from 'zod';
import { isCalendarDate, textRule } from './common';

/**
 * What every intake asks about where a person is and how long they have been homeless (VA.gov's "housing
 * status" pattern: a list of situations, not yes or no), and what chronic status needs (HMIS 3.08, 3.917.4,
 * 3.917.5; computed, never typed). All optional, so a form that leaves them out keeps working; spread into an
 * intake's contract. Blank answers from a form are "not given".
 */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

export const MONTHS_HOMELESS_MAX = 13;

export const ZHousingStatusFields = {
  livingSituation: z.preprocess(
    blank,
    z.coerce
      .number({ error: 'Choose where the veteran is staying' })
      .int()
      .refine((code) => LIVING_SITUATION_CODES.includes(code), {
        error: 'Choose where the veteran is staying',
      })
      .optional(),
  ),
  homelessSince: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .check(textRule)
      .refine(isCalendarDate, { error: 'Enter the date as YYYY-MM-DD' })
      .refine((value) => Date.parse(`${value}T00:00:00Z`) <= Date.now() + 14 * 3_600_000, {
        error: 'The date homelessness began cannot be in the future',
      })
      .optional(),
  ),
  disablingCondition: z.preprocess(
    (value) => (value === 'yes' ? true : value === 'no' ? false : blank(value)),
    z.boolean({ error: 'Answer yes or no' }).optional(),
  ),
  timesHomeless: z.preprocess(
    blank,
    z.coerce
      .number({ error: 'Choose how many times' })
      .int()
      .min(1, { error: 'Choose how many times' })
      .max(4, { error: 'Choose how many times' })
      .optional(),
  ),
  monthsHomeless: z.preprocess(
    blank,
    z.coerce
      .number({ error: 'Choose how many months' })
      .int()
      .min(1, { error: 'Choose how many months' })
      .max(MONTHS_HOMELESS_MAX, { error: 'Choose how many months' })
      .optional(),
  ),
};

export type HousingStatusAnswers = {
  livingSituation?: number;
  homelessSince?: string;
  disablingCondition?: boolean;
  timesHomeless?: number;
  monthsHomeless?: number;
};

/** The answers as registerVeteran takes them (times homeless: 4 means four or more). */
export function housingStatusOf(answers: HousingStatusAnswers) {
  return {
    livingSituation: answers.livingSituation ?? null,
    homelessSince: answers.homelessSince ?? null,
    disablingCondition: answers.disablingCondition ?? null,
    timesHomeless: (answers.timesHomeless ?? null) as 1 | 2 | 3 | 4 | null,
    monthsHomeless: answers.monthsHomeless ?? null,
  };
}
