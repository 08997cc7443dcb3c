import { OTHER_ROUTES } from '@shared/contracts/site-shell';
import { describe, expect, it } from 'vitest';
import {
  APP_START,
  BUDGETS,
  ceilingFor,
  type Manifest,
  measureRoutes,
  overBudget,
  QUERY_PROVIDER,
  ROUTE_BUDGETS,
  type RouteBudget,
  routeFiles,
  routePreloads,
} from './route-budgets';
import routes from './routes.tsx?raw';

// a build's manifest in miniature: the entry, the app's start, two pages, a shared chunk, a lazily loaded shared
// module
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  [APP_START]: { file: 'assets/start.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_react.js', 'index.html'] },
  '_guard-1a2b.js': { file: 'assets/guard-1a2b.js', name: 'guard', imports: ['_forms.js'] },
  'features/home/home-page.tsx': { file: 'assets/home-page.js', imports: ['_react.js'] },
  'features/contact/contact-page.tsx': { file: 'assets/contact-page.js', imports: ['_forms.js'] },
  [QUERY_PROVIDER]: { file: 'assets/query-provider.js', imports: ['_react.js'] },
};
const sizes: Record<string, number> = {
  'assets/index.js': 70_000,
  'assets/react.js': 3_000,
  'assets/start.js': 2_000,
  'assets/forms.js': 40_000,
  'assets/guard-1a2b.js': 2_000,
  'assets/home-page.js': 5_000,
  'assets/contact-page.js': 4_000,
  'assets/query-provider.js': 8_000,
};
const home: RouteBudget = {
  path: '/',
  audience: 'public',
  page: 'features/home/home-page.tsx',
  static: true,
};
const contact: RouteBudget = {
  path: '/contact',
  audience: 'public',
  page: 'features/contact/contact-page.tsx',
};

describe('route budgets', () => {
  it("preloads each fixed route's start and own chunks, not what index.html already preloads; other routes the start", () => {
    const profile: RouteBudget = { ...contact, path: '/partner/{slug}' };
    expect(routePreloads(manifest, [home, contact, profile])).toEqual({
      '/': ['assets/start.js', 'assets/home-page.js'],
      '/contact': [
        'assets/start.js',
        'assets/contact-page.js',
        'assets/forms.js',
        'assets/query-provider.js',
      ],
      [OTHER_ROUTES]: ['assets/start.js'],
    });
  });

  it("counts the entry, the app's start, the page, their static imports and the query provider, each file once", () => {
    expect(routeFiles(manifest, contact).sort()).toEqual([
      'assets/contact-page.js',
      'assets/forms.js',
      'assets/index.js',
      'assets/query-provider.js',
      'assets/react.js',
      'assets/start.js',
    ]);
  });

  it('leaves the query provider out of a static page', () => {
    expect(routeFiles(manifest, home).sort()).toEqual([
      'assets/home-page.js',
      'assets/index.js',
      'assets/react.js',
      'assets/start.js',
    ]);
  });

  it('finds a lazily loaded module that landed in a shared chunk by its name', () => {
    const guarded: RouteBudget = { ...home, also: ['components/auth/guard.tsx'] };
    expect(routeFiles(manifest, guarded)).toContain('assets/guard-1a2b.js');
  });

  it('fails on a page the build does not have', () => {
    expect(() => routeFiles(manifest, { ...home, page: 'features/gone/gone-page.tsx' })).toThrow(
      'The build manifest has no chunk "features/gone/gone-page.tsx".',
    );
  });

  it('names the route over its budget and its chunks, largest first', () => {
    const measured = measureRoutes(manifest, (file) => sizes[file] ?? 0, [home, contact]);
    expect(measured.map(({ total }) => total)).toEqual([80_000, 127_000]);
    expect(overBudget(measured)).toEqual([
      '/contact loads 127.0 KB of JavaScript gzipped, over its public budget of 100.0 KB: assets/index.js 70.0 KB, ' +
        'assets/forms.js 40.0 KB, assets/query-provider.js 8.0 KB, assets/contact-page.js 4.0 KB, assets/react.js 3.0 KB, ' +
        'assets/start.js 2.0 KB',
    ]);
  });

  it('holds a route still over its budget to its ceiling, and asks for the ceiling to come down with it', () => {
    const atHome = measureRoutes(manifest, (file) => sizes[file] ?? 0, [home]);
    const contactOnly = measureRoutes(manifest, (file) => sizes[file] ?? 0, [contact]);
    expect(overBudget(contactOnly, { '/contact': 129_000 })).toEqual([]);
    expect(overBudget(contactOnly, { '/contact': 126_000 })[0]).toMatch(
      /^\/contact loads 127\.0 KB of JavaScript gzipped, over its ceiling of 126\.0 KB: assets\/index\.js 70\.0 KB/,
    );
    expect(overBudget(contactOnly, { '/contact': 130_500 })).toEqual([
      '/contact loads 127.0 KB: lower its ceiling (130.5 KB) in route-budget-ceilings.json',
    ]);
    expect(overBudget(atHome, { '/': 82_000 })).toEqual([
      '/ fits its budget (80.0 KB): remove its ceiling from route-budget-ceilings.json',
    ]);
    expect(ceilingFor(125_000)).toBe(126_000);
    expect(ceilingFor(125_001)).toBe(127_000);
  });

  it('gives public routes 100 KB and signed-in pages 150 KB', () => {
    expect(BUDGETS).toEqual({ public: 100_000, 'signed-in': 150_000 });
  });
});

describe('the route table', () => {
  const loaded = (loader: string) =>
    [
      ...routes.matchAll(
        new RegExp(`${loader}\\(\\s*\\(\\) => import\\('@client/(features/[\\w/-]+)'\\)`, 'g'),
      ),
    ].map(([, page]) => `${page}.tsx`);

  it('has a budget for every page the router loads', () => {
    const budgeted = new Set(ROUTE_BUDGETS.map(({ page }) => page));
    const pages = [...loaded('lazy'), ...loaded('apiPage'), ...loaded('adminOnly')];
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.filter((page) => !budgeted.has(page))).toEqual([]);
  });

  it('counts as static exactly the pages loaded without the query client', () => {
    const staticPages = ROUTE_BUDGETS.filter((route) => route.static).map(({ page }) => page);
    expect(staticPages.sort()).toEqual(loaded('lazy').sort());
  });
});
