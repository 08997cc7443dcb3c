import { ADMIN_LOGIN_PATH } from '@client/components/auth/require-admin';
import { safeNextPath } from '@client/lib/next-path';
import * as PAGE_PATHS from '@shared/domain/page-paths';

export { ADMIN_LOGIN_PATH };

/** The admin's own page (DESIGN: each party acts where they are): the inbox, where the work waits (issue 37). */
export const ADMIN_HOME_PATH = PAGE_PATHS.adminInbox;

/** Where an admin goes after signing in: a safe `next` (never the login page), else the inbox. */
export const adminNextPath = (next: string | null | undefined) =>
  safeNextPath(next, ADMIN_HOME_PATH, ADMIN_LOGIN_PATH);
