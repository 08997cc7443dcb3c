import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatMoney, formatNumber, formatPercent } from './format';

describe('format', () => {
  it('formats money as "$1,200"', () => {
    expect(formatMoney(1200)).toBe('$1,200');
    expect(formatMoney(7200)).toBe('$7,200');
    expect(formatMoney(1200.5)).toBe('$1,200.50');
    expect(formatCents(120000)).toBe('$1,200');
  });

  it('formats dates as "Jan 28, 2025"', () => {
    expect(formatDate('2025-01-28')).toBe('Jan 28, 2025');
    expect(formatDate(new Date(2025, 0, 28, 15, 4))).toBe('Jan 28, 2025');
    expect(formatDate('not a date')).toBe('Unknown date');
  });

  it('formats numbers and percents', () => {
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatNumber(1234.56)).toBe('1,234.6');
    // whole numbers skip Intl (its formatters are slow to create on a phone): the same text as Intl writes
    for (const value of [0, 7, 999, 1000, -1000, 12345678, -987654321, Number.MAX_SAFE_INTEGER]) {
      expect(formatNumber(value)).toBe(new Intl.NumberFormat('en-US').format(value));
      expect(formatMoney(value)).toBe(
        new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: 0,
        }).format(value),
      );
    }
    expect(formatPercent(42.25, 1)).toBe('42.3%');
  });
});
