import { assignMatches } from './assign';
import { milesNorth, NOW, property, veteran } from './instances.fixtures';
import type { EngineProperty, EngineVeteran } from './types';
import { explainUnmatched, unmatchedReason } from './unmatched';
import { UNMATCHED_REASON_LABELS, UNMATCHED_REASONS } from './unmatched-reasons';

const fitsAll = { acceptsVouchers: true, accessible: true, allowsPets: true } as const;

/** Runs the engine, then explains who it left out. */
function explain(veterans: EngineVeteran[], homes: EngineProperty[], isExcluded?: () => boolean) {
  const proposals = assignMatches(veterans, homes, { now: NOW, isExcluded });
  return explainUnmatched(veterans, homes, proposals, { isExcluded });
}

describe('unmatchedReason', () => {
  it('says no home is in reach when there is none', () => {
    expect(unmatchedReason(veteran(), [])).toBe('no_home_in_reach');
  });

  it('checks the needs in a fixed order: voucher, accessibility, pets, budget', () => {
    const needsAll = veteran({
      hasVoucher: true,
      requiresAccessibility: true,
      hasPet: true,
      maxRentCents: 500,
    });
    expect(unmatchedReason(needsAll, [property()])).toBe('no_voucher_home');
    expect(unmatchedReason(needsAll, [property({ acceptsVouchers: true })])).toBe('no_accessible_home');
    expect(unmatchedReason(needsAll, [property({ acceptsVouchers: true, accessible: true })])).toBe(
      'no_pet_friendly_home',
    );
    expect(unmatchedReason(needsAll, [property({ ...fitsAll, rentCents: 900 })])).toBe('over_budget');
    expect(unmatchedReason(needsAll, [property({ ...fitsAll, rentCents: 500 })])).toBe('taken_by_others');
  });

  it('narrows the homes rule by rule: one home per need is not a home for every need', () => {
    const needsTwo = veteran({ hasVoucher: true, hasPet: true });
    const homes = [
      property({ id: 'voucher', acceptsVouchers: true }),
      property({ id: 'pets', allowsPets: true }),
    ];
    expect(unmatchedReason(needsTwo, homes)).toBe('no_pet_friendly_home');
  });

  it('says the homes that fit were declined before, when they all were', () => {
    expect(unmatchedReason(veteran(), [property()], () => true)).toBe('declined_before');
    expect(unmatchedReason(veteran(), [property()], () => false)).toBe('taken_by_others');
  });
});

describe('explainUnmatched', () => {
  it('counts nothing when every veteran got a home', () => {
    expect(explain([veteran()], [property()])).toEqual([]);
  });

  it('counts a veteran with no home within the radius, or only unavailable homes', () => {
    const far = property({ ...milesNorth(60) });
    const gone = property({ id: 'gone', available: false });
    const full = property({ id: 'full', unitsAvailable: 0 });
    expect(explain([veteran()], [far, gone, full])).toEqual([{ reason: 'no_home_in_reach', count: 1 }]);
  });

  it('counts a veteran with no coordinates only against homes of the same ZIP', () => {
    const placeless = veteran({ latitude: null, longitude: null });
    expect(explain([placeless], [property({ ...milesNorth(5) })])).toEqual([
      { reason: 'no_home_in_reach', count: 1 },
    ]);
  });

  it('counts each need that leaves no home', () => {
    const home = property();
    expect(explain([veteran({ hasVoucher: true })], [home])).toEqual([
      { reason: 'no_voucher_home', count: 1 },
    ]);
    expect(explain([veteran({ requiresAccessibility: true })], [home])).toEqual([
      { reason: 'no_accessible_home', count: 1 },
    ]);
    expect(explain([veteran({ hasPet: true })], [home])).toEqual([
      { reason: 'no_pet_friendly_home', count: 1 },
    ]);
    expect(explain([veteran({ maxRentCents: 50_000 })], [property({ rentCents: 80_000 })])).toEqual([
      { reason: 'over_budget', count: 1 },
    ]);
  });

  it('counts veterans whose homes went to more urgent veterans, and those declined before', () => {
    const critical = veteran({ id: 'critical', urgency: 'critical' });
    const low = veteran({ id: 'low', urgency: 'low' });
    expect(explain([low, critical], [property()])).toEqual([{ reason: 'taken_by_others', count: 1 }]);
    expect(explain([low], [property()], () => true)).toEqual([{ reason: 'declined_before', count: 1 }]);
  });

  it('counts by reason, in the fixed order, leaving out reasons nobody had', () => {
    const veterans = [
      veteran({ id: 'far', ...milesNorth(70) }),
      veteran({ id: 'pet1', hasPet: true }),
      veteran({ id: 'pet2', hasPet: true }),
      veteran({ id: 'voucher', hasVoucher: true }),
      veteran({ id: 'served' }),
    ];
    expect(explain(veterans, [property({ unitsAvailable: 3 })])).toEqual([
      { reason: 'no_home_in_reach', count: 1 },
      { reason: 'no_voucher_home', count: 1 },
      { reason: 'no_pet_friendly_home', count: 2 },
    ]);
  });

  it('has words for every reason', () => {
    for (const reason of UNMATCHED_REASONS) expect(UNMATCHED_REASON_LABELS[reason]).not.toBe('');
  });
});
