import { describe, expect, it } from 'vitest';
import { wholeNumberText } from './number-text';

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
