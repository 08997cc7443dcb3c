import { PageContainer, PageShell } from '@client/components/layout/page-shell';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { LoadingState } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { partnerLoginPath, usePartnerSession } from '@client/lib/partner-session';
import { preloadable, preloadOn } from '@client/lib/preloadable';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useHeadingFocusWhenLost } from '@client/lib/use-heading-focus-when-lost';
import type { ReferralSort } from '@shared/contracts/partner';
import type { ReferralFilter } from '@shared/domain/referral-status';
import { type ReactNode, Suspense, useRef, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { DashboardHeader } from './dashboard-header';
import { ReferralsTab } from './referrals-tab';
import { StatCards } from './stat-cards';
import { usePartnerProfile, usePartnerReferrals } from './use-partner-api';

// The tabs behind a click load when their tab is pointed at, focused or chosen (decision 0022)
const ProfileTab = preloadable(() => import('./profile-tab').then((module) => module.ProfileTab));
const AnalyticsTab = preloadable(() => import('./analytics-tab').then((module) => module.AnalyticsTab));
const BenchmarksTab = preloadable(() => import('./benchmarks-tab').then((module) => module.BenchmarksTab));

export const LOAD_FAILED_MESSAGE = 'Failed to load dashboard. Please try logging in again.';

type DashboardTab = 'referrals' | 'profile' | 'analytics' | 'benchmarks';

function LoadFailure() {
  return (
    <PageContainer>
      <h1 className="mb-6 text-3xl font-bold text-primary">Partner Dashboard</h1>
      <Alert variant="destructive">
        <AlertTitle>{LOAD_FAILED_MESSAGE}</AlertTitle>
        <AlertDescription>
          <Button asChild variant="outline" size="sm" className="mt-2">
            <Link href={partnerLoginPath()}>Go to Partner Login</Link>
          </Button>
        </AlertDescription>
      </Alert>
    </PageContainer>
  );
}

/** How long the search waits for typing to pause before it asks the server. */
const SEARCH_DELAY_MS = 300;

/** /partner/dashboard: a signed-in partner's referrals, profile and analytics. */
export default function PartnerDashboardPage() {
  // a refused session (401) is cleared by the partner calls; this page then shows its load failure
  const { session } = usePartnerSession();
  const [tab, setTab] = useState<DashboardTab>('referrals');
  const [status, setStatus] = useState<ReferralFilter>('all');
  const [sort, setSort] = useState<ReferralSort>('urgency');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DELAY_MS);
  const profileTab = useRef<HTMLButtonElement>(null);

  const profile = usePartnerProfile(session !== null);
  const referrals = usePartnerReferrals({ status, sort, q }, session !== null);
  const loadError = profile.error ?? referrals.error;
  // partners land here from the sign-in: once the page is in, the keyboard starts at its heading, not on <body>
  useHeadingFocusWhenLost(Boolean(profile.data && referrals.data));

  if (!session) return <Redirect to={partnerLoginPath()} replace />;

  const organization = profile.data ?? session.organization;
  const stats = referrals.data?.pages[0]?.stats;
  const openSettings = () => {
    setTab('profile');
    profileTab.current?.focus();
  };

  let content: ReactNode;
  if (loadError) content = <LoadFailure />;
  else if (!profile.data || !stats) content = <LoadingState label="Loading dashboard..." fullPage />;
  else
    content = (
      <PageContainer className="grid grid-cols-1 gap-8">
        <DashboardHeader organization={organization} onSettings={openSettings} />
        <StatCards stats={stats} />
        <Tabs value={tab} onValueChange={(value) => setTab(value as DashboardTab)}>
          <TabsList aria-label="Dashboard sections">
            <TabsTrigger value="referrals">Veteran Referrals</TabsTrigger>
            <TabsTrigger value="profile" ref={profileTab} {...preloadOn(ProfileTab)}>
              Organization Profile
            </TabsTrigger>
            <TabsTrigger value="analytics" {...preloadOn(AnalyticsTab)}>
              Analytics
            </TabsTrigger>
            <TabsTrigger value="benchmarks" {...preloadOn(BenchmarksTab)}>
              Benchmarks
            </TabsTrigger>
          </TabsList>
          <TabsContent value="referrals">
            <ReferralsTab
              query={referrals}
              status={status}
              sort={sort}
              onStatusChange={setStatus}
              onSortChange={setSort}
              search={search}
              onSearchChange={setSearch}
              tierLevel={profile.data.integrationTier}
            />
          </TabsContent>
          <TabsContent value="profile">
            <Suspense fallback={<LoadingState label="Loading the profile..." />}>
              <ProfileTab organization={profile.data} />
            </Suspense>
          </TabsContent>
          <TabsContent value="analytics">
            <Suspense fallback={<LoadingState label="Loading analytics..." />}>
              <AnalyticsTab />
            </Suspense>
          </TabsContent>
          <TabsContent value="benchmarks">
            <Suspense fallback={<LoadingState label="Loading the benchmarks..." />}>
              <BenchmarksTab />
            </Suspense>
          </TabsContent>
        </Tabs>
      </PageContainer>
    );

  return <PageShell title="Partner Dashboard">{content}</PageShell>;
}
