import { formatNumber } from '@client/lib/format';
import type { LandlordStats } from '@shared/contracts/landlord';

/** The four figures at the top of the dashboard, as the server counts them. */
export function StatCards({ stats }: { stats: LandlordStats }) {
  const cards = [
    { label: 'Total Units', value: stats.totalUnits },
    { label: 'VA-Compatible Units', value: stats.vaCompatibleUnits },
    { label: 'Veterans Matched', value: stats.veteransMatched },
    { label: 'Successful Placements', value: stats.successfulPlacements },
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
