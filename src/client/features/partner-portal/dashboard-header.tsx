import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { PARTNER_LOGIN_ROUTE, removePartnerQueries } from '@client/lib/partner-session';
import type { OrganizationView } from '@shared/contracts/organizations';
import { formatPlace } from '@shared/domain/address';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardList, LogOut, MapPin, Settings, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { usePartnerLogout } from './use-partner-api';

export interface DashboardHeaderProps {
  organization: OrganizationView;
  /** 'Edit organization profile' (once 'Settings') opens the Organization Profile tab. */
  onSettings: () => void;
}

/** Organisation name (the page's h1), its city and state, Edit organization profile and Sign Out. */
export function DashboardHeader({ organization, onSettings }: DashboardHeaderProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const logout = usePartnerLogout();
  const heading = useRef<HTMLHeadingElement>(null);
  // arriving from the sign-in, focus was on a form that is gone: start a screen reader at the organisation's name
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
  }, []);
  // signing out always ends on the login page, even when the server call fails
  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        navigate(PARTNER_LOGIN_ROUTE);
        removePartnerQueries(queryClient);
      },
    });

  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-2">
        <p className="text-sm font-bold tracking-wide text-accent-strong uppercase">Partner Dashboard</p>
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-3xl leading-tight font-bold break-words text-primary focus:outline-none sm:text-4xl"
        >
          {organization.name}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span>{formatPlace({ city: organization.city, state: organization.state })}</span>
          {organization.isVerified ? <Badge variant="success">Verified Partner</Badge> : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="outline" asChild>
          <Link href={PAGE_PATHS.partnerCaseload}>
            <ClipboardList aria-hidden="true" />
            Caseload
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link href={PAGE_PATHS.partnerCoLiving}>
            <Users aria-hidden="true" />
            Co-living
          </Link>
        </Button>
        <Button variant="outline" onClick={onSettings}>
          <Settings aria-hidden="true" />
          Edit organization profile
        </Button>
        <Button variant="secondary" onClick={signOut} loading={logout.isPending}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </header>
  );
}
