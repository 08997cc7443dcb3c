import { StatGrid } from '@client/components/ui/stat-grid';
import { formatNumber } from '@client/lib/format';
import type { HousingAnalytics } from '@shared/contracts/housing';

/** The four figures at the top of the housing dashboard. */
export function SummaryCards({ analytics }: { analytics: HousingAnalytics }) {
  const cards = [
    { label: 'Unmatched Veterans', value: formatNumber(analytics.unmatchedVeterans, 0) },
    { label: 'Available Properties', value: formatNumber(analytics.availableProperties, 0) },
    { label: 'Pending Matches', value: formatNumber(analytics.pendingMatches, 0) },
    { label: 'Successful Placements', value: formatNumber(analytics.successfulPlacements, 0) },
  ];
  return <StatGrid items={cards} />;
}
