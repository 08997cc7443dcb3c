import { describe, expect, it } from 'vitest';
import { isChronic, isLongTerm } from './chronic';

const at = '2026-06-30T12:00:00.000Z';
const base = { livingSituation: 116, homelessSince: null };

describe('chronic homelessness is computed from the intake, never typed', () => {
  it('needs a disabling condition', () => {
    expect(isChronic({ ...base, homelessSince: '2024-01-01', disablingCondition: false }, at)).toBe(false);
    expect(isChronic({ ...base, homelessSince: '2024-01-01', disablingCondition: null }, at)).toBe(false);
  });
  it('12 months in a row: homelessness began a year or more before identification', () => {
    expect(isChronic({ ...base, homelessSince: '2025-06-30', disablingCondition: true }, at)).toBe(true);
    expect(isChronic({ ...base, homelessSince: '2025-07-02', disablingCondition: true }, at)).toBe(false);
  });
  it('four or more times in 3 years adding up to 12 months', () => {
    const answers = { ...base, disablingCondition: true, timesHomeless: 4 as const };
    expect(isChronic({ ...answers, monthsHomeless: 12 }, at)).toBe(true);
    expect(isChronic({ ...answers, monthsHomeless: 13 }, at)).toBe(true);
    expect(isChronic({ ...answers, monthsHomeless: 11 }, at)).toBe(false);
    expect(isChronic({ ...answers, timesHomeless: 3, monthsHomeless: 13 }, at)).toBe(false);
  });
  it('long-term: a year homeless, said at intake or on the list', () => {
    expect(isLongTerm({ ...base, monthsHomeless: 12 }, at, at)).toBe(true);
    expect(isLongTerm({ ...base, homelessSince: '2025-01-01' }, at, at)).toBe(true);
    expect(isLongTerm(base, '2025-06-01T00:00:00.000Z', at)).toBe(true);
    expect(isLongTerm(base, '2026-01-01T00:00:00.000Z', at)).toBe(false);
  });
});
