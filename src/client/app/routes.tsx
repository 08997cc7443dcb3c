import { type ComponentType, lazy } from 'react';

type PageModule<P> = Promise<{ default: ComponentType<P> }>;

/** A page that reads the API: it loads with the query client's provider (query-provider.tsx, decision 0022). */
function apiPage<P extends object>(page: () => PageModule<P>) {
  return lazy(async () => {
    const [{ QueryProvider }, { default: Page }] = await Promise.all([import('./query-provider'), page()]);
    return {
      default: (props: P) => (
        <QueryProvider>
          <Page {...props} />
        </QueryProvider>
      ),
    };
  });
}

/**
 * An admins-only page: the sign-in check (RequireAdmin, with the auth contract and zod), the query client and the
 * page load together, in parallel, so none of them is in the first load of the public pages (decision 0022).
 */
function adminOnly<P extends object>(page: () => PageModule<P>) {
  return lazy(async () => {
    const [{ QueryProvider }, { RequireAdmin }, { default: Page }] = await Promise.all([
      import('./query-provider'),
      import('@client/components/auth/require-admin'),
      page(),
    ]);
    return {
      default: (props: P) => (
        <QueryProvider>
          <RequireAdmin>
            <Page {...props} />
          </RequireAdmin>
        </QueryProvider>
      ),
    };
  });
}

// Every page is its own chunk (DESIGN.md: every route lazy-loaded). The static pages (plain lazy) read no API.
export const HomePage = lazy(() => import('@client/features/home/home-page'));
export const LandlordsPage = apiPage(() => import('@client/features/landlords/landlords-page'));
export const VeteransPage = apiPage(() => import('@client/features/veterans/veterans-page'));
export const BulkIntakePage = apiPage(() => import('@client/features/bulk-intake/bulk-intake-page'));
export const PricingPage = lazy(() => import('@client/features/pricing/pricing-page'));
export const IncomeCalculatorPage = lazy(() => import('@client/features/info/income-calculator-page'));
export const LegalResourcesPage = lazy(() => import('@client/features/info/legal-resources-page'));
export const SuccessStoriesPage = lazy(() => import('@client/features/info/success-stories-page'));
export const BenefitsGuidePage = lazy(() => import('@client/features/info/benefits-guide-page'));
export const CommunityPage = lazy(() => import('@client/features/info/community-page'));
export const HelpPage = lazy(() => import('@client/features/info/help-page'));
export const PrivacyPage = lazy(() => import('@client/features/info/privacy-page'));
export const TermsPage = lazy(() => import('@client/features/info/terms-page'));
export const ContactPage = apiPage(() => import('@client/features/contact/contact-page'));
export const NotFoundPage = lazy(() => import('@client/features/not-found/not-found-page'));
export const PartnerLoginPage = apiPage(() => import('@client/features/partner-portal/partner-login-page'));
export const PartnerDashboardPage = apiPage(
  () => import('@client/features/partner-portal/partner-dashboard-page'),
);
export const CaseloadPage = apiPage(() => import('@client/features/caseload/caseload-page'));
export const CaseloadVeteranPage = apiPage(() => import('@client/features/caseload/veteran-detail-page'));
export const LandlordLoginPage = apiPage(
  () => import('@client/features/landlord-account/landlord-login-page'),
);
export const LandlordSignupPage = apiPage(
  () => import('@client/features/landlord-account/landlord-signup-page'),
);
export const LandlordConfirmPage = apiPage(
  () => import('@client/features/landlord-account/landlord-confirm-page'),
);
export const LandlordDashboardPage = apiPage(
  () => import('@client/features/landlord-dashboard/landlord-dashboard-page'),
);
export const AdminLoginPage = apiPage(() => import('@client/features/admin/admin-login-page'));
export const ForgotPasswordPage = apiPage(
  () => import('@client/features/account-recovery/forgot-password-page'),
);
export const ResetPasswordPage = apiPage(
  () => import('@client/features/account-recovery/reset-password-page'),
);
export const SignInLinkPage = apiPage(() => import('@client/features/account-recovery/sign-in-link-page'));
/** /my: the veteran's own page (a one-time link or a reference; no password). */
export const MyPage = apiPage(() => import('@client/features/my/my-page'));
export const AdminMapViewPage = adminOnly(() => import('@client/features/admin/admin-map-view-page'));
/** /partner-dashboard: network management (the map view's link; admins only). */
export const NetworkManagementPage = adminOnly(
  () => import('@client/features/network-management/network-management-page'),
);
export const AccountAccessPage = adminOnly(
  () => import('@client/features/account-access/account-access-page'),
);
export const AuditLogPage = adminOnly(() => import('@client/features/audit-log/audit-log-page'));
export const AdminMessagesPage = adminOnly(
  () => import('@client/features/admin-messages/admin-messages-page'),
);
export const AdminInboxPage = adminOnly(() => import('@client/features/admin-inbox/admin-inbox-page'));
export const InboxItemPage = adminOnly(() => import('@client/features/admin-inbox/inbox-item-page'));
export const DuplicatesPage = adminOnly(() => import('@client/features/duplicates/duplicates-page'));
export const DuplicatePage = adminOnly(() => import('@client/features/duplicates/duplicate-page'));
export const PersonPage = adminOnly(() => import('@client/features/duplicates/person-page'));
export const PeoplePage = adminOnly(() => import('@client/features/duplicates/people-page'));
export const CoLivingDashboardPage = adminOnly(
  () => import('@client/features/co-living-households/co-living-dashboard-page'),
);
export const HouseholdPage = apiPage(() => import('@client/features/co-living-households/household-page'));
export const AdminHouseholdPage = adminOnly(
  () => import('@client/features/co-living-households/household-page'),
);
export const PartnerCoLivingPage = apiPage(
  () => import('@client/features/partner-co-living/partner-co-living-page'),
);
export const DirectoryPage = apiPage(() => import('@client/features/network/directory-page'));
/** /partner/{id or slug}: the organisation page for an id, the public profile for a slug (decision 0007). */
export const PartnerPage = apiPage(() => import('@client/features/network/partner-page'));
export const PartnerInternalPage = apiPage(() => import('@client/features/network/partner-internal-page'));
export const VeteranIntakePage = apiPage(() => import('@client/features/housing-intake/veteran-intake-page'));
export const CoLivingIntakePage = apiPage(
  () => import('@client/features/co-living-intake/co-living-intake-page'),
);
/** /housing-partners and /network-partners (the same screen). */
export const HousingPartnersPage = apiPage(
  () => import('@client/features/housing-partners/housing-partners-page'),
);
export const LandlordListingPage = apiPage(
  () => import('@client/features/housing-intake/landlord-listing-page'),
);
export const HousingMatchesPage = adminOnly(
  () => import('@client/features/housing-matches/housing-matches-page'),
);
export const LeadFlowDashboardPage = adminOnly(
  () => import('@client/features/lead-flow/lead-flow-dashboard-page'),
);
