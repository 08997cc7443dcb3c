import { LoadingState } from '@client/components/ui/spinner';
import { setTakingOverPage } from '@client/lib/use-hydrated';
import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { markAppLive } from './app-live';
import { ErrorBoundary } from './error-boundary';
import * as Pages from './routes';

/** LANDLORD_CONFIRM_ROUTE of @shared/contracts/auth, written out: importing that contract here would put zod
 * in every page's first load (router.test.tsx keeps the two equal). */
export const LANDLORD_CONFIRM_PATH = '/landlord/confirm';

/**
 * The route table of spec 1, section 2. Specific /partner/* paths come before /partner/:slug. Admins-only
 * pages check the sign-in themselves (routes.tsx, adminOnly).
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={Pages.HomePage} />
      <Route path="/landlords" component={Pages.LandlordsPage} />
      <Route path="/veterans" component={Pages.VeteransPage} />
      <Route path="/pricing" component={Pages.PricingPage} />
      <Route path="/support" component={Pages.BulkIntakePage} />
      <Route path="/income-calculator" component={Pages.IncomeCalculatorPage} />
      <Route path="/legal-resources" component={Pages.LegalResourcesPage} />
      <Route path="/success-stories" component={Pages.SuccessStoriesPage} />
      <Route path="/benefits-guide" component={Pages.BenefitsGuidePage} />
      <Route path="/community" component={Pages.CommunityPage} />
      <Route path="/help" component={Pages.HelpPage} />
      <Route path="/contact" component={Pages.ContactPage} />
      <Route path="/privacy" component={Pages.PrivacyPage} />
      <Route path="/terms" component={Pages.TermsPage} />

      <Route path="/directory" component={Pages.DirectoryPage} />
      <Route path="/veteran-intake" component={Pages.VeteranIntakePage} />
      <Route path="/landlord-listing" component={Pages.LandlordListingPage} />
      {/* not built yet: one honest page that says what is coming */}
      <Route path="/co-living-intake" component={Pages.CoLivingIntakePage} />
      <Route path="/housing-dashboard">{() => <Pages.HousingMatchesPage />}</Route>
      <Route path="/lead-flow-dashboard">{() => <Pages.LeadFlowDashboardPage />}</Route>
      <Route path="/partner/login" component={Pages.PartnerLoginPage} />
      <Route path="/partner/dashboard" component={Pages.PartnerDashboardPage} />
      <Route path="/partner/caseload" component={Pages.CaseloadPage} />
      <Route path="/partner/caseload/:veteranId">
        {(params) => <Pages.CaseloadVeteranPage veteranId={params.veteranId} />}
      </Route>
      <Route path="/partner/co-living" component={Pages.PartnerCoLivingPage} />
      <Route path="/partner/co-living/households/:householdId">
        {(params) => <Pages.HouseholdPage householdId={params.householdId} audience="partner" />}
      </Route>
      <Route path="/partner/internal/:vsoId" component={Pages.PartnerInternalPage} />
      <Route path="/partner/:idOrSlug" component={Pages.PartnerPage} />
      <Route path="/housing-partners" component={Pages.HousingPartnersPage} />
      <Route path="/network-partners" component={Pages.HousingPartnersPage} />
      <Route path="/landlord/login" component={Pages.LandlordLoginPage} />
      <Route path="/landlord/signup" component={Pages.LandlordSignupPage} />
      <Route path={LANDLORD_CONFIRM_PATH} component={Pages.LandlordConfirmPage} />
      <Route path="/landlord/dashboard" component={Pages.LandlordDashboardPage} />
      <Route path="/admin/login" component={Pages.AdminLoginPage} />
      <Route path="/forgot-password" component={Pages.ForgotPasswordPage} />
      <Route path="/reset-password" component={Pages.ResetPasswordPage} />
      <Route path="/sign-in-link" component={Pages.SignInLinkPage} />
      <Route path="/my" component={Pages.MyPage} />
      <Route path="/admin/map-view">{() => <Pages.AdminMapViewPage />}</Route>
      <Route path="/partner-dashboard">{() => <Pages.NetworkManagementPage />}</Route>
      <Route path="/admin/audit-log">{() => <Pages.AuditLogPage />}</Route>
      <Route path="/admin/accounts">{() => <Pages.AccountAccessPage />}</Route>
      <Route path="/admin/messages">{() => <Pages.AdminMessagesPage />}</Route>
      <Route path="/admin/inbox">{() => <Pages.AdminInboxPage />}</Route>
      <Route path="/admin/inbox/:itemId">{(params) => <Pages.InboxItemPage itemId={params.itemId} />}</Route>
      <Route path="/admin/duplicates">{() => <Pages.DuplicatesPage />}</Route>
      <Route path="/admin/duplicates/:pairId">
        {(params) => <Pages.DuplicatePage pairId={params.pairId} />}
      </Route>
      <Route path="/admin/people">{() => <Pages.PeoplePage />}</Route>
      <Route path="/admin/people/:veteranId">
        {(params) => <Pages.PersonPage veteranId={params.veteranId} />}
      </Route>
      <Route path="/admin/co-living">{() => <Pages.CoLivingDashboardPage />}</Route>
      <Route path="/admin/co-living/households/:householdId">
        {(params) => <Pages.AdminHouseholdPage householdId={params.householdId} audience="admin" />}
      </Route>

      <Route component={Pages.NotFoundPage} />
    </Switch>
  );
}

/** Nothing on screen: it mounts with the page (the same Suspense boundary), and says the page is live. */
function AppLive() {
  useEffect(() => {
    setTakingOverPage(false);
    markAppLive();
  }, []);
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
