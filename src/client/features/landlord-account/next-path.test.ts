import { describe, expect, it } from 'vitest';
import { nextQuery, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site', () => {
    expect(safeNextPath('/landlords')).toBe('/landlords');
    expect(safeNextPath('/landlord/dashboard?x=1#top')).toBe('/landlord/dashboard?x=1#top');
  });

  it.each([
    null,
    undefined,
    '',
    'landlords',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('goes to the dashboard instead of %j', (next) => {
    expect(safeNextPath(next)).toBe('/landlord/dashboard');
  });
});

describe('nextQuery', () => {
  it('carries a destination other than the dashboard', () => {
    expect(nextQuery('/landlords')).toBe('?next=%2Flandlords');
    expect(nextQuery('/landlord/dashboard')).toBe('');
  });
});
