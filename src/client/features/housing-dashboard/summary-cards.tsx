import { formatNumber } from '@client/lib/format';
import type { HousingAnalytics } from '@shared/contracts/housing';

/** The four figures at the top of the housing dashboard. */
export function SummaryCards({ analytics }: { analytics: HousingAnalytics }) {
  const cards = [
    { label: 'Unmatched Veterans', value: analytics.unmatchedVeterans },
    { label: 'Available Properties', value: analytics.availableProperties },
    { label: 'Pending Matches', value: analytics.pendingMatches },
    { label: 'Successful Placements', value: analytics.successfulPlacements },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div
          key={card.label}
          className="grid content-start gap-1 rounded-ui border border-border bg-card p-4 shadow-ui"
        >
          <dt className="text-sm font-semibold text-muted-foreground">{card.label}</dt>
          <dd className="text-2xl font-bold text-primary sm:text-3xl">{formatNumber(card.value, 0)}</dd>
        </div>
      ))}
    </dl>
  );
}
