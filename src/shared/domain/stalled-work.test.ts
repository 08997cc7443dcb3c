import { describe, expect, it } from 'vitest';
import { matchStallCutoff, matchStalledDays, wholeDaysSince } from './stalled-work';

const NOW = new Date('2026-11-24T12:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms);
const DAY = 86_400_000;

describe('stalled matches', () => {
  it('stall from exactly 7 days after the last step, counted in whole days', () => {
    expect(matchStalledDays(before(7 * DAY - 1), NOW)).toBeNull();
    expect(matchStalledDays(before(7 * DAY), NOW)).toBe(7);
    expect(matchStalledDays(before(9 * DAY + 23 * 3_600_000), NOW)).toBe(9);
  });

  it('agree with the cutoff the server queries use', () => {
    const cutoff = matchStallCutoff(NOW);
    expect(matchStalledDays(cutoff, NOW)).toBe(7);
    expect(matchStalledDays(new Date(cutoff.getTime() + 1), NOW)).toBeNull();
  });

  it('never count days backwards', () => {
    expect(wholeDaysSince(new Date(NOW.getTime() + DAY), NOW)).toBe(0);
  });
});
