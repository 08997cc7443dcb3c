import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { useCurrentUser, useUserLogout } from '@client/lib/user-session';
import type { UserView } from '@shared/contracts/auth';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';

export const ADMIN_LOGIN_PATH = PAGE_PATHS.adminLogin;

/** The admin login with `?next=` set to `path`, so signing in comes back here. */
function adminLoginPath(path: string): string {
  return `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(path)}`;
}

/**
 * Shows `children` to admins only. Signed out: to the admin login (and back after it). Signed in
 * with another role: an "Admins only" page with a way to sign out. The server checks every call too.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const currentUser = useCurrentUser();
  const here = search ? `${location}?${search}` : location;

  if (currentUser.isPending) return <LoadingState fullPage label="Checking your sign-in..." />;
  if (currentUser.isError) {
    return (
      <PageShell title="Admin">
        <PageContainer width="2xl">
          <PageHeader title="Admin" />
          <QueryErrorState query={currentUser} title="We couldn't check your sign-in" />
        </PageContainer>
      </PageShell>
    );
  }
  if (!currentUser.data) return <Redirect to={adminLoginPath(here)} replace />;
  if (currentUser.data.role !== 'admin') return <AdminsOnly user={currentUser.data} here={here} />;
  return <>{children}</>;
}

function AdminsOnly({ user, here }: { user: UserView; here: string }) {
  const [, navigate] = useLocation();
  const logout = useUserLogout();
  const signOut = () => logout.mutate(undefined, { onSettled: () => navigate(adminLoginPath(here)) });
  return (
    <PageShell title="Admins only">
      <PageContainer width="2xl">
        <PageHeader
          eyebrow={
            <span className="inline-flex items-center gap-2">
              <ShieldAlert className="size-4" aria-hidden="true" />
              Restricted page
            </span>
          }
          title="Admins only"
          description={
            <p>
              This page is for Veterans Housing Marketplace staff. You're signed in as{' '}
              <strong className="text-foreground">{user.displayName}</strong>{' '}
              <Badge variant="outline">{user.role === 'landlord' ? 'Landlord' : user.role}</Badge>, which
              can't open it.
            </p>
          }
          actions={
            <>
              <Button onClick={signOut} loading={logout.isPending}>
                Sign Out
              </Button>
              {user.role === 'landlord' ? (
                <Button variant="outline" asChild>
                  <Link href={PAGE_PATHS.landlordDashboard}>Go to your landlord dashboard</Link>
                </Button>
              ) : null}
            </>
          }
        />
        <p>If you are an admin, sign out and sign in again with your admin username.</p>
      </PageContainer>
    </PageShell>
  );
}
