import { safeNextPath } from '@client/lib/next-path';

export const DASHBOARD_PATH = '/landlord/dashboard';

/** Where a landlord goes after signing in or up: a safe `next`, else the dashboard. */
export const landlordNextPath = (next: string | null | undefined) => safeNextPath(next, DASHBOARD_PATH);

/** "?next=..." to carry the destination over to the other account page; empty for the dashboard. */
export function nextQuery(next: string): string {
  return next === DASHBOARD_PATH ? '' : `?next=${encodeURIComponent(next)}`;
}
