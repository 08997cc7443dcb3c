import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { formatNumber } from '@client/lib/format';
import type { HousingAnalytics } from '@shared/contracts/housing';
import { HOUSING_MATCH_STATUS_LABELS, HOUSING_MATCH_STATUSES } from '@shared/domain/housing-match-status';
import { formatSuccessRate, placementSuccessRate, successRateCounts } from '@shared/domain/network-figures';
import { ALL_TIME_LABEL } from '@shared/domain/time-windows';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatMatchTime } from './analytics-text';
import { MatchStatusBadge } from './housing-badges';

/** Analytics: success rate and the real median time from intake to match, with the counts behind them. */
export function AnalyticsTab({ query }: { query: UseQueryResult<HousingAnalytics> }) {
  if (query.isPending) return <LoadingState label="Loading analytics..." />;
  if (query.isError) return <QueryErrorState query={query} title="We couldn't load the analytics" />;
  const analytics = query.data;
  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure
          label="Match Success Rate"
          value={formatSuccessRate(
            placementSuccessRate(analytics.successfulPlacements, analytics.totalMatches),
          )}
          note={`Placement success rate: ${successRateCounts(ALL_TIME_LABEL).toLowerCase()} (${formatNumber(analytics.successfulPlacements, 0)} placed of ${formatNumber(analytics.totalMatches, 0)} matches)`}
        />
        <Figure
          label="Average Match Time"
          value={formatMatchTime(analytics.medianMinutesToMatch)}
          note="The median wait from a veteran's intake to their first match: half of the matched veterans waited less, half longer"
        />
        <Figure
          label="Notifications Sent"
          value={formatNumber(analytics.notificationsSent, 0)}
          note="Veterans told about a match"
        />
      </dl>
      <section aria-labelledby="matches-by-status-heading" className="grid gap-3">
        <h3 id="matches-by-status-heading" className="text-lg font-bold">
          Matches by status
        </h3>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {HOUSING_MATCH_STATUSES.map((status) => (
            <li key={status} className="grid justify-items-start gap-1 rounded-ui border border-border p-3">
              <MatchStatusBadge status={status} />
              <span className="text-2xl font-bold text-primary">
                {formatNumber(analytics.matchesByStatus[status] ?? 0, 0)}
                <span className="sr-only"> {HOUSING_MATCH_STATUS_LABELS[status].toLowerCase()}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="grid content-start gap-1 rounded-ui border border-border bg-card p-4 shadow-ui">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold text-primary">{value}</dd>
      <dd className="text-sm text-muted-foreground">{note}</dd>
    </div>
  );
}
