export const ADMIN_HOME_PATH = '/admin/map-view';
export const ADMIN_LOGIN_PATH = '/admin/login';

// a backslash ("/\host") or a control character ("/\t/host") can turn a path into another site
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
const UNSAFE = /[\u0000-\u001f\\]/;

/**
 * Where an admin goes after signing in: `?next=` when it is a path on this site ("/...", never
 * "//host" or the login page itself), else the map view.
 */
export function adminNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || UNSAFE.test(next)) return ADMIN_HOME_PATH;
  if (next === ADMIN_LOGIN_PATH || next.startsWith(`${ADMIN_LOGIN_PATH}?`)) return ADMIN_HOME_PATH;
  return next;
}
