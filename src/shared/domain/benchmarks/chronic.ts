import type { PersonEventDetails } from '../person-timeline';

const DAY_MS = 86_400_000;
/** HUD's "12 months": 365 days homeless in a row, or 12 months over four or more times in 3 years. */
const YEAR_DAYS = 365;

type IntakeAnswers = PersonEventDetails['identified'];

/** Days between the date homelessness began (yyyy-mm-dd) and `at`; null when it was not given. */
export function daysHomelessSince(homelessSince: string | null, at: string): number | null {
  if (!homelessSince) return null;
  const since = Date.parse(`${homelessSince.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(since)) return null;
  return Math.max(0, Math.floor((Date.parse(at) - since) / DAY_MS));
}

/**
 * Chronic homelessness (HUD, 24 CFR 578.3), computed from the intake's answers, never typed: a disabling
 * condition and either 12 months homeless in a row (the date homelessness began is a year or more before the
 * identification), or four or more times in the last 3 years adding up to 12 months (HMIS 3.917.4 = 4 and
 * 3.917.5 >= 12, where 13 means more than 12).
 */
export function isChronic(answers: IntakeAnswers, identifiedAt: string): boolean {
  if (answers.disablingCondition !== true) return false;
  const days = daysHomelessSince(answers.homelessSince, identifiedAt);
  if (days !== null && days >= YEAR_DAYS) return true;
  return answers.timesHomeless === 4 && (answers.monthsHomeless ?? 0) >= 12;
}

/**
 * Long-term homelessness (benchmark A): homeless a year or more, with or without a disabling condition: since
 * the date homelessness began, or 12 months or more over the last 3 years, or a year on this network's list.
 */
export function isLongTerm(answers: IntakeAnswers, episodeStartedAt: string, at: string): boolean {
  const since = daysHomelessSince(answers.homelessSince, at);
  if (since !== null && since >= YEAR_DAYS) return true;
  if ((answers.monthsHomeless ?? 0) >= 12) return true;
  return (Date.parse(at) - Date.parse(episodeStartedAt)) / DAY_MS >= YEAR_DAYS;
}
