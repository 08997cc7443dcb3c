import type { BenefitKey } from './constants';
import { hasIncomeSource, intakePriority, intakeStatus } from './intake-priority';

const none: Record<BenefitKey, boolean> = {
  vash: false,
  giBill: false,
  disability: false,
  employment: false,
};
const withBenefits = (...keys: BenefitKey[]) => ({
  ...none,
  ...Object.fromEntries(keys.map((key) => [key, true])),
});

describe('intakeStatus', () => {
  it('says how many homes matched, or Waitlisted', () => {
    expect(intakeStatus(0)).toBe('Waitlisted');
    expect(intakeStatus(1)).toBe('1 match found');
    expect(intakeStatus(3)).toBe('3 matches found');
    expect(intakeStatus(27)).toBe('27 matches found');
  });
});

describe('hasIncomeSource', () => {
  it('counts GI Bill, disability and employment, not the voucher', () => {
    expect(hasIncomeSource(none)).toBe(false);
    expect(hasIncomeSource(withBenefits('vash'))).toBe(false);
    expect(hasIncomeSource(withBenefits('giBill'))).toBe(true);
    expect(hasIncomeSource(withBenefits('disability'))).toBe(true);
    expect(hasIncomeSource(withBenefits('employment'))).toBe(true);
  });
});

describe('intakePriority', () => {
  it('is High for a voucher holder when a voucher home is available now', () => {
    const decision = intakePriority({
      benefits: withBenefits('vash'),
      matchCount: 2,
      voucherHomeAvailable: true,
    });
    expect(decision.priority).toBe('High');
    expect(decision.reason).toMatch(/HUD-VASH voucher/);
  });

  it('is High with no home nearby and no income source, voucher or not', () => {
    for (const benefits of [none, withBenefits('vash')]) {
      const decision = intakePriority({ benefits, matchCount: 0, voucherHomeAvailable: false });
      expect(decision.priority).toBe('High');
      expect(decision.reason).toMatch(/No home matches within 50 miles and no income source/);
    }
  });

  it('is Standard when waitlisted with an income source, and says when they hear back', () => {
    const decision = intakePriority({
      benefits: withBenefits('vash', 'disability'),
      matchCount: 0,
      voucherHomeAvailable: false,
    });
    expect(decision).toEqual({
      priority: 'Standard',
      reason: expect.stringMatching(/waitlisted and hears back within 7-14 days/),
    });
  });

  it('is Standard with homes nearby but no income, and asks for benefits help', () => {
    const one = intakePriority({ benefits: none, matchCount: 1, voucherHomeAvailable: true });
    expect(one).toEqual({
      priority: 'Standard',
      reason: expect.stringMatching(/^1 home matches nearby, but no/),
    });
    const many = intakePriority({ benefits: none, matchCount: 4, voucherHomeAvailable: false });
    expect(many.reason).toMatch(/^4 homes match nearby.*apply for benefits/);
  });

  it('is Standard with homes nearby and income', () => {
    const decision = intakePriority({
      benefits: withBenefits('employment'),
      matchCount: 3,
      voucherHomeAvailable: false,
    });
    expect(decision).toEqual({
      priority: 'Standard',
      reason: expect.stringMatching(/^3 homes match nearby and an income/),
    });
  });

  it('does not give a voucher holder High for homes that do not take vouchers', () => {
    const decision = intakePriority({
      benefits: withBenefits('vash', 'giBill'),
      matchCount: 2,
      voucherHomeAvailable: false,
    });
    expect(decision.priority).toBe('Standard');
  });
});
