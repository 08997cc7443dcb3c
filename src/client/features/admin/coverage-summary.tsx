import { type ColumnHeading, TableHead, tableCell } from '@client/components/ui/data-table';
import { ScrollTable } from '@client/components/ui/scroll-table';
import { StatGrid } from '@client/components/ui/stat-grid';
import { TitledSection } from '@client/components/ui/titled-section';
import { formatNumber } from '@client/lib/format';
import type { Overview } from '@shared/contracts/admin-oversight';
import { TOP_MARKETS_SHOWN } from '@shared/domain/network-figures';
import { usStateName } from '@shared/domain/us-states';

// headings wrap, so the table fits a phone
const numeric = { align: 'right', wrap: true } as const;
const MARKET_COLUMNS: ColumnHeading[] = [
  'Market',
  { label: 'Veteran referrals', ...numeric },
  { label: 'Landlord leads', ...numeric },
  { label: 'Match potential', ...numeric },
];

/** How far the network reaches (states and cities with activity) and the five busiest cities. */
export function CoverageSummary({ coverage }: { coverage: Overview['geographicCoverage'] }) {
  const markets = coverage.topMarkets.slice(0, TOP_MARKETS_SHOWN);
  return (
    <div className="grid gap-6">
      <TitledSection headingId="coverage-heading" title="Coverage summary" gap={3}>
        <StatGrid
          className="grid-cols-1 min-[420px]:grid-cols-2 lg:max-w-xl"
          items={[
            {
              label: 'States Active',
              value: formatNumber(coverage.statesActive, 0),
              note: 'States and territories with activity',
            },
            {
              label: 'Cities Active',
              value: formatNumber(coverage.citiesActive, 0),
              note: 'Cities with activity',
            },
          ]}
        />
      </TitledSection>
      <TitledSection headingId="markets-heading" title={<>Top {TOP_MARKETS_SHOWN} markets</>} gap={3}>
        {markets.length === 0 ? (
          <p className="text-muted-foreground">No city had activity in this time frame.</p>
        ) : (
          <ScrollTable labelledBy="markets-heading">
            <TableHead columns={MARKET_COLUMNS} />
            <tbody>
              {markets.map((market) => (
                <tr key={`${market.city}-${market.state}`} className="border-t border-border">
                  <th scope="row" className={`${tableCell} text-left font-semibold`}>
                    {market.city}, <abbr title={usStateName(market.state)}>{market.state}</abbr>
                  </th>
                  <td className={`${tableCell} text-right`}>{formatNumber(market.veteranReferrals, 0)}</td>
                  <td className={`${tableCell} text-right`}>{formatNumber(market.landlordLeads, 0)}</td>
                  <td className={`${tableCell} text-right`}>{formatNumber(market.matchPotential, 0)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </TitledSection>
    </div>
  );
}
