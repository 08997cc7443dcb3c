import { AdminPage } from '@client/components/auth/admin-page';
import { Button } from '@client/components/ui/button';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { TitledSection } from '@client/components/ui/titled-section';
import { formatDate } from '@client/lib/format';
import { DEFAULT_TIME_FRAME, TIME_FRAME_LABELS } from '@shared/contracts/admin-oversight';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { CoverageSummary } from './coverage-summary';
import { ExportDataButton } from './export-data-button';
import { MapFilters } from './map-filters';
import { MapSection } from './map-section';
import { OverviewCards } from './overview-cards';
import { RefreshButton } from './refresh-button';
import { type MapFilters as Filters, useOverview } from './use-network-map';

// the Benchmarks panel loads after the page's own figures (decision 0022: route budgets)
const AdminBenchmarks = lazy(() => import('./admin-benchmarks'));

const TITLE = 'Network Map';
const DEFAULT_FILTERS: Filters = { timeFrame: DEFAULT_TIME_FRAME, type: 'all' };

/** /admin/map-view (admins only, see the router): the network across the country, its figures and markets. */
export default function AdminMapViewPage() {
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const overview = useOverview(filters.timeFrame);

  return (
    <AdminPage
      title={TITLE}
      description={
        <p>Where veterans are referred, landlords offer housing and matches succeed, across the country.</p>
      }
      actions={
        <>
          <RefreshButton />
          <ExportDataButton filters={filters} />
          <Button asChild variant="outline">
            <Link href={PAGE_PATHS.networkManagement}>Partner network</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={PAGE_PATHS.landlordDashboard}>Landlord dashboard</Link>
          </Button>
        </>
      }
    >
      <TitledSection headingId="map-filters-heading" title="Filters" size="hidden" gap={3}>
        <MapFilters filters={filters} onChange={setFilters} />
        {overview.data ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {TIME_FRAME_LABELS[overview.data.timeFrame]}
            {overview.data.since ? `, since ${formatDate(overview.data.since)}` : ''}
            {overview.isPlaceholderData ? ' (updating...)' : ''}
          </p>
        ) : null}
      </TitledSection>

      <TitledSection headingId="overview-heading" title="Network figures" size="hidden" gap={3}>
        {overview.isPending ? <LoadingState label="Loading network figures..." /> : null}
        {overview.isError ? (
          <QueryErrorState query={overview} title="We couldn't load the network figures" />
        ) : null}
        {overview.data ? <OverviewCards overview={overview.data} /> : null}
      </TitledSection>

      <Suspense fallback={<LoadingState label="Loading the benchmarks..." />}>
        <AdminBenchmarks />
      </Suspense>

      <MapSection filters={filters} />

      {overview.data ? <CoverageSummary coverage={overview.data.geographicCoverage} /> : null}
    </AdminPage>
  );
}
