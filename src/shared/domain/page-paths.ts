/**
 * Every page's path, once: the router, the links between pages and the redirects after sign-in read them here, as
 * `import * as PAGE_PATHS from '@shared/domain/page-paths'` (zod-free; one export per path, so a page's bundle
 * keeps only the paths it names).
 */
export const home = '/';
export const landlords = '/landlords';
export const veterans = '/veterans';
export const pricing = '/pricing';
export const support = '/support';
export const incomeCalculator = '/income-calculator';
export const legalResources = '/legal-resources';
export const successStories = '/success-stories';
export const benefitsGuide = '/benefits-guide';
export const community = '/community';
export const help = '/help';
export const contact = '/contact';
export const privacy = '/privacy';
export const terms = '/terms';
export const directory = '/directory';
export const veteranIntake = '/veteran-intake';
export const landlordListing = '/landlord-listing';
export const coLivingIntake = '/co-living-intake';
export const housingDashboard = '/housing-dashboard';
export const leadFlowDashboard = '/lead-flow-dashboard';
export const partnerLogin = '/partner/login';
export const partnerDashboard = '/partner/dashboard';
export const partnerCaseload = '/partner/caseload';
export const partnerCoLiving = '/partner/co-living';
export const housingPartners = '/housing-partners';
export const networkPartners = '/network-partners';
export const landlordLogin = '/landlord/login';
export const landlordSignup = '/landlord/signup';
export const landlordConfirm = '/landlord/confirm';
export const landlordDashboard = '/landlord/dashboard';
export const adminLogin = '/admin/login';
export const forgotPassword = '/forgot-password';
export const resetPassword = '/reset-password';
export const signInLink = '/sign-in-link';
/** The veteran's own page (decision 0036). */
export const my = '/my';
export const adminMapView = '/admin/map-view';
export const networkManagement = '/partner-dashboard';
export const adminAuditLog = '/admin/audit-log';
export const adminAccounts = '/admin/accounts';
export const adminMessages = '/admin/messages';
export const adminInbox = '/admin/inbox';
export const adminDuplicates = '/admin/duplicates';
export const adminPeople = '/admin/people';
export const adminCoLiving = '/admin/co-living';

/** The pages that take an id: the router's patterns (":name") and the links that fill them in. */
export const PAGE_PATTERNS = {
  caseloadVeteran: `${partnerCaseload}/:veteranId`,
  partnerHousehold: `${partnerCoLiving}/households/:householdId`,
  partnerInternal: '/partner/internal/:vsoId',
  partnerProfile: '/partner/:idOrSlug',
  inboxItem: `${adminInbox}/:itemId`,
  duplicatePair: `${adminDuplicates}/:pairId`,
  adminPerson: `${adminPeople}/:veteranId`,
  adminHousehold: `${adminCoLiving}/households/:householdId`,
} as const;

/** Sections other pages link to: `${path}#${PAGE_ANCHORS.recordMoveIn}`. */
export const PAGE_ANCHORS = {
  /** The caseload entry's 'Record move-in': the caseload list and the partner dashboard link to it. */
  recordMoveIn: 'record-move-in',
} as const;

/** A page's path with its ids filled in: `pagePath(PAGE_PATTERNS.inboxItem, { itemId })`. */
export function pagePath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
