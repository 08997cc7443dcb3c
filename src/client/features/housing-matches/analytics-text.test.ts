import { describe, expect, it } from 'vitest';
import { formatMatchTime } from './analytics-text';

describe('formatMatchTime', () => {
  it('says there is nothing to measure without matches', () => {
    expect(formatMatchTime(null)).toBe('No matches yet');
  });

  it('reads minutes, hours and days in words', () => {
    expect(formatMatchTime(0.2)).toBe('under 1 minute');
    expect(formatMatchTime(1)).toBe('1 minute');
    expect(formatMatchTime(42.4)).toBe('42 minutes');
    expect(formatMatchTime(60)).toBe('1 hour');
    expect(formatMatchTime(185)).toBe('3 hours 5 minutes');
    expect(formatMatchTime(60 * 24 * 2.5)).toBe('2.5 days');
  });
});
