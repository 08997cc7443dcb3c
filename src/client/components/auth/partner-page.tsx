import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import {
  PARTNER_DASHBOARD_ROUTE,
  type PartnerSession,
  partnerLoginPath,
  usePartnerSession,
} from '@client/lib/partner-session';
import type { ReactNode } from 'react';
import { Link, Redirect } from 'wouter';

/** The signed-in partner's session, or null when there is none or a partner call was refused (401). */
export function useSignedInPartner(): PartnerSession | null {
  const { session, refused } = usePartnerSession();
  return refused ? null : session;
}

export interface PartnerPageProps {
  /** The signed-in partner (null when not signed in, or refused: then they sign in and come back). */
  session: PartnerSession | null;
  /** This page's path, where the sign-in brings the partner back to. */
  path: string;
  /** The page's h1 and document title. */
  title: string;
  description: ReactNode;
  /** Links beside the one back to the Partner Dashboard. */
  actions: ReactNode;
  children: ReactNode;
}

/** The frame of a signed-in partner's list page: the organisation above the title, the way back to the dashboard. */
export function PartnerPage({ session, path, title, description, actions, children }: PartnerPageProps) {
  if (!session) return <Redirect to={partnerLoginPath(path)} replace />;
  return (
    <PageShell title={title}>
      <PageContainer className="grid gap-8">
        <PageHeader
          flush
          eyebrow={session.organization.name}
          title={title}
          description={description}
          actions={
            <>
              <Button variant="outline" asChild>
                <Link href={PARTNER_DASHBOARD_ROUTE}>Partner Dashboard</Link>
              </Button>
              {actions}
            </>
          }
        />
        {children}
      </PageContainer>
    </PageShell>
  );
}
