import { householdRentCents, ROOM_SHARE_WEIGHTS, rentShareCents } from './rent-shares';
import { CO_LIVING_ROOM_TYPES } from './vocabulary';

describe('rent shares', () => {
  it('weighs each room by its private space: shared bath 1.0, private bath 1.2, master suite 1.5', () => {
    expect(ROOM_SHARE_WEIGHTS).toEqual({ shared_bath: 1, private_bath: 1.2, master_suite: 1.5 });
    expect(rentShareCents(80_000, 'shared_bath')).toBe(80_000);
    expect(rentShareCents(80_000, 'private_bath')).toBe(96_000);
    expect(rentShareCents(80_000, 'master_suite')).toBe(120_000);
  });

  it('rounds each share to the cent', () => {
    expect(rentShareCents(33_333, 'private_bath')).toBe(40_000);
    expect(rentShareCents(33_335, 'master_suite')).toBe(50_003);
    expect(rentShareCents(1, 'master_suite')).toBe(2);
  });

  it('never charges a larger room less than a smaller one', () => {
    for (const base of [1, 45_000, 99_999]) {
      const [shared, privateBath, suite] = (['shared_bath', 'private_bath', 'master_suite'] as const).map(
        (type) => rentShareCents(base, type),
      );
      expect(shared).toBeLessThanOrEqual(privateBath as number);
      expect(privateBath).toBeLessThanOrEqual(suite as number);
    }
    expect(CO_LIVING_ROOM_TYPES.every((type) => rentShareCents(0, type) === 0)).toBe(true);
  });

  it("makes the household's rent the sum of its members' shares", () => {
    const shares = (['shared_bath', 'private_bath', 'master_suite'] as const).map((type) =>
      rentShareCents(70_000, type),
    );
    expect(householdRentCents(shares)).toBe(70_000 + 84_000 + 105_000);
    expect(householdRentCents([])).toBe(0);
  });
});
