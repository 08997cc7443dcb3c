import { StatGrid } from '@client/components/ui/stat-grid';
import { formatNumber, formatPercent } from '@client/lib/format';
import type { ReferralStats } from '@shared/contracts/partner';

/** The five figures at the top of the dashboard, as the server counts them over all referrals. */
export function StatCards({ stats }: { stats: ReferralStats }) {
  const cards = [
    { label: 'Total Referrals', value: formatNumber(stats.total, 0) },
    { label: '% Contacted', value: formatPercent(stats.contactedPercent) },
    { label: '% Matched', value: formatPercent(stats.matchedPercent) },
    { label: 'This Month', value: formatNumber(stats.thisMonth, 0) },
    { label: 'Top ZIP', value: stats.topZip ?? 'N/A' },
  ];
  return (
    <section aria-labelledby="partner-stats-heading">
      <h2 id="partner-stats-heading" className="sr-only">
        Referral summary
      </h2>
      <StatGrid
        items={cards}
        className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
        itemClassName="last:col-span-2 sm:last:col-span-1"
      />
    </section>
  );
}
