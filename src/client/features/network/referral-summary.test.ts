import { describe, expect, it } from 'vitest';
import { referralSummaryFilename, referralSummaryText } from './referral-summary';

describe('the referral summary', () => {
  it('is a text file named after the reference with what was sent and what happens next', () => {
    expect(referralSummaryFilename('RF-7K2Q9M')).toBe('referral-RF-7K2Q9M.txt');
    const text = referralSummaryText({
      reference: 'RF-7K2Q9M',
      organizationName: 'Capital Region Veterans Alliance',
      organizationLocation: 'Albany, NY',
      veteranZip: '12208',
      needTypeLabel: 'Housing Assistance',
      contactMethod: null,
      submittedAt: new Date('2026-01-28T15:04:00Z'),
      support: { email: 'help@example.org', phone: null },
    });
    expect(text).toContain('Reference: RF-7K2Q9M');
    expect(text).toContain('Organization: Capital Region Veterans Alliance (Albany, NY)');
    expect(text).toContain('Veteran ZIP code: 12208');
    expect(text).toContain('Service needed: Housing Assistance');
    expect(text).toContain('Preferred contact method: Not given');
    expect(text).toContain('The organization will contact the veteran within 24 hours.');
    expect(text).toContain('Questions? Email help@example.org.');
  });
});
