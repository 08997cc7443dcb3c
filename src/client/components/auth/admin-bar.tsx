import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { useCurrentUser, useUserLogout } from '@client/lib/user-session';
import { cn } from '@client/lib/utils';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { ADMIN_LOGIN_PATH } from './require-admin';

/** Every admin page, in the order the team works: the inbox first. */
export const ADMIN_PAGES = [
  { href: PAGE_PATHS.adminInbox, label: 'Inbox' },
  { href: PAGE_PATHS.adminPeople, label: 'People' },
  { href: PAGE_PATHS.adminDuplicates, label: 'Duplicates' },
  { href: PAGE_PATHS.housingDashboard, label: 'Housing' },
  { href: PAGE_PATHS.adminCoLiving, label: 'Co-living' },
  { href: PAGE_PATHS.leadFlowDashboard, label: 'Lead flow' },
  { href: PAGE_PATHS.adminMapView, label: 'Map' },
  { href: PAGE_PATHS.networkManagement, label: 'Network' },
  { href: PAGE_PATHS.adminMessages, label: 'Messages' },
  { href: PAGE_PATHS.adminAccounts, label: 'Accounts' },
  { href: PAGE_PATHS.adminAuditLog, label: 'Audit log' },
] as const;

/** The top of an admin page: the ADMIN badge, who is signed in, links to every admin page, and Sign Out. */
export function AdminBar() {
  const currentUser = useCurrentUser();
  const logout = useUserLogout();
  const [location, navigate] = useLocation();
  const signOut = () => logout.mutate(undefined, { onSettled: () => navigate(ADMIN_LOGIN_PATH) });
  return (
    <div className="mb-6 grid gap-3 rounded-ui border border-border bg-muted p-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2">
          <Badge>ADMIN</Badge>
          <span>
            Signed in as <strong>{currentUser.data?.displayName ?? ''}</strong>
          </span>
        </p>
        <Button variant="outline" size="sm" onClick={signOut} loading={logout.isPending}>
          {logout.isPending ? null : <LogOut aria-hidden="true" />}
          Sign Out
        </Button>
      </div>
      <nav aria-label="Admin pages">
        <ul className="flex flex-wrap gap-2">
          {ADMIN_PAGES.map((page) => {
            const current = location === page.href || location.startsWith(`${page.href}/`);
            return (
              <li key={page.href}>
                <Link
                  href={page.href}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-10 items-center rounded-ui px-3 text-sm font-semibold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    current ? 'bg-primary text-primary-foreground' : 'bg-background text-primary',
                  )}
                >
                  {page.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
