import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { ErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useState } from 'react';
import { Link } from 'wouter';
import { AnalyticsTab } from './analytics-tab';
import { EngineControls } from './engine-controls';
import { MatchesTab } from './matches-tab';
import { PropertiesTab } from './properties-tab';
import { StalledMatchesTab } from './stalled-tab';
import { SummaryCards } from './summary-cards';
import {
  useHousingAnalytics,
  useHousingProperties,
  useHousingVeterans,
  useRecentMatches,
  useStalledMatches,
} from './use-housing-matches';
import { VeteransTab } from './veterans-tab';

const TITLE = 'Housing Matching Dashboard';

/** /housing-dashboard (admins only, see the router): run the engine and work the matches it proposes. */
export default function HousingMatchesPage() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const analytics = useHousingAnalytics(autoRefresh);

  return (
    <PageShell title={TITLE}>
      <PageContainer className="grid gap-8">
        <PageHeader
          className="mb-0"
          eyebrow="Admin"
          title={TITLE}
          description={<p>Match veterans who need a home with landlords' listings, and follow each match.</p>}
          actions={
            <>
              <Button asChild variant="outline">
                <Link href="/lead-flow-dashboard">Lead Flow Dashboard</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/admin/messages">Messages</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/veteran-intake">Register a Veteran</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/landlord-listing">List a Property</Link>
              </Button>
            </>
          }
        />
        <section aria-labelledby="housing-summary-heading" className="grid gap-3">
          <h2 id="housing-summary-heading" className="sr-only">
            Summary
          </h2>
          {analytics.isPending ? <LoadingState label="Loading figures..." /> : null}
          {analytics.isError ? (
            <ErrorState
              title="We couldn't load the figures"
              error={analytics.error}
              onRetry={() => void analytics.refetch()}
              retrying={analytics.isFetching}
            />
          ) : null}
          {analytics.data ? <SummaryCards analytics={analytics.data} /> : null}
        </section>
        <EngineControls autoRefresh={autoRefresh} onAutoRefresh={setAutoRefresh} />
        <DashboardTabs autoRefresh={autoRefresh} analytics={analytics} />
      </PageContainer>
    </PageShell>
  );
}

function DashboardTabs({
  autoRefresh,
  analytics,
}: {
  autoRefresh: boolean;
  analytics: ReturnType<typeof useHousingAnalytics>;
}) {
  const [tab, setTab] = useState('matches');
  return (
    <section aria-labelledby="housing-tabs-heading">
      <h2 id="housing-tabs-heading" className="sr-only">
        Matches, veterans and properties
      </h2>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="matches">Recent Matches</TabsTrigger>
          <TabsTrigger value="stalled">Stalled Matches</TabsTrigger>
          <TabsTrigger value="veterans">Veterans Queue</TabsTrigger>
          <TabsTrigger value="properties">Properties Available</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="matches">
          <MatchesPanel autoRefresh={autoRefresh} />
        </TabsContent>
        <TabsContent value="stalled">
          <StalledPanel autoRefresh={autoRefresh} />
        </TabsContent>
        <TabsContent value="veterans">
          <VeteransPanel autoRefresh={autoRefresh} />
        </TabsContent>
        <TabsContent value="properties">
          <PropertiesPanel autoRefresh={autoRefresh} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab query={analytics} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

// each panel owns its query, so a tab's data loads when it is first opened
function MatchesPanel({ autoRefresh }: { autoRefresh: boolean }) {
  return <MatchesTab query={useRecentMatches(autoRefresh)} />;
}

function StalledPanel({ autoRefresh }: { autoRefresh: boolean }) {
  return <StalledMatchesTab query={useStalledMatches(autoRefresh)} />;
}

function VeteransPanel({ autoRefresh }: { autoRefresh: boolean }) {
  return <VeteransTab query={useHousingVeterans(autoRefresh)} />;
}

function PropertiesPanel({ autoRefresh }: { autoRefresh: boolean }) {
  return <PropertiesTab query={useHousingProperties(autoRefresh)} />;
}
