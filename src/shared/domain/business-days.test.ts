import { describe, expect, it } from 'vitest';
import { addBusinessDays, isWeekend } from './business-days';

const at = (iso: string) => new Date(iso);

describe('business days skip Saturday and Sunday', () => {
  it('knows the weekend (UTC)', () => {
    expect(isWeekend(at('2026-11-28T12:00:00Z'))).toBe(true); // Saturday
    expect(isWeekend(at('2026-11-29T23:59:00Z'))).toBe(true); // Sunday
    expect(isWeekend(at('2026-11-30T00:00:00Z'))).toBe(false); // Monday
  });

  it.each([
    ['Monday', '2026-11-23T10:00:00.000Z', 1, '2026-11-24T10:00:00.000Z'],
    ['Thursday', '2026-11-26T10:00:00.000Z', 1, '2026-11-27T10:00:00.000Z'],
    ['Friday', '2026-11-27T10:00:00.000Z', 1, '2026-11-30T10:00:00.000Z'],
    ['Saturday', '2026-11-28T10:00:00.000Z', 1, '2026-11-30T10:00:00.000Z'],
    ['Sunday', '2026-11-29T10:00:00.000Z', 1, '2026-11-30T10:00:00.000Z'],
    ['Friday, two days', '2026-11-27T10:00:00.000Z', 2, '2026-12-01T10:00:00.000Z'],
    ['Wednesday, a week', '2026-11-25T09:30:00.000Z', 5, '2026-12-02T09:30:00.000Z'],
    ['no days', '2026-11-28T10:00:00.000Z', 0, '2026-11-28T10:00:00.000Z'],
  ])('%s + %i business day(s)', (_name, from, days, expected) => {
    expect(addBusinessDays(at(from), days).toISOString()).toBe(expected);
  });
});
