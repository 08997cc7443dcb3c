import { describe, expect, it } from 'vitest';
import { durationText, medianContactText, monthLabel } from './analytics-text';

describe('analytics text', () => {
  it('names months in words', () => {
    expect(monthLabel('2025-01')).toBe('Jan 2025');
    expect(monthLabel('2024-12')).toBe('Dec 2024');
    expect(monthLabel('soon')).toBe('soon');
  });

  it('gives short waits in hours and long ones in days', () => {
    expect(durationText(5.24)).toBe('5.2 hours');
    expect(durationText(1)).toBe('1 hour');
    expect(durationText(47.9)).toBe('47.9 hours');
    expect(durationText(84)).toBe('3.5 days');
  });

  it('says plainly when nobody was contacted yet', () => {
    expect(medianContactText(null)).toBe('No referral has been contacted yet');
    expect(medianContactText(5.2)).toBe('Median time to first contact: 5.2 hours');
  });
});
