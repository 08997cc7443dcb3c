import { ADMIN_LOGIN_PATH } from '@client/components/auth/require-admin';
import { safeNextPath } from '@client/lib/next-path';
import * as PAGE_PATHS from '@shared/domain/page-paths';

export { ADMIN_LOGIN_PATH };

export const ADMIN_HOME_PATH = PAGE_PATHS.adminMapView;

/** Where an admin goes after signing in: a safe `next` (never the login page), else the map view. */
export const adminNextPath = (next: string | null | undefined) =>
  safeNextPath(next, ADMIN_HOME_PATH, ADMIN_LOGIN_PATH);
