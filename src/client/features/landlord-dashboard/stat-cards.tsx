import { StatGrid } from '@client/components/ui/stat-grid';
import { formatNumber } from '@client/lib/format';
import type { LandlordStats } from '@shared/contracts/landlord';

/** The four figures at the top of the dashboard, as the server counts them. */
export function StatCards({ stats }: { stats: LandlordStats }) {
  const cards = [
    { label: 'Total Units', value: formatNumber(stats.totalUnits, 0) },
    { label: 'VA-Compatible Units', value: formatNumber(stats.vaCompatibleUnits, 0) },
    { label: 'Veterans Matched', value: formatNumber(stats.veteransMatched, 0) },
    { label: 'Successful Placements', value: formatNumber(stats.successfulPlacements, 0) },
  ];
  return <StatGrid items={cards} />;
}
