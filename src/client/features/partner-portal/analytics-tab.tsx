import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { formatNumber } from '@client/lib/format';
import type { PartnerAnalytics } from '@shared/contracts/partner';
import { REFERRAL_STATUS_LABELS } from '@shared/domain/referral-status';
import { Clock } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { medianContactText, monthLabel } from './analytics-text';
import { usePartnerAnalytics } from './use-partner-api';

const MonthlyReferralsChart = lazy(() => import('./monthly-referrals-chart'));

function StatusBars({ byStatus }: { byStatus: PartnerAnalytics['byStatus'] }) {
  const max = Math.max(1, ...byStatus.map((row) => row.count));
  return (
    <ul className="grid gap-3">
      {byStatus.map((row) => (
        <li key={row.status} className="grid gap-1">
          <div className="flex justify-between gap-2 text-sm">
            <span className="font-semibold">{REFERRAL_STATUS_LABELS[row.status]}</span>
            <span>{formatNumber(row.count, 0)}</span>
          </div>
          <div className="h-2.5 rounded-full bg-muted" aria-hidden="true">
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${(row.count / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function MonthlyReferrals({ byMonth }: { byMonth: PartnerAnalytics['byMonth'] }) {
  const points = byMonth.map((row) => ({ label: monthLabel(row.month), count: row.count }));
  const total = points.reduce((sum, point) => sum + point.count, 0);
  const busiest = points.reduce<(typeof points)[number] | null>(
    (best, point) => (point.count > (best?.count ?? 0) ? point : best),
    null,
  );
  return (
    <div className="grid gap-3">
      <p>
        {formatNumber(total, 0)} {total === 1 ? 'referral' : 'referrals'} in the last 12 months
        {busiest ? `. Busiest month: ${busiest.label} with ${formatNumber(busiest.count, 0)}.` : '.'}
      </p>
      <Suspense fallback={<LoadingState label="Loading chart..." />}>
        <MonthlyReferralsChart data={points} />
      </Suspense>
      {/* a table ignores the 1px width of sr-only; its wrapper does not */}
      <div className="sr-only">
        <table>
          <caption>Referrals received per month, last 12 months</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Referrals</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{point.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The 'Analytics' tab: this partner's real figures from GET /api/partner/analytics. */
export function AnalyticsTab() {
  const analytics = usePartnerAnalytics();

  let body: ReactNode;
  if (analytics.isPending) body = <LoadingState label="Loading analytics..." />;
  else if (analytics.isError) body = <QueryErrorState query={analytics} />;
  else {
    const data = analytics.data;
    body = (
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <Card className="lg:col-span-2">
          <CardContent padding="full" className="flex items-start gap-3">
            <Clock className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div className="grid gap-1">
              <h3 className="text-lg font-bold">{medianContactText(data.medianHoursToFirstContact)}</h3>
              <p className="text-sm text-muted-foreground">
                {data.contactedCount > 0
                  ? `Counted over ${formatNumber(data.contactedCount, 0)} contacted ${data.contactedCount === 1 ? 'referral' : 'referrals'}, from when each one arrived to its first contact.`
                  : 'Once your team marks a referral as contacted, your response time shows here.'}
              </p>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Referrals by status</CardTitle>
            <CardDescription>Where every referral you have received stands today.</CardDescription>
          </CardHeader>
          <CardContent>
            <StatusBars byStatus={data.byStatus} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Referrals per month</CardTitle>
            <CardDescription>New referrals received in each of the last 12 months.</CardDescription>
          </CardHeader>
          <CardContent>
            <MonthlyReferrals byMonth={data.byMonth} />
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <section aria-labelledby="partner-analytics-heading" className="grid grid-cols-1 gap-5">
      <h2 id="partner-analytics-heading" className="text-2xl font-bold text-primary">
        Analytics
      </h2>
      {body}
    </section>
  );
}
