import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { useCurrentUser, useUserLogout } from '@client/lib/user-session';
import { LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import { ADMIN_LOGIN_PATH } from './require-admin';

/** The top of an admin page: the ADMIN badge, who is signed in, and Sign Out (back to the admin login). */
export function AdminBar() {
  const currentUser = useCurrentUser();
  const logout = useUserLogout();
  const [, navigate] = useLocation();
  const signOut = () => logout.mutate(undefined, { onSettled: () => navigate(ADMIN_LOGIN_PATH) });
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-ui border border-border bg-muted p-3">
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
  );
}
