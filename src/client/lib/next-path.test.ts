import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site', () => {
    expect(safeNextPath('/landlords', '/home')).toBe('/landlords');
    expect(safeNextPath('/landlord/dashboard?x=1#top', '/home')).toBe('/landlord/dashboard?x=1#top');
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
  ])('goes to the fallback instead of %j', (next) => {
    expect(safeNextPath(next, '/home')).toBe('/home');
  });

  it('never goes back to the sign-in page itself', () => {
    expect(safeNextPath('/admin/login', '/admin/map-view', '/admin/login')).toBe('/admin/map-view');
    expect(safeNextPath('/admin/login?next=/x', '/admin/map-view', '/admin/login')).toBe('/admin/map-view');
    expect(safeNextPath('/admin/login-help', '/admin/map-view', '/admin/login')).toBe('/admin/login-help');
  });
});
