import { LoadingState } from '@client/components/ui/spinner';
import type { Preloadable } from '@client/lib/preloadable';
import { Suspense, useEffect } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch, useLocation } from 'wouter';
import { markAppLive } from './app-live';
import { ErrorBoundary } from './error-boundary';
import * as Pages from './routes';

/** LANDLORD_CONFIRM_ROUTE of @shared/contracts/auth, written out: importing that contract here would put zod
 * in every page's first load (router.test.tsx keeps the two equal). */
export const LANDLORD_CONFIRM_PATH = '/landlord/confirm';

type Params = Record<string, string | undefined>;

interface AppRoute {
  /** A wouter pattern; none for the not-found page, which matches everything. */
  path?: string;
  // biome-ignore lint/suspicious/noExplicitAny: each page takes its own props, made by `props` from the route's params
  page: Preloadable<any>;
  /** The page's props from the route's params; by default `{ params }`, as wouter's `component` gives. */
  props?: (params: Params) => object;
}

const noProps = () => ({});

/**
 * The route table of spec 1, section 2, in the order wouter's Switch tries it: specific /partner/* paths come before
 * /partner/:slug. Admins-only pages check the sign-in themselves (routes.tsx, adminOnly).
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', page: Pages.HomePage },
  { path: '/landlords', page: Pages.LandlordsPage },
  { path: '/veterans', page: Pages.VeteransPage },
  { path: '/pricing', page: Pages.PricingPage },
  { path: '/support', page: Pages.BulkIntakePage },
  { path: '/income-calculator', page: Pages.IncomeCalculatorPage },
  { path: '/legal-resources', page: Pages.LegalResourcesPage },
  { path: '/success-stories', page: Pages.SuccessStoriesPage },
  { path: '/benefits-guide', page: Pages.BenefitsGuidePage },
  { path: '/community', page: Pages.CommunityPage },
  { path: '/help', page: Pages.HelpPage },
  { path: '/contact', page: Pages.ContactPage },
  { path: '/privacy', page: Pages.PrivacyPage },
  { path: '/terms', page: Pages.TermsPage },

  { path: '/directory', page: Pages.DirectoryPage },
  { path: '/veteran-intake', page: Pages.VeteranIntakePage },
  { path: '/landlord-listing', page: Pages.LandlordListingPage },
  { path: '/co-living-intake', page: Pages.CoLivingIntakePage },
  { path: '/housing-dashboard', page: Pages.HousingMatchesPage, props: noProps },
  { path: '/lead-flow-dashboard', page: Pages.LeadFlowDashboardPage, props: noProps },
  { path: '/partner/login', page: Pages.PartnerLoginPage },
  { path: '/partner/dashboard', page: Pages.PartnerDashboardPage },
  { path: '/partner/caseload', page: Pages.CaseloadPage },
  {
    path: '/partner/caseload/:veteranId',
    page: Pages.CaseloadVeteranPage,
    props: ({ veteranId }) => ({ veteranId }),
  },
  { path: '/partner/co-living', page: Pages.PartnerCoLivingPage },
  {
    path: '/partner/co-living/households/:householdId',
    page: Pages.HouseholdPage,
    props: ({ householdId }) => ({ householdId, audience: 'partner' }),
  },
  { path: '/partner/internal/:vsoId', page: Pages.PartnerInternalPage },
  { path: '/partner/:idOrSlug', page: Pages.PartnerPage },
  { path: '/housing-partners', page: Pages.HousingPartnersPage },
  { path: '/network-partners', page: Pages.HousingPartnersPage },
  { path: '/landlord/login', page: Pages.LandlordLoginPage },
  { path: '/landlord/signup', page: Pages.LandlordSignupPage },
  { path: LANDLORD_CONFIRM_PATH, page: Pages.LandlordConfirmPage },
  { path: '/landlord/dashboard', page: Pages.LandlordDashboardPage },
  { path: '/admin/login', page: Pages.AdminLoginPage },
  { path: '/forgot-password', page: Pages.ForgotPasswordPage },
  { path: '/reset-password', page: Pages.ResetPasswordPage },
  { path: '/admin/map-view', page: Pages.AdminMapViewPage, props: noProps },
  { path: '/partner-dashboard', page: Pages.NetworkManagementPage, props: noProps },
  { path: '/admin/audit-log', page: Pages.AuditLogPage, props: noProps },
  { path: '/admin/accounts', page: Pages.AccountAccessPage, props: noProps },
  { path: '/admin/messages', page: Pages.AdminMessagesPage, props: noProps },
  { path: '/admin/inbox', page: Pages.AdminInboxPage, props: noProps },
  { path: '/admin/inbox/:itemId', page: Pages.InboxItemPage, props: ({ itemId }) => ({ itemId }) },
  { path: '/admin/co-living', page: Pages.CoLivingDashboardPage, props: noProps },
  {
    path: '/admin/co-living/households/:householdId',
    page: Pages.AdminHouseholdPage,
    props: ({ householdId }) => ({ householdId, audience: 'admin' }),
  },
  { page: Pages.NotFoundPage },
];

const pageProps = (route: AppRoute, params: Params) => (route.props ? route.props(params) : { params });

export function AppRoutes() {
  return (
    <Switch>
      {APP_ROUTES.map((route) => (
        <Route key={route.path ?? '*'} path={route.path}>
          {(params: Params) => <route.page {...pageProps(route, params)} />}
        </Route>
      ))}
    </Switch>
  );
}

/** The route wouter's Switch picks for `path` (the not-found page's route matches any path). */
export function routeFor(path: string): AppRoute {
  const route = APP_ROUTES.find((candidate) => matchRoute(parse, candidate.path ?? '*', path)[0]);
  if (!route) throw new Error(`no route for ${path}`);
  return route;
}

/** Loads the page `path` shows (start.tsx, before React takes over the page). */
export const preloadPage = (path: string): Promise<unknown> => routeFor(path).page.preload();

/** Nothing on screen: it mounts with the page (the same Suspense boundary), and says the page is live. */
function AppLive() {
  useEffect(markAppLive, []);
  return null;
}

/** Routes behind a per-route error boundary and a loading fallback while a page chunk loads. */
export function AppRouter() {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<LoadingState fullPage label="Loading page..." />}>
        <AppRoutes />
        <AppLive />
      </Suspense>
    </ErrorBoundary>
  );
}
