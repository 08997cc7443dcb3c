import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { formatDate, formatMoney, formatNumber } from '@client/lib/format';
import { partnerLoginPath } from '@client/lib/partner-session';
import { preloadable, preloadOn } from '@client/lib/preloadable';
import type { PlacementView } from '@shared/contracts/placements';
import type { PlacementTier } from '@shared/domain/placement-tiers';
import { House, LogIn, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { ImpactReportButton } from './impact-report-button';
import { PlacementTierBadge } from './organization-badges';
import { PLACEMENTS_SHOWN, useImpactMetrics, usePlacements } from './use-owner-api';

/** The form's code (react-hook-form and its rules) loads when the button is pointed at, focused or pressed. */
const PlacementForm = preloadable(() => import('./placement-form').then((module) => module.PlacementForm));

export interface ManagedOrganization {
  id: string;
  slug: string;
  name: string;
  placementTier: PlacementTier;
  placements: number;
}

function PlacementItem({ placement }: { placement: PlacementView }) {
  return (
    <li className="grid gap-1 rounded-ui border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-words">{placement.veteranName}</p>
        <Badge variant={placement.isVABenefitBased ? 'success' : 'secondary'}>
          {placement.isVABenefitBased ? 'VA Benefits' : 'Private'}
        </Badge>
      </div>
      <p className="text-sm break-words">{placement.propertyAddress}</p>
      <p className="text-sm text-muted-foreground">
        {formatDate(placement.placementDate)} · {formatMoney(placement.monthlyRent)} per month
      </p>
    </li>
  );
}

function RecentPlacements({ vsoId }: { vsoId: string }) {
  const placements = usePlacements(vsoId, true);
  if (placements.isPending) return <LoadingState label="Loading placements..." />;
  if (placements.isError) {
    return <ErrorState error={placements.error} onRetry={() => placements.refetch()} />;
  }
  if (placements.data.length === 0) {
    return (
      <EmptyState
        icon={House}
        title="No placements yet"
        description="Record a placement when a veteran you referred moves into a home."
      />
    );
  }
  return (
    <ul className="grid gap-2" aria-label="Most recent placements">
      {placements.data.slice(0, PLACEMENTS_SHOWN).map((placement) => (
        <PlacementItem key={placement.id} placement={placement} />
      ))}
    </ul>
  );
}

/** The owner's placement tools: tier, placements this month, the 3 most recent, record and report. */
function OwnerTools({ organization }: { organization: ManagedOrganization }) {
  const [recording, setRecording] = useState(false);
  const metrics = useImpactMetrics(true);
  const tier = metrics.data?.placementTier ?? organization.placementTier;
  const total = metrics.data?.placementsTotal ?? organization.placements;
  return (
    <CardContent className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <PlacementTierBadge tier={tier} placements={total} />
        <p className="text-sm">
          <span className="font-bold">
            {metrics.data ? formatNumber(metrics.data.placementsThisMonth, 0) : '…'}
          </span>{' '}
          placements this month
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {recording ? null : (
          <Button onClick={() => setRecording(true)} {...preloadOn(PlacementForm)}>
            <Plus aria-hidden="true" />
            Record New Placement
          </Button>
        )}
        <ImpactReportButton vsoId={organization.id} slug={organization.slug} />
      </div>
      {recording ? (
        <Suspense fallback={<LoadingState label="Loading the form..." />}>
          <PlacementForm vsoId={organization.id} onDone={() => setRecording(false)} />
        </Suspense>
      ) : null}
      <h3 className="font-bold">Recent placements</h3>
      <RecentPlacements vsoId={organization.id} />
    </CardContent>
  );
}

export interface PlacementManagerProps {
  organization: ManagedOrganization;
  /** The signed-in partner's organisation id, or null when no partner is signed in. */
  ownerId: string | null;
}

/** The placement-management card: the owner's tools, or a sign-in prompt for everyone else. */
export function PlacementManager({ organization, ownerId }: PlacementManagerProps) {
  const isOwner = ownerId === organization.id;
  return (
    <Card role="region" aria-labelledby="placements-heading">
      <CardHeader>
        <CardTitle as="h2" id="placements-heading">
          Placement management
        </CardTitle>
        <CardDescription>
          {isOwner
            ? 'Record the veterans you helped into homes and download your impact report.'
            : `Staff of ${organization.name} sign in to record placements and download impact reports.`}
        </CardDescription>
      </CardHeader>
      {isOwner ? (
        <OwnerTools organization={organization} />
      ) : (
        <CardContent className="grid gap-3">
          {ownerId ? (
            <p className="text-sm">
              You're signed in for another organization, so these tools are not shown.
            </p>
          ) : null}
          <div>
            <Button asChild variant="outline">
              <Link href={partnerLoginPath(`/partner/${organization.id}`)}>
                <LogIn aria-hidden="true" />
                Partner sign in
              </Link>
            </Button>
          </div>
        </CardContent>
      )}
    </Card>
  );
}
