import { describe, expect, it } from 'vitest';
import {
  coLivingTenants,
  estimateIncome,
  listedMonthlyIncomeCents,
  nearbyRoomRent,
  roomRentSourceText,
  TYPICAL_MONTHLY_INCOME,
} from './income-estimate';

describe('estimateIncome', () => {
  it('defaults to 3 bedrooms: one household of 3 veterans x $1,200', () => {
    expect(estimateIncome({ rent: 1800, vacancyMonths: 2 })).toEqual({
      vacancyLoss: 3600,
      tenants: 3,
      roomRent: 1200,
      monthlyIncome: 3600,
      estimatedIncome: 1800,
    });
    expect(estimateIncome({ rent: 1800, vacancyMonths: 2, bedrooms: null }).tenants).toBe(3);
    expect(TYPICAL_MONTHLY_INCOME).toBe(3600);
  });

  it('counts one veteran per private room, in whole households of 3, never two to a bedroom', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 9].map(coLivingTenants)).toEqual([0, 0, 3, 3, 3, 6, 6, 9]);
    for (let bedrooms = 0; bedrooms <= 20; bedrooms += 1) {
      expect(coLivingTenants(bedrooms)).toBeLessThanOrEqual(bedrooms);
      expect(coLivingTenants(bedrooms) % 3).toBe(0);
    }
    expect(estimateIncome({ rent: 2000, vacancyMonths: 3, bedrooms: 6 })).toMatchObject({
      tenants: 6,
      monthlyIncome: 7200,
      estimatedIncome: 5200,
      vacancyLoss: 6000,
    });
  });

  it('shows a negative gain honestly when the current rent is higher than co-living income', () => {
    expect(estimateIncome({ rent: 9000, vacancyMonths: 1, bedrooms: 3 }).estimatedIncome).toBe(-5400);
    expect(estimateIncome({ rent: 900, vacancyMonths: 1, bedrooms: 2 })).toMatchObject({
      tenants: 0,
      estimatedIncome: -900,
    });
  });
});

describe("a landlord's own listings' income", () => {
  it('counts each room at its rent, or the whole-unit rent once', () => {
    expect(
      listedMonthlyIncomeCents([
        { rentCents: null, rentPerRoomCents: 95_000, roomCount: 4 },
        { rentCents: 180_000, rentPerRoomCents: null, roomCount: 2 },
        { rentCents: null, rentPerRoomCents: null, roomCount: 3 },
      ]),
    ).toBe(4 * 95_000 + 180_000);
    expect(listedMonthlyIncomeCents([])).toBe(0);
  });
});

describe('the room rent near a home', () => {
  it('is the middle of the rents listed near it, in whole dollars, or none', () => {
    expect(nearbyRoomRent([110_000, 90_000, 100_000])).toBe(1000);
    expect(nearbyRoomRent([90_000, 100_050])).toBe(950);
    expect(nearbyRoomRent([])).toBeNull();
    expect(estimateIncome({ rent: 1000, vacancyMonths: 1, roomRent: 1000 })).toMatchObject({
      monthlyIncome: 3000,
      roomRent: 1000,
    });
  });

  it('says where the figure comes from', () => {
    expect(roomRentSourceText('nearby', 3, '12207')).toBe(
      'The room rent is the middle rent of 3 homes with rooms on our platform within 25 miles of ZIP code 12207.',
    );
    expect(roomRentSourceText('program', 0, '99501')).toMatch(
      /standard rent: no rooms are listed .* 99501 yet/,
    );
    expect(roomRentSourceText('program', 0, null)).toMatch(/Do the assessment/);
  });
});
