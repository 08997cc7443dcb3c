import {
  type CaseloadOrderFacts,
  caseloadPriority,
  caseloadStatus,
  caseloadUrgencyRank,
  compareCaseload,
  currentMatch,
} from './caseload-status';
import { NO_BENEFITS } from './constants';

describe('caseloadStatus', () => {
  it('is waiting with no match and no waitlist notice, or only declined matches', () => {
    expect(caseloadStatus({ matchStatuses: [], waitlistNoticeSent: false })).toBe('waiting');
    expect(caseloadStatus({ matchStatuses: ['declined'], waitlistNoticeSent: false })).toBe('waiting');
  });

  it('is waitlisted once the waitlist notice was delivered and no home is open', () => {
    expect(caseloadStatus({ matchStatuses: [], waitlistNoticeSent: true })).toBe('waitlisted');
    expect(caseloadStatus({ matchStatuses: ['declined'], waitlistNoticeSent: true })).toBe('waitlisted');
  });

  it.each([
    [['pending'], 'matched'],
    [['contacted'], 'contacted'],
    [['approved'], 'approved'],
    [['placed'], 'placed'],
  ] as const)('follows the match: %j is %s', (matchStatuses, status) => {
    expect(caseloadStatus({ matchStatuses, waitlistNoticeSent: false })).toBe(status);
    // a later match wins over an earlier waitlist notice
    expect(caseloadStatus({ matchStatuses, waitlistNoticeSent: true })).toBe(status);
  });

  it('takes the match furthest along when there are several', () => {
    expect(caseloadStatus({ matchStatuses: ['pending', 'approved'], waitlistNoticeSent: false })).toBe(
      'approved',
    );
    expect(
      caseloadStatus({ matchStatuses: ['declined', 'placed', 'pending'], waitlistNoticeSent: false }),
    ).toBe('placed');
  });
});

describe('currentMatch', () => {
  it('is the placed match, else the furthest open one, else the higher score; never a declined one', () => {
    const declined = { id: 'd', status: 'declined', score: 99 } as const;
    const pendingLow = { id: 'p1', status: 'pending', score: 40 } as const;
    const pendingHigh = { id: 'p2', status: 'pending', score: 80 } as const;
    const contacted = { id: 'c', status: 'contacted', score: 10 } as const;
    const placed = { id: 'x', status: 'placed', score: 5 } as const;
    expect(currentMatch([])).toBeNull();
    expect(currentMatch([declined])).toBeNull();
    expect(currentMatch([declined, pendingLow, pendingHigh])?.id).toBe('p2');
    expect(currentMatch([pendingHigh, contacted])?.id).toBe('c');
    expect(currentMatch([contacted, placed, declined])?.id).toBe('x');
  });
});

describe('caseloadPriority', () => {
  const base = { status: 'waiting', benefits: NO_BENEFITS, openMatches: 0, voucherHomeOpen: false } as const;

  it('is High with no open home and no income source, Standard with an income source', () => {
    expect(caseloadPriority(base)).toBe('High');
    expect(caseloadPriority({ ...base, benefits: { ...NO_BENEFITS, employment: true } })).toBe('Standard');
  });

  it('is High for a voucher holder with an open home that takes vouchers', () => {
    const voucher = { ...NO_BENEFITS, vash: true, disability: true };
    expect(caseloadPriority({ ...base, status: 'matched', benefits: voucher, openMatches: 1 })).toBe(
      'Standard',
    );
    expect(
      caseloadPriority({
        ...base,
        status: 'matched',
        benefits: voucher,
        openMatches: 1,
        voucherHomeOpen: true,
      }),
    ).toBe('High');
  });

  it('is Standard for a placed veteran', () => {
    expect(caseloadPriority({ ...base, status: 'placed' })).toBe('Standard');
  });
});

describe('compareCaseload', () => {
  const row = (overrides: Partial<CaseloadOrderFacts> & { name: string }) => ({
    status: 'waiting' as const,
    urgency: 'normal' as const,
    priority: 'Standard' as const,
    lastChangeAt: '2025-01-10T00:00:00.000Z',
    ...overrides,
  });

  it('puts the most urgent first, High before Standard within an urgency, placed last, then oldest change', () => {
    const rows = [
      row({ name: 'placed critical', status: 'placed', urgency: 'critical', priority: 'High' }),
      row({ name: 'normal new', lastChangeAt: '2025-02-01T00:00:00.000Z' }),
      row({ name: 'normal old', lastChangeAt: '2025-01-01T00:00:00.000Z' }),
      row({ name: 'normal High', priority: 'High' }),
      row({ name: 'low High', urgency: 'low', priority: 'High' }),
      row({ name: 'critical', urgency: 'critical' }),
      row({ name: 'high', urgency: 'high' }),
    ];
    expect(rows.sort(compareCaseload).map((r) => r.name)).toEqual([
      'critical',
      'high',
      'normal High',
      'normal old',
      'normal new',
      'low High',
      'placed critical',
    ]);
  });

  it('ranks each urgency and priority once', () => {
    expect(caseloadUrgencyRank({ status: 'matched', urgency: 'critical', priority: 'High' })).toBe(0);
    expect(caseloadUrgencyRank({ status: 'matched', urgency: 'low', priority: 'Standard' })).toBe(7);
    expect(caseloadUrgencyRank({ status: 'placed', urgency: 'critical', priority: 'High' })).toBe(8);
  });
});
