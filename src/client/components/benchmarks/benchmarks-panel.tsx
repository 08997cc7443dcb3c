import { Badge } from '@client/components/ui/badge';
import { QueryErrorState } from '@client/components/ui/error-state';
import { ScrollTable } from '@client/components/ui/scroll-table';
import { LoadingState } from '@client/components/ui/spinner';
import { StatGrid } from '@client/components/ui/stat-grid';
import type { Benchmarks } from '@shared/contracts/benchmarks';
import type { UseQueryResult } from '@tanstack/react-query';
import { type BenchmarkCard, benchmarkCards, shareText } from './benchmark-cards';
import { type LoadPeople, PeopleButton } from './people-dialog';

function FigureCard({ card, load, scopeKey }: { card: BenchmarkCard; load: LoadPeople; scopeKey: string }) {
  const headingId = `benchmark-${card.key}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-2 rounded-ui border border-border bg-card p-4 shadow-ui"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-bold">
          {card.title}
        </h3>
        <Badge variant={card.met ? 'success' : 'warning'}>{card.met ? 'Met' : 'Not met'}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{card.target}</p>
      <dl className="grid gap-1">
        {card.lines.map((line) => (
          <div key={line.label} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <dt className="text-sm">{line.label}</dt>
            <dd className="flex items-baseline gap-2">
              <span className="text-lg font-bold text-primary">{line.value}</span>
              {line.figure ? (
                <PeopleButton
                  figure={line.figure}
                  label={line.label}
                  count={line.count ?? 0}
                  load={load}
                  scopeKey={scopeKey}
                />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function TrendTable({ trend }: { trend: Benchmarks['trend'] }) {
  return (
    <details className="grid gap-2">
      <summary className="cursor-pointer font-semibold">The last 12 months</summary>
      <ScrollTable labelledBy="benchmark-trend-caption">
        <caption id="benchmark-trend-caption" className="sr-only">
          Each benchmark at the end of each of the last 12 months
        </caption>
        <thead>
          <tr className="text-left">
            {[
              'Month',
              'A net',
              'B average days',
              'Move-ins (90 days)',
              'Newly identified',
              'Transitional entries',
              'Actively homeless',
              'Housed in a month',
            ].map((heading) => (
              <th key={heading} scope="col" className="border-b border-border p-2">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trend.map((point) => (
            <tr key={point.month}>
              <th scope="row" className="p-2 text-left font-semibold">
                {point.month}
              </th>
              {[
                point.net,
                point.averageDays ?? '—',
                point.moveIns,
                point.newlyIdentified,
                point.transitionalEntries,
                point.activelyHomeless,
                point.monthlyCapacity,
              ].map((value, index) => (
                <td key={index} className="p-2">
                  {typeof value === 'number' ? value.toLocaleString('en-US') : value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </details>
  );
}

function DataQualityCard({ quality }: { quality: Benchmarks['dataQuality'] }) {
  const target = `Target ${Math.round(quality.target * 100)}%`;
  return (
    <section aria-labelledby="data-quality-heading" className="grid gap-3">
      <h3 id="data-quality-heading" className="font-bold">
        Data quality
      </h3>
      <StatGrid
        className="grid-cols-1 min-[420px]:grid-cols-2 lg:grid-cols-4"
        items={[
          {
            label: 'Identified, with a living situation',
            value: shareText(quality.identifiedWithSituation),
            note: target,
          },
          {
            label: 'Contacted within the threshold',
            value: shareText(quality.contactedWithinThreshold),
            note: target,
          },
          {
            label: 'Possible duplicates to review',
            value: quality.openPossibleDuplicates.toLocaleString('en-US'),
          },
          {
            label: 'Partners that updated a record in 30 days',
            value: shareText(quality.partnersUpdating.share),
            note: `${quality.partnersUpdating.updated} of ${quality.partnersUpdating.total}. ${target}`,
          },
        ]}
      />
    </section>
  );
}

/**
 * The Benchmarks panel (issue 35): the four federal benchmarks and functional zero, each with its target, met or
 * not, the people behind each figure, the 12-month trend and the data-quality card.
 */
export function BenchmarksPanel({
  query,
  load,
  scopeKey,
}: {
  query: UseQueryResult<Benchmarks>;
  load: LoadPeople;
  scopeKey: string;
}) {
  if (query.isPending) return <LoadingState label="Loading the benchmarks..." />;
  if (query.isError) return <QueryErrorState query={query} title="We couldn't load the benchmarks" />;
  const benchmarks = query.data;
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {benchmarks.community.name}: these figures count the people in this network’s records (
        {benchmarks.peopleCounted.toLocaleString('en-US')}), not every veteran in the community.
      </p>
      {benchmarks.peopleCounted === 0 ? (
        <p className="rounded-ui border border-dashed border-input p-4">
          No one is on this list yet. The figures fill in as people are identified.
        </p>
      ) : null}
      <div className="grid gap-3 lg:grid-cols-2">
        {benchmarkCards(benchmarks).map((card) => (
          <FigureCard key={card.key} card={card} load={load} scopeKey={scopeKey} />
        ))}
      </div>
      <TrendTable trend={benchmarks.trend} />
      <DataQualityCard quality={benchmarks.dataQuality} />
    </div>
  );
}
