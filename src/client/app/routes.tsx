import { lazy } from 'react';

// Every page is its own chunk (DESIGN.md: every route lazy-loaded).
export const HomePage = lazy(() => import('@client/features/home/home-page'));
export const LandlordsPage = lazy(() => import('@client/features/landlords/landlords-page'));
export const VeteransPage = lazy(() => import('@client/features/veterans/veterans-page'));
export const BulkIntakePage = lazy(() => import('@client/features/bulk-intake/bulk-intake-page'));
export const PricingPage = lazy(() => import('@client/features/pricing/pricing-page'));
export const IncomeCalculatorPage = lazy(() => import('@client/features/info/income-calculator-page'));
export const LegalResourcesPage = lazy(() => import('@client/features/info/legal-resources-page'));
export const SuccessStoriesPage = lazy(() => import('@client/features/info/success-stories-page'));
export const BenefitsGuidePage = lazy(() => import('@client/features/info/benefits-guide-page'));
export const CommunityPage = lazy(() => import('@client/features/info/community-page'));
export const HelpPage = lazy(() => import('@client/features/info/help-page'));
export const PrivacyPage = lazy(() => import('@client/features/info/privacy-page'));
export const TermsPage = lazy(() => import('@client/features/info/terms-page'));
export const ContactPage = lazy(() => import('@client/features/contact/contact-page'));
export const NotFoundPage = lazy(() => import('@client/features/not-found/not-found-page'));
export const PartnerLoginPage = lazy(() => import('@client/features/partner-portal/partner-login-page'));
export const PartnerDashboardPage = lazy(
  () => import('@client/features/partner-portal/partner-dashboard-page'),
);
export const CaseloadPage = lazy(() => import('@client/features/caseload/caseload-page'));
export const CaseloadVeteranPage = lazy(() => import('@client/features/caseload/veteran-detail-page'));
export const LandlordLoginPage = lazy(() => import('@client/features/landlord-account/landlord-login-page'));
export const LandlordSignupPage = lazy(
  () => import('@client/features/landlord-account/landlord-signup-page'),
);
export const LandlordConfirmPage = lazy(
  () => import('@client/features/landlord-account/landlord-confirm-page'),
);
export const LandlordDashboardPage = lazy(
  () => import('@client/features/landlord-dashboard/landlord-dashboard-page'),
);
export const AdminLoginPage = lazy(() => import('@client/features/admin/admin-login-page'));
export const ForgotPasswordPage = lazy(
  () => import('@client/features/account-recovery/forgot-password-page'),
);
export const ResetPasswordPage = lazy(() => import('@client/features/account-recovery/reset-password-page'));
export const AdminMapViewPage = lazy(() => import('@client/features/admin/admin-map-view-page'));
/** /partner-dashboard: network management (the map view's link; admins only). */
export const NetworkManagementPage = lazy(
  () => import('@client/features/network-management/network-management-page'),
);
export const AccountAccessPage = lazy(() => import('@client/features/account-access/account-access-page'));
export const AuditLogPage = lazy(() => import('@client/features/audit-log/audit-log-page'));
export const AdminMessagesPage = lazy(() => import('@client/features/admin-messages/admin-messages-page'));
export const AdminInboxPage = lazy(() => import('@client/features/admin-inbox/admin-inbox-page'));
export const InboxItemPage = lazy(() => import('@client/features/admin-inbox/inbox-item-page'));
export const CoLivingDashboardPage = lazy(
  () => import('@client/features/co-living-households/co-living-dashboard-page'),
);
export const HouseholdPage = lazy(() => import('@client/features/co-living-households/household-page'));
export const PartnerCoLivingPage = lazy(
  () => import('@client/features/partner-co-living/partner-co-living-page'),
);
export const DirectoryPage = lazy(() => import('@client/features/network/directory-page'));
/** /partner/{id or slug}: the organisation page for an id, the public profile for a slug (decision 0007). */
export const PartnerPage = lazy(() => import('@client/features/network/partner-page'));
export const PartnerInternalPage = lazy(() => import('@client/features/network/partner-internal-page'));
export const VeteranIntakePage = lazy(() => import('@client/features/housing-intake/veteran-intake-page'));
export const CoLivingIntakePage = lazy(
  () => import('@client/features/co-living-intake/co-living-intake-page'),
);
/** /housing-partners and /network-partners (the same screen). */
export const HousingPartnersPage = lazy(
  () => import('@client/features/housing-partners/housing-partners-page'),
);
export const LandlordListingPage = lazy(
  () => import('@client/features/housing-intake/landlord-listing-page'),
);
export const HousingMatchesPage = lazy(() => import('@client/features/housing-matches/housing-matches-page'));
export const LeadFlowDashboardPage = lazy(
  () => import('@client/features/lead-flow/lead-flow-dashboard-page'),
);
