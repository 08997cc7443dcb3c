import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { partnerLoginPath } from '@client/lib/partner-session';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import type { ReactNode } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { LiveImpactMetrics, RecentReferrals } from './owner-panels';
import { PlacementManager } from './placement-manager';
import { useVso } from './use-network-api';
import { useOwnedOrganizationId } from './use-owner-api';

export const NOT_YOUR_ORGANIZATION = 'This page belongs to another organization';

function OwnerTools({ vsoId }: { vsoId: string }) {
  const vso = useVso(vsoId);
  if (vso.isPending) return <LoadingState label="Loading your tools..." fullPage />;
  if (vso.isError) {
    return (
      <PageContainer>
        <QueryErrorState query={vso} />
      </PageContainer>
    );
  }
  return (
    <PageContainer className="grid gap-6">
      <PageHeader
        flush
        eyebrow="Partner tools"
        title={vso.data.name}
        description="Record placements, download your impact report and keep an eye on new referrals."
        actions={
          <>
            <Button asChild>
              <Link href={PAGE_PATHS.partnerDashboard}>My Dashboard</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={`/partner/${vso.data.slug}`}>View public profile</Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <PlacementManager organization={vso.data} ownerId={vso.data.id} />
        <div className="grid content-start gap-6">
          <LiveImpactMetrics />
          <RecentReferrals />
        </div>
      </div>
    </PageContainer>
  );
}

/** /partner/internal/{vsoId}: the owner's tools; sign-in first, and only for its own organisation. */
export default function PartnerInternalPage() {
  const { vsoId = '' } = useParams<{ vsoId: string }>();
  const ownerId = useOwnedOrganizationId();
  if (!ownerId) {
    // a visitor, or a partner whose session was just refused (401), signs in and comes back here
    return <Redirect to={partnerLoginPath(`/partner/internal/${vsoId}`)} replace />;
  }
  let content: ReactNode;
  if (ownerId !== vsoId) {
    content = (
      <PageContainer>
        <PageHeader title="Partner tools" />
        <Alert variant="warning">
          <AlertTitle>{NOT_YOUR_ORGANIZATION}</AlertTitle>
          <AlertDescription>
            <p>You're signed in for another organization. You can only manage your own organization.</p>
            <Button asChild variant="outline" size="sm" className="mt-2">
              <Link href={`/partner/internal/${ownerId}`}>Go to your organization's tools</Link>
            </Button>
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  } else content = <OwnerTools vsoId={vsoId} />;
  return <PageShell title="Partner tools">{content}</PageShell>;
}
