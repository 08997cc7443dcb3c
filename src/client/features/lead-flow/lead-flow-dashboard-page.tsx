import { AdminPage } from '@client/components/auth/admin-page';
import { Button } from '@client/components/ui/button';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { TitledSection } from '@client/components/ui/titled-section';
import { formatDate } from '@client/lib/format';
import { type DrillDownNode, FLOW_PERIOD_LABELS } from '@shared/contracts/lead-flow';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { useState } from 'react';
import { Link } from 'wouter';
import { ExportReportButton } from './export-report-button';
import { FlowFilters } from './flow-filters';
import { HeadlineCards } from './headline-cards';
import { Pipeline } from './pipeline';
import { landlordPipeline, veteranPipeline } from './pipeline-nodes';
import { TierDistribution } from './tier-distribution';
import { type FlowFilters as Filters, useFlowMetrics } from './use-lead-flow';

const TITLE = 'Lead Flow Dashboard';
const DEFAULT_FILTERS: Filters = { period: 'month', tier: 'all' };

/** The two pipelines, a tab each. */
const PIPELINES = [
  { value: 'landlords', label: 'Landlord Pipeline', nodes: landlordPipeline },
  { value: 'veterans', label: 'Veteran Pipeline', nodes: veteranPipeline },
] as const;

/** /lead-flow-dashboard (admins only, see the router): landlords and veterans through the funnel. */
export default function LeadFlowDashboardPage() {
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [tab, setTab] = useState('landlords');
  const [selected, setSelected] = useState<DrillDownNode | null>(null);
  const metrics = useFlowMetrics(filters);

  const onTab = (value: string) => {
    setTab(value);
    setSelected(null);
  };

  return (
    <AdminPage
      title={TITLE}
      description={
        <p>How landlords and veterans move from sign-up to a placed home. Figures update every 30 seconds.</p>
      }
      actions={
        <>
          <ExportReportButton filters={filters} />
          <Button asChild variant="outline">
            <Link href={PAGE_PATHS.housingDashboard}>Housing Matching Dashboard</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={PAGE_PATHS.adminMessages}>Messages</Link>
          </Button>
        </>
      }
    >
      <TitledSection headingId="flow-filters-heading" title="Filters" size="hidden" gap={3}>
        <FlowFilters filters={filters} onChange={setFilters} />
        {metrics.data ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {FLOW_PERIOD_LABELS[metrics.data.period]}, since {formatDate(metrics.data.since)}
            {metrics.isPlaceholderData ? ' (updating...)' : ''}
          </p>
        ) : null}
      </TitledSection>

      {metrics.isPending ? <LoadingState label="Loading lead flow figures..." /> : null}
      {metrics.isError ? (
        <QueryErrorState query={metrics} title="We couldn't load the lead flow figures" />
      ) : null}
      {metrics.data ? (
        <>
          <section aria-labelledby="flow-headline-heading">
            <h2 id="flow-headline-heading" className="sr-only">
              Headline figures
            </h2>
            <HeadlineCards metrics={metrics.data} />
          </section>
          <TitledSection headingId="flow-pipelines-heading" title="Pipelines" gap={3}>
            <p className="text-muted-foreground">Choose a step to see the records behind it.</p>
            <Tabs value={tab} onValueChange={onTab}>
              <TabsList>
                {PIPELINES.map(({ value, label }) => (
                  <TabsTrigger key={value} value={value}>
                    {label}
                  </TabsTrigger>
                ))}
              </TabsList>
              {PIPELINES.map(({ value, nodes }) => (
                <TabsContent key={value} value={value}>
                  <Pipeline
                    nodes={nodes(metrics.data)}
                    filters={filters}
                    selected={selected}
                    onSelect={setSelected}
                  />
                </TabsContent>
              ))}
            </Tabs>
          </TitledSection>
          <TierDistribution counts={metrics.data.tierUpgrades} />
        </>
      ) : null}
    </AdminPage>
  );
}
