import { safeNextPath } from '@client/lib/next-path';

export const ADMIN_HOME_PATH = '/admin/map-view';
export const ADMIN_LOGIN_PATH = '/admin/login';

/** Where an admin goes after signing in: a safe `next` (never the login page), else the map view. */
export const adminNextPath = (next: string | null | undefined) =>
  safeNextPath(next, ADMIN_HOME_PATH, ADMIN_LOGIN_PATH);
