import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LinkButton } from '@client/components/ui/link-button';
import { LoadingState } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { useHeadingFocusWhenLost } from '@client/lib/use-heading-focus-when-lost';
import { useCurrentUser, useUserLogout } from '@client/lib/user-session';
import type { UserView } from '@shared/contracts/auth';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { DashboardBar } from './dashboard-bar';
import { ExportButton } from './export-button';
import { ADD_LISTING_PATH, LIST_PROPERTY_PATH, ListingsSection } from './listings-section';
import { MatchesSection } from './matches-section';
import { StatCards } from './stat-cards';
import { useLandlordListings, useLandlordStats } from './use-landlord-dashboard';

// the co-living sections sit below the listings: they load after the page (the signed-in page budget)
const CoLivingHomesSection = lazy(() =>
  import('./co-living-homes-section').then((module) => ({ default: module.CoLivingHomesSection })),
);
const CoLivingHouseholdsSection = lazy(() =>
  import('./co-living-households-section').then((module) => ({ default: module.CoLivingHouseholdsSection })),
);

export const LOGIN_REDIRECT = `${PAGE_PATHS.landlordLogin}?next=${PAGE_PATHS.landlordDashboard}`;
const TITLE = 'Landlord Dashboard';

/** /landlord/dashboard: the signed-in landlord's listings and figures (admins: every listing). */
export default function LandlordDashboardPage() {
  const currentUser = useCurrentUser();
  const [signingOut, setSigningOut] = useState(false);

  if (currentUser.isPending) {
    return (
      <PageShell title={TITLE}>
        <LoadingState fullPage label="Loading your dashboard..." />
      </PageShell>
    );
  }
  if (currentUser.error) {
    return (
      <PageShell title={TITLE}>
        <PageContainer>
          <QueryErrorState query={currentUser} />
        </PageContainer>
      </PageShell>
    );
  }
  const user = currentUser.data;
  if (!user) {
    // signing out ends on /landlords; don't bounce through the login page on the way
    if (signingOut) {
      return (
        <PageShell title={TITLE}>
          <LoadingState fullPage label="Signing out..." />
        </PageShell>
      );
    }
    return <Redirect to={LOGIN_REDIRECT} replace />;
  }
  return <Dashboard user={user} onSigningOut={() => setSigningOut(true)} />;
}

function Dashboard({ user, onSigningOut }: { user: UserView; onSigningOut: () => void }) {
  const [, navigate] = useLocation();
  const [offset, setOffset] = useState(0);
  const stats = useLandlordStats(user.id);
  const listings = useLandlordListings(user.id, offset);
  const logout = useUserLogout();
  const isAdmin = user.role === 'admin';
  // landlords land here from the sign-in: the keyboard starts at the heading, not on <body>
  useHeadingFocusWhenLost();

  // the session ended on the server (expired, signed out elsewhere): sign in again
  const expired = [stats.error, listings.error].some(
    (error) => error instanceof ApiError && error.status === 401,
  );
  if (expired) return <Redirect to={LOGIN_REDIRECT} replace />;

  const signOut = () => {
    onSigningOut();
    logout.mutate(undefined, { onSettled: () => navigate(LIST_PROPERTY_PATH) });
  };

  return (
    <PageShell title={TITLE}>
      <DashboardBar
        name={user.displayName}
        isAdmin={isAdmin}
        onSignOut={signOut}
        signingOut={logout.isPending}
      />
      <PageContainer className="grid gap-8">
        <PageHeader
          flush
          title={TITLE}
          description={
            <p>
              {isAdmin
                ? "You're signed in as an admin, so you see every landlord's listings and figures."
                : 'Your listings, the veterans matched to them and the placements made.'}
            </p>
          }
          actions={
            <>
              <LinkButton href={ADD_LISTING_PATH} icon={Plus} variant="accent">
                Add New Property
              </LinkButton>
              <ExportButton />
            </>
          }
        />
        <section aria-labelledby="landlord-stats-heading">
          <h2 id="landlord-stats-heading" className="sr-only">
            Summary
          </h2>
          {stats.isPending ? <LoadingState label="Loading your figures..." /> : null}
          {stats.error ? <QueryErrorState query={stats} title="We couldn't load your figures" /> : null}
          {stats.data ? <StatCards stats={stats.data} /> : null}
        </section>
        <ListingsSection
          isAdmin={isAdmin}
          userId={user.id}
          page={listings.data}
          isPending={listings.isPending}
          error={listings.error}
          onRetry={() => listings.refetch()}
          retrying={listings.isFetching}
          offset={offset}
          onOffset={setOffset}
        />
        <Suspense fallback={<LoadingState label="Loading co-living homes" />}>
          <CoLivingHomesSection userId={user.id} isAdmin={isAdmin} />
          {isAdmin ? null : <CoLivingHouseholdsSection userId={user.id} />}
        </Suspense>
        {/* a landlord's own matches; admins work every match on the housing dashboard */}
        {isAdmin ? null : <MatchesSection userId={user.id} />}
      </PageContainer>
    </PageShell>
  );
}
