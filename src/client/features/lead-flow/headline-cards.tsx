import { StatGrid } from '@client/components/ui/stat-grid';
import { formatNumber } from '@client/lib/format';
import type { FlowMetrics } from '@shared/contracts/lead-flow';
import { formatSuccessRate, successRateCounts } from '@shared/domain/network-figures';
import { TIME_WINDOW_LABELS } from '@shared/domain/time-windows';

/** Total Matches, Successful Placements, Active Listings, Pending Notifications. */
export function HeadlineCards({ metrics }: { metrics: FlowMetrics }) {
  const { matches, listings } = metrics;
  const cards = [
    {
      label: 'Total Matches',
      value: formatNumber(matches.total, 0),
      note: `${formatNumber(matches.thisMonth, 0)} this month`,
    },
    {
      label: 'Successful Placements',
      value: formatNumber(matches.successfulPlacements, 0),
      note:
        matches.total > 0
          ? `Placement success rate ${formatSuccessRate(metrics.conversionRates.matchToPlacement)}: ${successRateCounts(TIME_WINDOW_LABELS[metrics.period]).toLowerCase()}`
          : 'No data',
    },
    {
      label: 'Active Listings',
      value: formatNumber(listings.available, 0),
      note: `of ${formatNumber(listings.total, 0)} properties`,
    },
    {
      label: 'Pending Notifications',
      value: formatNumber(matches.pendingNotifications, 0),
      note: 'Veterans not yet told about their match',
    },
  ];
  return <StatGrid items={cards} className="grid-cols-1 min-[420px]:grid-cols-2 lg:grid-cols-4" />;
}
