import { LoadingState } from '@client/components/ui/spinner';
import { setTakingOverPage } from '@client/lib/use-hydrated';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { PAGE_PATTERNS } from '@shared/domain/page-paths';
import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { markAppLive } from './app-live';
import { ErrorBoundary } from './error-boundary';
import * as Pages from './routes';

/** LANDLORD_CONFIRM_ROUTE of @shared/contracts/auth, from the zod-free page paths (router.test.tsx keeps the two equal). */
export const LANDLORD_CONFIRM_PATH = PAGE_PATHS.landlordConfirm;

/**
 * The route table of spec 1, section 2. Specific /partner/* paths come before /partner/:slug. Admins-only
 * pages check the sign-in themselves (routes.tsx, adminOnly).
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={PAGE_PATHS.home} component={Pages.HomePage} />
      <Route path={PAGE_PATHS.landlords} component={Pages.LandlordsPage} />
      <Route path={PAGE_PATHS.veterans} component={Pages.VeteransPage} />
      <Route path={PAGE_PATHS.pricing} component={Pages.PricingPage} />
      <Route path={PAGE_PATHS.support} component={Pages.BulkIntakePage} />
      <Route path={PAGE_PATHS.incomeCalculator} component={Pages.IncomeCalculatorPage} />
      <Route path={PAGE_PATHS.legalResources} component={Pages.LegalResourcesPage} />
      <Route path={PAGE_PATHS.successStories} component={Pages.SuccessStoriesPage} />
      <Route path={PAGE_PATHS.benefitsGuide} component={Pages.BenefitsGuidePage} />
      <Route path={PAGE_PATHS.community} component={Pages.CommunityPage} />
      <Route path={PAGE_PATHS.help} component={Pages.HelpPage} />
      <Route path={PAGE_PATHS.contact} component={Pages.ContactPage} />
      <Route path={PAGE_PATHS.privacy} component={Pages.PrivacyPage} />
      <Route path={PAGE_PATHS.terms} component={Pages.TermsPage} />

      <Route path={PAGE_PATHS.directory} component={Pages.DirectoryPage} />
      <Route path={PAGE_PATHS.veteranIntake} component={Pages.VeteranIntakePage} />
      <Route path={PAGE_PATHS.landlordListing} component={Pages.LandlordListingPage} />
      {/* not built yet: one honest page that says what is coming */}
      <Route path={PAGE_PATHS.coLivingIntake} component={Pages.CoLivingIntakePage} />
      <Route path={PAGE_PATHS.housingDashboard}>{() => <Pages.HousingMatchesPage />}</Route>
      <Route path={PAGE_PATHS.leadFlowDashboard}>{() => <Pages.LeadFlowDashboardPage />}</Route>
      <Route path={PAGE_PATHS.partnerLogin} component={Pages.PartnerLoginPage} />
      <Route path={PAGE_PATHS.partnerDashboard} component={Pages.PartnerDashboardPage} />
      <Route path={PAGE_PATHS.partnerCaseload} component={Pages.CaseloadPage} />
      <Route path={PAGE_PATTERNS.caseloadVeteran}>
        {(params) => <Pages.CaseloadVeteranPage veteranId={params.veteranId} />}
      </Route>
      <Route path={PAGE_PATHS.partnerCoLiving} component={Pages.PartnerCoLivingPage} />
      <Route path={PAGE_PATTERNS.partnerHousehold}>
        {(params) => <Pages.HouseholdPage householdId={params.householdId} audience="partner" />}
      </Route>
      <Route path={PAGE_PATTERNS.partnerInternal} component={Pages.PartnerInternalPage} />
      <Route path={PAGE_PATTERNS.partnerProfile} component={Pages.PartnerPage} />
      <Route path={PAGE_PATHS.housingPartners} component={Pages.HousingPartnersPage} />
      <Route path={PAGE_PATHS.networkPartners} component={Pages.HousingPartnersPage} />
      <Route path={PAGE_PATHS.landlordLogin} component={Pages.LandlordLoginPage} />
      <Route path={PAGE_PATHS.landlordSignup} component={Pages.LandlordSignupPage} />
      <Route path={PAGE_PATHS.landlordConfirm} component={Pages.LandlordConfirmPage} />
      <Route path={PAGE_PATHS.landlordDashboard} component={Pages.LandlordDashboardPage} />
      <Route path={PAGE_PATHS.adminLogin} component={Pages.AdminLoginPage} />
      <Route path={PAGE_PATHS.forgotPassword} component={Pages.ForgotPasswordPage} />
      <Route path={PAGE_PATHS.resetPassword} component={Pages.ResetPasswordPage} />
      <Route path={PAGE_PATHS.signInLink} component={Pages.SignInLinkPage} />
      <Route path={PAGE_PATHS.my} component={Pages.MyPage} />
      <Route path={PAGE_PATHS.adminMapView}>{() => <Pages.AdminMapViewPage />}</Route>
      <Route path={PAGE_PATHS.networkManagement}>{() => <Pages.NetworkManagementPage />}</Route>
      <Route path={PAGE_PATHS.adminAuditLog}>{() => <Pages.AuditLogPage />}</Route>
      <Route path={PAGE_PATHS.adminAccounts}>{() => <Pages.AccountAccessPage />}</Route>
      <Route path={PAGE_PATHS.adminMessages}>{() => <Pages.AdminMessagesPage />}</Route>
      <Route path={PAGE_PATHS.adminInbox}>{() => <Pages.AdminInboxPage />}</Route>
      <Route path={PAGE_PATTERNS.inboxItem}>
        {(params) => <Pages.InboxItemPage itemId={params.itemId} />}
      </Route>
      <Route path={PAGE_PATHS.adminDuplicates}>{() => <Pages.DuplicatesPage />}</Route>
      <Route path={PAGE_PATTERNS.duplicatePair}>
        {(params) => <Pages.DuplicatePage pairId={params.pairId} />}
      </Route>
      <Route path={PAGE_PATHS.adminPeople}>{() => <Pages.PeoplePage />}</Route>
      <Route path={PAGE_PATTERNS.adminPerson}>
        {(params) => <Pages.PersonPage veteranId={params.veteranId} />}
      </Route>
      <Route path={PAGE_PATHS.adminCoLiving}>{() => <Pages.CoLivingDashboardPage />}</Route>
      <Route path={PAGE_PATTERNS.adminHousehold}>
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
