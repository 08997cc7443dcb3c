import { describe, expect, it } from 'vitest';
import { countText, wholeNumberText } from './number-text';

describe('wholeNumberText', () => {
  it('writes whole numbers as Intl does for en-US', () => {
    for (const value of [
      0,
      5,
      999,
      1000,
      -1000,
      100_000,
      12_345_678,
      -987_654_321,
      Number.MAX_SAFE_INTEGER,
    ]) {
      expect(wholeNumberText(value)).toBe(new Intl.NumberFormat('en-US').format(value));
    }
  });

  it("leaves other numbers to Intl's text", () => {
    expect(wholeNumberText(1234.5)).toBe('1,234.5');
    expect(wholeNumberText(1e21)).toBe((1e21).toLocaleString('en-US'));
  });
});

describe('countText', () => {
  it('puts the noun in the number the count needs', () => {
    expect(countText(1, 'unit')).toBe('1 unit');
    expect(countText(2, 'unit')).toBe('2 units');
    expect(countText(0, 'unit')).toBe('0 units');
    expect(countText(1200, 'veteran')).toBe('1,200 veterans');
    expect(countText(2, 'match', 'matches')).toBe('2 matches');
  });
});
