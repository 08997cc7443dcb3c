import { formatNumber } from '@client/lib/format';
import type { FlowMetrics } from '@shared/contracts/dashboard';
import { formatConversion } from './pipeline-nodes';

/** Total Matches, Successful Placements, Active Listings, Pending Notifications. */
export function HeadlineCards({ metrics }: { metrics: FlowMetrics }) {
  const { matches, listings } = metrics;
  const cards = [
    {
      label: 'Total Matches',
      value: matches.total,
      note: `${formatNumber(matches.thisMonth, 0)} this month`,
    },
    {
      label: 'Successful Placements',
      value: matches.successfulPlacements,
      note:
        matches.total > 0
          ? `${formatConversion(metrics.conversionRates.matchToPlacement)} success rate`
          : 'No data',
    },
    {
      label: 'Active Listings',
      value: listings.available,
      note: `of ${formatNumber(listings.total, 0)} properties`,
    },
    {
      label: 'Pending Notifications',
      value: matches.pendingNotifications,
      note: 'Veterans not yet told about their match',
    },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <div
          key={card.label}
          className="grid content-start gap-1 rounded-ui border border-border bg-card p-4 shadow-ui"
        >
          <dt className="text-sm font-semibold text-muted-foreground">{card.label}</dt>
          <dd className="text-2xl font-bold text-primary sm:text-3xl">{formatNumber(card.value, 0)}</dd>
          <dd className="text-sm text-muted-foreground">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
