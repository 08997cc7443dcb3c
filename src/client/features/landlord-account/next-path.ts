export const DASHBOARD_PATH = '/landlord/dashboard';

// a backslash ("/\host") or a control character ("/\t/host") can turn a path into another site
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
const UNSAFE = /[\u0000-\u001f\\]/;

/**
 * Where to go after signing in or up: the `next` query parameter when it is a path on this site
 * ("/..."; never "//host", which browsers read as another site), else the dashboard.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || UNSAFE.test(next)) return DASHBOARD_PATH;
  return next;
}

/** "?next=..." to carry the destination over to the other account page; empty for the dashboard. */
export function nextQuery(next: string): string {
  return next === DASHBOARD_PATH ? '' : `?next=${encodeURIComponent(next)}`;
}
