import { estimateIncome } from './income-estimate';

describe('estimateIncome', () => {
  it('defaults to 3 bedrooms: 6 veteran tenants x $1,200', () => {
    expect(estimateIncome({ rent: 1800, vacancyMonths: 2 })).toEqual({
      vacancyLoss: 3600,
      tenants: 6,
      roomRent: 1200,
      monthlyIncome: 7200,
      estimatedIncome: 5400,
    });
    expect(estimateIncome({ rent: 1800, vacancyMonths: 2, bedrooms: null }).tenants).toBe(6);
  });

  it('uses the bedrooms from the assessment when known: 2 veterans per bedroom', () => {
    const estimate = estimateIncome({ rent: 2000, vacancyMonths: 3, bedrooms: 5 });
    expect(estimate).toMatchObject({
      tenants: 10,
      monthlyIncome: 12_000,
      estimatedIncome: 10_000,
      vacancyLoss: 6000,
    });
  });

  it('shows a negative gain honestly when the current rent is higher than co-living income', () => {
    expect(estimateIncome({ rent: 9000, vacancyMonths: 1, bedrooms: 3 }).estimatedIncome).toBe(-1800);
  });
});
