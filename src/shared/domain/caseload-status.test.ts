import {
  type CaseloadOrderFacts,
  caseloadPriority,
  caseloadUrgencyRank,
  compareCaseload,
  currentMatch,
} from './caseload-status';
import { NO_BENEFITS } from './constants';

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
    expect(caseloadPriority({ ...base, status: 'offered', benefits: voucher, openMatches: 1 })).toBe(
      'Standard',
    );
    expect(
      caseloadPriority({
        ...base,
        status: 'offered',
        benefits: voucher,
        openMatches: 1,
        voucherHomeOpen: true,
      }),
    ).toBe('High');
  });

  it('is Standard for someone no longer waiting for a home', () => {
    for (const status of ['moved_in', 'exited', 'inactive'] as const)
      expect(caseloadPriority({ ...base, status })).toBe('Standard');
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

  it('puts the most urgent first, High before Standard within an urgency, moved in last, then oldest change', () => {
    const rows = [
      row({ name: 'moved in critical', status: 'moved_in', urgency: 'critical', priority: 'High' }),
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
      'moved in critical',
    ]);
  });

  it('ranks each urgency and priority once', () => {
    expect(caseloadUrgencyRank({ status: 'offered', urgency: 'critical', priority: 'High' })).toBe(0);
    expect(caseloadUrgencyRank({ status: 'offered', urgency: 'low', priority: 'Standard' })).toBe(7);
    expect(caseloadUrgencyRank({ status: 'moved_in', urgency: 'critical', priority: 'High' })).toBe(8);
  });
});
