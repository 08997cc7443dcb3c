import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { formatDate, formatNumber } from '@client/lib/format';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { placementTierLabel } from '@shared/domain/placement-tiers';
import { needTypeLabel, REFERRAL_STATUS_LABELS } from '@shared/domain/referral-status';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { RECENT_REFERRALS_SHOWN, useImpactMetrics, useRecentReferrals } from './use-owner-api';

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-ui bg-muted p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

/** The owner's live impact metrics, all computed from its referrals and placements. */
export function LiveImpactMetrics() {
  const metrics = useImpactMetrics(true);
  let body: ReactNode;
  if (metrics.isPending) body = <LoadingState label="Loading your impact..." />;
  else if (metrics.isError) body = <ErrorState error={metrics.error} onRetry={() => metrics.refetch()} />;
  else {
    const m = metrics.data;
    const response =
      m.averageResponseHours === null ? 'None yet' : `${formatNumber(m.averageResponseHours)} h`;
    body = (
      <>
        <dl className="grid grid-cols-2 gap-3">
          <Metric label="Referrals received" value={formatNumber(m.totalReferrals, 0)} />
          <Metric label="Average response" value={response} />
          <Metric label="Placements this month" value={formatNumber(m.placementsThisMonth, 0)} />
          <Metric label="Placements this year" value={formatNumber(m.placementsThisYear, 0)} />
        </dl>
        <p className="text-sm">
          {placementTierLabel(m.placementTier)}
          {m.placementsToNextTier === null
            ? ''
            : `: ${m.placementsToNextTier} more ${m.placementsToNextTier === 1 ? 'placement' : 'placements'} to the next tier.`}
        </p>
      </>
    );
  }
  return (
    <Card role="region" aria-labelledby="live-metrics-heading">
      <CardHeader>
        <CardTitle as="h2" id="live-metrics-heading">
          Live Impact Metrics
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">{body}</CardContent>
    </Card>
  );
}

/** The owner's 3 most recent referrals (5 requested), with a link to the dashboard. */
export function RecentReferrals() {
  const recent = useRecentReferrals(true);
  let body: ReactNode;
  if (recent.isPending) body = <LoadingState label="Loading referrals..." />;
  else if (recent.isError) body = <ErrorState error={recent.error} onRetry={() => recent.refetch()} />;
  else if (recent.data.referrals.length === 0)
    body = (
      <EmptyState title="No referrals yet" description="New referrals show up here and in your dashboard." />
    );
  else
    body = (
      <ul className="grid gap-2">
        {recent.data.referrals.slice(0, RECENT_REFERRALS_SHOWN).map((referral) => (
          <li key={referral.id} className="grid gap-1 rounded-ui border border-border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold break-words">
                {referral.veteranName ?? `Veteran in ${referral.zipCode}`}
              </p>
              <Badge variant="secondary">{REFERRAL_STATUS_LABELS[referral.status]}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              ZIP {referral.zipCode}
              {referral.serviceType ? ` · ${needTypeLabel(referral.serviceType)}` : ''} ·{' '}
              {formatDate(referral.createdAt)}
            </p>
          </li>
        ))}
      </ul>
    );
  return (
    <Card role="region" aria-labelledby="recent-referrals-heading">
      <CardHeader>
        <CardTitle as="h2" id="recent-referrals-heading">
          Recent Referrals
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {body}
        <div>
          <Button asChild variant="link">
            <Link href={PAGE_PATHS.partnerDashboard}>See all referrals in your dashboard</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
