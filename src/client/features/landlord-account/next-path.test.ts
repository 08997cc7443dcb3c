import { landlordNextPath, nextQuery } from './next-path';

describe('landlord next paths', () => {
  it('goes to the dashboard unless a safe destination is given', () => {
    expect(landlordNextPath('/landlords')).toBe('/landlords');
    expect(landlordNextPath('//evil.example')).toBe('/landlord/dashboard');
  });

  it('carries a destination other than the dashboard to the other account page', () => {
    expect(nextQuery('/landlords')).toBe('?next=%2Flandlords');
    expect(nextQuery('/landlord/dashboard')).toBe('');
  });
});
