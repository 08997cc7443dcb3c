import { describe, expect, it } from 'vitest';
import { retentionInWords } from './retention';

describe('retentionInWords', () => {
  it('says years for whole years, else days', () => {
    expect(retentionInWords(365)).toBe('1 year');
    expect(retentionInWords(730)).toBe('2 years');
    expect(retentionInWords(90)).toBe('90 days');
    expect(retentionInWords(1)).toBe('1 day');
  });
});
