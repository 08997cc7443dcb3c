import { StatGrid } from '@client/components/ui/stat-grid';
import { formatNumber } from '@client/lib/format';
import { type Overview, TIME_FRAME_LABELS } from '@shared/contracts/admin-oversight';
import { formatSuccessRate, successRateCounts } from '@shared/domain/network-figures';

/** The five stat cards of the spec's admin overview. */
export function OverviewCards({ overview }: { overview: Overview }) {
  const cards = [
    {
      label: 'Total Referrals',
      value: formatNumber(overview.totalReferrals, 0),
      note: 'Veterans referred to partners',
    },
    {
      label: 'Landlord Leads',
      value: formatNumber(overview.totalLandlordLeads, 0),
      note: 'Landlords who offered housing',
    },
    {
      label: 'Match Opportunities',
      value: formatNumber(overview.totalMatchOpportunities, 0),
      note: 'Matches proposed',
    },
    {
      label: 'Total Placements',
      value: formatNumber(overview.totalPlacements, 0),
      note: 'Veterans placed in a home',
    },
    {
      label: 'Conversion Rate',
      value: formatSuccessRate(overview.conversionRate),
      note: `Placement success rate: ${successRateCounts(TIME_FRAME_LABELS[overview.timeFrame]).toLowerCase()}`,
    },
  ];
  return <StatGrid items={cards} className="grid-cols-1 min-[420px]:grid-cols-2 lg:grid-cols-5" />;
}
