import { AdminPage } from '@client/components/auth/admin-page';
import { Button } from '@client/components/ui/button';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { preloadable, preloadOn } from '@client/lib/preloadable';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { EngineControls } from './engine-controls';
import { MatchesTab } from './matches-tab';
import { SummaryCards } from './summary-cards';
import { useHousingAnalytics } from './use-housing-matches';

// The tabs behind a click load when their tab is pointed at, focused or chosen (decision 0022)
const VeteransTab = preloadable(() => import('./veterans-tab').then((module) => module.VeteransTab));
const PropertiesTab = preloadable(() => import('./properties-tab').then((module) => module.PropertiesTab));
const AnalyticsTab = preloadable(() => import('./analytics-tab').then((module) => module.AnalyticsTab));

const TITLE = 'Housing Matching Dashboard';

/** /housing-dashboard (admins only, see the router): run the engine and work the matches it proposes. */
export default function HousingMatchesPage() {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const analytics = useHousingAnalytics(autoRefresh);

  return (
    <AdminPage
      title={TITLE}
      description={<p>Match veterans who need a home with landlords' listings, and follow each match.</p>}
      actions={
        <>
          <Button asChild variant="outline">
            <Link href={PAGE_PATHS.veteranIntake}>Register a Veteran</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={PAGE_PATHS.landlordListing}>List a Property</Link>
          </Button>
        </>
      }
    >
      <section aria-labelledby="housing-summary-heading" className="grid gap-3">
        <h2 id="housing-summary-heading" className="sr-only">
          Summary
        </h2>
        {analytics.isPending ? <LoadingState label="Loading figures..." /> : null}
        {analytics.isError ? (
          <QueryErrorState query={analytics} title="We couldn't load the figures" />
        ) : null}
        {analytics.data ? <SummaryCards analytics={analytics.data} /> : null}
      </section>
      <EngineControls autoRefresh={autoRefresh} onAutoRefresh={setAutoRefresh} />
      <DashboardTabs autoRefresh={autoRefresh} analytics={analytics} />
    </AdminPage>
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
          <TabsTrigger value="veterans" {...preloadOn(VeteransTab)}>
            Veterans Queue
          </TabsTrigger>
          <TabsTrigger value="properties" {...preloadOn(PropertiesTab)}>
            Properties Available
          </TabsTrigger>
          <TabsTrigger value="analytics" {...preloadOn(AnalyticsTab)}>
            Analytics
          </TabsTrigger>
        </TabsList>
        {/* each tab owns its query and table state, so its data loads when it is first opened */}
        <TabsContent value="matches">
          <MatchesTab autoRefresh={autoRefresh} />
        </TabsContent>
        <TabsContent value="stalled">
          <MatchesTab autoRefresh={autoRefresh} stalled />
        </TabsContent>
        <TabsContent value="veterans">
          <Suspense fallback={<LoadingState label="Loading veterans..." />}>
            <VeteransTab autoRefresh={autoRefresh} />
          </Suspense>
        </TabsContent>
        <TabsContent value="properties">
          <Suspense fallback={<LoadingState label="Loading properties..." />}>
            <PropertiesTab autoRefresh={autoRefresh} />
          </Suspense>
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense fallback={<LoadingState label="Loading analytics..." />}>
            <AnalyticsTab query={analytics} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </section>
  );
}
