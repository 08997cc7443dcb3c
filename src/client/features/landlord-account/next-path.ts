import { safeNextPath } from '@client/lib/next-path';
import * as PAGE_PATHS from '@shared/domain/page-paths';

/** Where a landlord goes after signing in or up: a safe `next`, else the dashboard. */
export const landlordNextPath = (next: string | null | undefined) =>
  safeNextPath(next, PAGE_PATHS.landlordDashboard);

/** "?next=..." to carry the destination over to the other account page; empty for the dashboard. */
export function nextQuery(next: string): string {
  return next === PAGE_PATHS.landlordDashboard ? '' : `?next=${encodeURIComponent(next)}`;
}
