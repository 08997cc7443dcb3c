import { coLivingApplications } from '@server/db/schema';
import { ZCoLivingApplicationInput } from '@shared/contracts/co-living';
import {
  answerColumn,
  CHOICE_ANSWER_NAMES,
  CHOICE_ANSWERS,
  EMPTY_PROFILE_ANSWERS,
  QUIET_HOURS_ANSWER,
  YES_NO_ANSWER_NAMES,
  YES_NO_ANSWERS,
} from '@shared/domain/co-living/profile-answers';
import { profile } from '@shared/domain/co-living/profiles.fixtures';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { application } from './co-living.fixtures';
import { profileColumns } from './formation-repo';

const columns = getTableColumns(coLivingApplications);

describe('the co-living profile descriptor', () => {
  it.each(CHOICE_ANSWER_NAMES)('%s: its column, required, holding exactly its values', (name) => {
    const answer = CHOICE_ANSWERS[name];
    const column = columns[name];
    expect(column.name).toBe(answerColumn(name));
    expect(column.notNull).toBe(true);
    expect(column.hasDefault).toBe(false);
    expect(column.enumValues).toEqual([...answer.values]);
    expect(Object.keys(answer.labels).sort()).toEqual([...answer.values].sort());
  });

  it.each(YES_NO_ANSWER_NAMES)('%s: its column, required, defaulting to its fallback', (name) => {
    const column = columns[name];
    expect(column.name).toBe(answerColumn(name));
    expect(column.notNull).toBe(true);
    expect(column.default).toBe(YES_NO_ANSWERS[name]);
  });

  it('the room budget and the quiet hours have their columns and the same fallback', () => {
    expect(columns.maxRoomBudgetCents.name).toBe(answerColumn('maxRoomBudget', '_cents'));
    expect(columns.quietHoursStart.name).toBe(answerColumn('quietHours', '_start'));
    expect(columns.quietHoursEnd.name).toBe(answerColumn('quietHours', '_end'));
    expect(columns.quietHoursStart.default).toBe(QUIET_HOURS_ANSWER.fallback.start);
    expect(columns.quietHoursEnd.default).toBe(QUIET_HOURS_ANSWER.fallback.end);
  });

  it('the solver reads every answer of a profile from a column, and nothing else', () => {
    const { quietHours, ...answers } = profile();
    expect(Object.keys(profileColumns).sort()).toEqual(
      [...Object.keys(answers), 'quietHoursStart', 'quietHoursEnd'].sort(),
    );
  });

  it('the contract asks each choice with its message and gives each yes-or-no its fallback', () => {
    const nonsense = application(Object.fromEntries(CHOICE_ANSWER_NAMES.map((name) => [name, 'nonsense'])));
    const parsed = ZCoLivingApplicationInput.safeParse(nonsense);
    const messages = new Map(parsed.error?.issues.map((issue) => [issue.path[0], issue.message]));
    for (const name of CHOICE_ANSWER_NAMES) expect(messages.get(name)).toBe(CHOICE_ANSWERS[name].message);
    // the fixture gives no yes-or-no answer and no quiet hours
    const unsaid = ZCoLivingApplicationInput.parse(application());
    for (const name of YES_NO_ANSWER_NAMES) expect(unsaid[name]).toBe(YES_NO_ANSWERS[name]);
    expect(unsaid.quietHours).toEqual(QUIET_HOURS_ANSWER.fallback);
  });

  it('the form starts with no choice, no budget and each yes-or-no at its fallback', () => {
    expect(EMPTY_PROFILE_ANSWERS).toMatchObject({
      ...Object.fromEntries(CHOICE_ANSWER_NAMES.map((name) => [name, undefined])),
      maxRoomBudget: undefined,
      ...Object.fromEntries(YES_NO_ANSWER_NAMES.map((name) => [name, YES_NO_ANSWERS[name]])),
      quietHours: QUIET_HOURS_ANSWER.fallback,
    });
  });
});
