import {
  canMoveHousingMatch,
  HOUSING_MATCH_STATUSES,
  HOUSING_MATCH_TRANSITIONS,
  isOpenHousingMatch,
} from './housing-match-status';

describe('housing match statuses', () => {
  it('moves forward one step at a time: pending → contacted → approved → placed', () => {
    expect(canMoveHousingMatch('pending', 'contacted')).toBe(true);
    expect(canMoveHousingMatch('contacted', 'approved')).toBe(true);
    expect(canMoveHousingMatch('approved', 'placed')).toBe(true);
    expect(canMoveHousingMatch('pending', 'approved')).toBe(false);
    expect(canMoveHousingMatch('pending', 'placed')).toBe(false);
    expect(canMoveHousingMatch('contacted', 'placed')).toBe(false);
  });

  it('lets every open match be declined, and never moves back', () => {
    for (const from of ['pending', 'contacted', 'approved'] as const) {
      expect(canMoveHousingMatch(from, 'declined')).toBe(true);
      expect(canMoveHousingMatch(from, 'pending')).toBe(false);
    }
  });

  it('treats placed and declined as final', () => {
    for (const to of HOUSING_MATCH_STATUSES) {
      expect(canMoveHousingMatch('placed', to)).toBe(false);
      expect(canMoveHousingMatch('declined', to)).toBe(false);
    }
    expect(HOUSING_MATCH_TRANSITIONS.placed).toEqual([]);
  });

  it('calls pending, contacted and approved open', () => {
    expect(HOUSING_MATCH_STATUSES.filter(isOpenHousingMatch)).toEqual(['pending', 'contacted', 'approved']);
  });
});
