// Issue 16: the JavaScript a cold load of each route fetches before it is interactive, gzipped, has a
// budget. This file is the pure part: the route table and the walk over Vite's build manifest.
// scripts/route-budgets.ts reads the build and the sizes, and fails the build check over budget.

// relative, not '@shared': vite.config.ts imports this file before any alias exists
import { OTHER_ROUTES } from '../../shared/contracts/site-shell';
import * as PAGE_PATHS from '../../shared/domain/page-paths';

// kB as Vite's build report prints them (1,000 bytes)
export const KB = 1000;
export const BUDGETS = { public: 100 * KB, 'signed-in': 150 * KB } as const;
export type Audience = keyof typeof BUDGETS;

export interface RouteBudget {
  path: string;
  audience: Audience;
  /** The page module the router lazy-loads (a manifest key: its path under src/client). */
  page: string;
  /** Lazy modules the page itself renders on arrival (not the ones behind a tab or a click). */
  also?: readonly string[];
  /** A page that reads no API: routes.tsx loads it without the query client (plain lazy). */
  static?: boolean;
}

const feature = (path: string) => `features/${path}.tsx`;
/** routes.tsx, apiPage and adminOnly: the query client's provider loads beside every page that reads the API. */
export const QUERY_PROVIDER = 'app/query-provider.tsx';
const pub = (path: string, page: string, also: string[] = []): RouteBudget => ({
  path,
  audience: 'public',
  page: feature(page),
  also: also.map(feature),
});
const staticPage = (path: string, page: string): RouteBudget => ({ ...pub(path, page), static: true });
const signedIn = (path: string, page: string, also: string[] = []): RouteBudget => ({
  path,
  audience: 'signed-in',
  page: feature(page),
  also: also.map(feature),
});
/** main.tsx loads the app (React, the router) from here: every route needs it to run. */
export const APP_START = 'app/start.tsx';
/** routes.tsx, adminOnly: the sign-in check loads beside the page. */
const REQUIRE_ADMIN = 'components/auth/require-admin.tsx';
const admin = (path: string, page: string, also: string[] = []): RouteBudget => ({
  ...signedIn(path, page, also),
  also: [...also.map(feature), REQUIRE_ADMIN],
});

/** Every route of app/router.tsx (route-budgets.test.ts checks that no page is left out). */
export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  staticPage('/', 'home/home-page'),
  pub(PAGE_PATHS.landlords, 'landlords/landlords-page'),
  pub(PAGE_PATHS.veterans, 'veterans/veterans-page'),
  staticPage(PAGE_PATHS.pricing, 'pricing/pricing-page'),
  pub(PAGE_PATHS.support, 'bulk-intake/bulk-intake-page'),
  staticPage(PAGE_PATHS.incomeCalculator, 'info/income-calculator-page'),
  staticPage(PAGE_PATHS.legalResources, 'info/legal-resources-page'),
  staticPage(PAGE_PATHS.successStories, 'info/success-stories-page'),
  staticPage(PAGE_PATHS.benefitsGuide, 'info/benefits-guide-page'),
  staticPage(PAGE_PATHS.community, 'info/community-page'),
  staticPage(PAGE_PATHS.help, 'info/help-page'),
  pub(PAGE_PATHS.contact, 'contact/contact-page'),
  staticPage(PAGE_PATHS.privacy, 'info/privacy-page'),
  staticPage(PAGE_PATHS.terms, 'info/terms-page'),
  pub(PAGE_PATHS.directory, 'network/directory-page'),
  pub(PAGE_PATHS.veteranIntake, 'housing-intake/veteran-intake-page'),
  pub(PAGE_PATHS.landlordListing, 'housing-intake/landlord-listing-page'),
  pub(PAGE_PATHS.coLivingIntake, 'co-living-intake/co-living-intake-page'),
  pub(PAGE_PATHS.housingPartners, 'housing-partners/housing-partners-page'),
  pub('/partner/{slug}', 'network/partner-page', ['network/public-profile-page']),
  pub('/partner/{id}', 'network/partner-page', ['network/organization-page']),
  pub(PAGE_PATHS.partnerLogin, 'partner-portal/partner-login-page'),
  pub(PAGE_PATHS.landlordLogin, 'landlord-account/landlord-login-page'),
  pub(PAGE_PATHS.landlordSignup, 'landlord-account/landlord-signup-page'),
  pub(PAGE_PATHS.landlordConfirm, 'landlord-account/landlord-confirm-page'),
  pub(PAGE_PATHS.adminLogin, 'admin/admin-login-page'),
  pub(PAGE_PATHS.forgotPassword, 'account-recovery/forgot-password-page'),
  pub(PAGE_PATHS.resetPassword, 'account-recovery/reset-password-page'),
  pub(PAGE_PATHS.signInLink, 'account-recovery/sign-in-link-page'),
  pub(PAGE_PATHS.my, 'my/my-page'),
  staticPage('/{not found}', 'not-found/not-found-page'),
  signedIn(PAGE_PATHS.partnerDashboard, 'partner-portal/partner-dashboard-page'),
  signedIn(PAGE_PATHS.partnerCaseload, 'caseload/caseload-page'),
  signedIn(`${PAGE_PATHS.partnerCaseload}/{id}`, 'caseload/veteran-detail-page'),
  signedIn(PAGE_PATHS.partnerCoLiving, 'partner-co-living/partner-co-living-page'),
  signedIn(`${PAGE_PATHS.partnerCoLiving}/households/{id}`, 'co-living-households/household-page'),
  signedIn('/partner/internal/{id}', 'network/partner-internal-page'),
  signedIn(PAGE_PATHS.landlordDashboard, 'landlord-dashboard/landlord-dashboard-page'),
  admin(PAGE_PATHS.housingDashboard, 'housing-matches/housing-matches-page'),
  admin(PAGE_PATHS.leadFlowDashboard, 'lead-flow/lead-flow-dashboard-page'),
  admin(PAGE_PATHS.adminMapView, 'admin/admin-map-view-page'),
  admin(PAGE_PATHS.networkManagement, 'network-management/network-management-page'),
  admin(PAGE_PATHS.adminAuditLog, 'audit-log/audit-log-page'),
  admin(PAGE_PATHS.adminAccounts, 'account-access/account-access-page'),
  admin(PAGE_PATHS.adminMessages, 'admin-messages/admin-messages-page'),
  admin(PAGE_PATHS.adminInbox, 'admin-inbox/admin-inbox-page'),
  admin(`${PAGE_PATHS.adminInbox}/{id}`, 'admin-inbox/inbox-item-page'),
  admin(PAGE_PATHS.adminDuplicates, 'duplicates/duplicates-page'),
  admin(`${PAGE_PATHS.adminDuplicates}/{id}`, 'duplicates/duplicate-page'),
  admin(PAGE_PATHS.adminPeople, 'duplicates/people-page'),
  admin(`${PAGE_PATHS.adminPeople}/{id}`, 'duplicates/person-page'),
  admin(PAGE_PATHS.adminCoLiving, 'co-living-households/co-living-dashboard-page'),
  admin(`${PAGE_PATHS.adminCoLiving}/households/{id}`, 'co-living-households/household-page'),
];

/** The part of `.vite/manifest.json` this check reads. */
export interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export class ManifestError extends Error {}

/** A chunk by its manifest key, or by its source path when the module landed in a shared chunk (whose key is
 * `_<name>-<hash>.js`: a lazily loaded module that other chunks also import statically). */
function chunkKey(manifest: Manifest, key: string): string {
  if (manifest[key]) return key;
  const name = key.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const shared = Object.keys(manifest).filter((k) => k.startsWith(`_${name}-`) && manifest[k]?.name === name);
  if (shared.length !== 1) throw new ManifestError(`The build manifest has no chunk "${key}".`);
  return shared[0] as string;
}

/** The entry's key: index.html, the one chunk marked isEntry. */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new ManifestError(`Expected one entry chunk, found ${entries.length}.`);
  return entries[0] as string;
}

/** The files behind `keys` and everything they import statically (modulepreload), each file once. */
function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const found = manifest[key];
    if (!found) throw new ManifestError(`The build manifest has no chunk "${key}".`);
    files.add(found.file);
    for (const imported of found.imports ?? []) walk(imported);
  };
  for (const key of keys) walk(chunkKey(manifest, key));
  return [...files];
}

/** The files a cold load of the route fetches: the entry, the page, the page's own lazy parts, and
 * everything they import statically (modulepreload), each file once. */
export function routeFiles(manifest: Manifest, route: RouteBudget): string[] {
  return staticClosure(manifest, [
    entryKey(manifest),
    APP_START,
    route.page,
    ...(route.also ?? []),
    ...(route.static ? [] : [QUERY_PROVIDER]),
  ]);
}

/**
 * For each route with a fixed path, the chunks it needs beyond what index.html already preloads (the entry and
 * its static imports): the app's start and the page. The server names them in the route's index.html as
 * modulepreload links, so they download beside the entry instead of after it has run (a round trip or two less
 * before the page shows). Every other route gets the app's start (OTHER_ROUTES).
 */
export function routePreloads(
  manifest: Manifest,
  routes: readonly RouteBudget[] = ROUTE_BUDGETS,
): Record<string, string[]> {
  const inShell = new Set(staticClosure(manifest, [entryKey(manifest)]));
  const beyondShell = (files: string[]) => files.filter((file) => !inShell.has(file));
  return Object.fromEntries([
    ...routes
      .filter((route) => !route.path.includes('{'))
      .map((route) => [route.path, beyondShell(routeFiles(manifest, route))]),
    [OTHER_ROUTES, beyondShell(staticClosure(manifest, [APP_START]))],
  ]);
}

export interface RouteSize {
  route: RouteBudget;
  budget: number;
  total: number;
  /** Largest first. */
  files: { file: string; bytes: number }[];
}

/** Each route's gzipped total; `gzipBytes` gives one built file's gzipped size. */
export function measureRoutes(
  manifest: Manifest,
  gzipBytes: (file: string) => number,
  routes: readonly RouteBudget[] = ROUTE_BUDGETS,
): RouteSize[] {
  return routes.map((route) => {
    const files = routeFiles(manifest, route)
      .map((file) => ({ file, bytes: gzipBytes(file) }))
      .sort((a, b) => b.bytes - a.bytes);
    const total = files.reduce((sum, { bytes }) => sum + bytes, 0);
    return { route, budget: BUDGETS[route.audience], total, files };
  });
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * What a route may load: its budget, or while it is still over, its ceiling (route-budget-ceilings.json), which
 * only ever comes down.
 */
export function allowance(size: RouteSize, ceilings: Readonly<Record<string, number>>): number {
  return ceilings[size.route.path] ?? size.budget;
}

/**
 * One message per route over what it may load, naming the route and its chunks (largest first); and one per
 * ceiling that is no longer needed or could come down, so the ceilings follow the routes down.
 */
export function overBudget(
  sizes: readonly RouteSize[],
  ceilings: Readonly<Record<string, number>> = {},
): string[] {
  const failures: string[] = [];
  for (const size of sizes) {
    const { route, total, budget, files } = size;
    const ceiling = ceilings[route.path];
    if (total > allowance(size, ceilings)) {
      const over =
        ceiling === undefined
          ? `its ${route.audience} budget of ${kb(budget)}`
          : `its ceiling of ${kb(ceiling)}`;
      failures.push(
        `${route.path} loads ${kb(total)} of JavaScript gzipped, over ${over}: ` +
          files.map(({ file, bytes }) => `${file} ${kb(bytes)}`).join(', '),
      );
    } else if (ceiling !== undefined && total <= budget) {
      failures.push(
        `${route.path} fits its budget (${kb(total)}): remove its ceiling from route-budget-ceilings.json`,
      );
    } else if (ceiling !== undefined && ceiling - total > CEILING_SLACK) {
      failures.push(
        `${route.path} loads ${kb(total)}: lower its ceiling (${kb(ceiling)}) in route-budget-ceilings.json`,
      );
    }
  }
  return failures;
}

/**
 * A route's ceiling for route-budget-ceilings.json: its size rounded up to the next kB, plus one, so that chunk
 * boundaries moving with an unrelated change (a few hundred bytes) do not fail the check, and real growth does.
 */
export const ceilingFor = (total: number) => (Math.ceil(total / KB) + 1) * KB;

/** Room above a route's measured size: more than this and its ceiling must come down. */
export const CEILING_SLACK = 3 * KB;
