import axe from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';
import { conflictingClasses } from '../../src/client/test/class-conflicts';

/** This worker's server (global-setup.ts starts one for each worker; vitest numbers them from 1). */
const journeyServer = () => {
  const servers = inject('servers');
  const server = servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
  if (!server) throw new Error('no journey server: run the journeys through vitest.e2e.config.ts');
  return server;
};

export const baseUrl = () => journeyServer().baseUrl;
/** The server's DATA_DIR: its mail lands in DATA_DIR/mail as .eml files. */
export const dataDir = () => journeyServer().dataDir;

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

let browser: Promise<Browser> | undefined;

/**
 * Debian's chromium through playwright-core, launched once per test file (e2e/support/setup.ts closes it):
 * each session gets a context of its own, as isolated as a fresh profile (cookies, storage, cache) but
 * without starting chromium again.
 */
function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return browser;
}

/** Closes the test file's browser, if it opened one (a launch that failed has already failed its test). */
export async function closeBrowser(): Promise<void> {
  const launched = await browser?.catch(() => undefined);
  browser = undefined;
  await launched?.close();
}

/**
 * After each `goto` and `reload`, waits until the app has taken the page over (`data-app-live`, app-live.ts). A page
 * rendered ahead (decision 0028) is on screen before its scripts run; a journey that acted in that gap would test
 * the gap, which one test in public.e2e.ts does on purpose (see "Noted" in decision 0028's addendum).
 */
function waitForAppAfterLoads(page: Page): void {
  const live = () => page.waitForFunction(() => document.documentElement.hasAttribute('data-app-live'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await live();
    return response;
  };
}

/**
 * A fresh browser session (a new context: no cookies, no storage); a 360 px wide phone when `mobile`, a browser
 * that runs no script when `scripts` is false. Each load waits for the app unless `waitForApp` is false.
 */
export async function openBrowser(
  options: { mobile?: boolean; scripts?: boolean; waitForApp?: boolean } = {},
): Promise<BrowserSession> {
  const context = await (await sharedBrowser()).newContext({
    javaScriptEnabled: options.scripts ?? true,
    baseURL: baseUrl(),
    viewport: options.mobile ? { width: 360, height: 740 } : { width: 1280, height: 900 },
    // phones ask for reduced motion, so the journeys cover both the animated UI and the still one
    reducedMotion: options.mobile ? 'reduce' : 'no-preference',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  if ((options.scripts ?? true) && (options.waitForApp ?? true)) waitForAppAfterLoads(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const seen = whatTheJourneySaw(page);
  return {
    context,
    page,
    close: async () => {
      await seen.lastPage();
      await context.close();
      if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    },
  };
}

/**
 * When the journey fails, prints where the page was and what it showed when its session closed, and the API calls
 * the server refused (a journey that times out waiting for a text otherwise says nothing about why; the data is
 * the journeys' own test data).
 */
function whatTheJourneySaw(page: Page): { lastPage(): Promise<void> } {
  const refused: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 400 && pathname.startsWith('/api/'))
      refused.push(`${response.request().method()} ${pathname} ${response.status()}`);
  });
  let shown = '';
  onTestFailed(() => {
    console.error(`The page when its session closed: ${shown || page.url()}`);
    console.error(`API calls refused: ${refused.join(', ') || 'none'}`);
  });
  return {
    lastPage: async () => {
      shown = await page
        // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, without what is hidden
        .evaluate(() => `${location.pathname}${location.search}\n${document.body.innerText.slice(0, 2000)}`)
        .catch(() => '');
    },
  };
}

/**
 * Runs in the page: nothing is on its way to another look. Spinners loop forever, so only finite
 * transitions and animations count.
 */
function isSettled(): boolean {
  const moving = document
    .getAnimations()
    .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
  return !moving && !document.querySelector('[aria-busy="true"]') && document.fonts.status === 'loaded';
}

/**
 * Waits for what a user sees once nothing happens: no hover (the mouse leaves the last control clicked),
 * no transition half-way, nothing busy, the fonts in. Mid-transition colours fail axe's contrast check.
 */
async function waitForSettled(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(isSettled);
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * axe-core's WCAG 2.1 A/AA rules on the page as it is. The 1.5 MB script goes into each document once (the
 * app's own navigations keep it); only the violations are collected, which is all the check reads.
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(axe.source);
  return page.evaluate(
    (values) =>
      (window.axe as typeof axe).run(document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
      }),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  );
}

/**
 * Runs axe (WCAG 2.1 A/AA) on the settled page and fails on any serious or critical violation. Every page a
 * journey checks must also show the crisis banner, so each route the journeys visit proves it has one.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await waitForSettled(page);
  await expectCrisisBanner(page);
  const results = await runAxe(page);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  await expectNoConflictingClasses(page);
}

/** No element whose classes set the same thing twice (the client tests check the same, decision 0022). */
async function expectNoConflictingClasses(page: Page): Promise<void> {
  const elements = await page
    .locator('[class]')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ tag: node.tagName.toLowerCase(), classes: node.getAttribute('class') ?? '' })),
    );
  expect(conflictingClasses(elements), `conflicting classes on ${page.url()}`).toEqual([]);
}

/**
 * The crisis lines at the top of the sticky header (still there when the page scrolls): call, text and chat with
 * the Veterans Crisis Line and the homeless veterans' line, and not a live region (announced once, not on every
 * page).
 */
export async function expectCrisisBanner(page: Page): Promise<void> {
  // by its label, not its role: an open modal dialog hides the rest of the page from the accessibility tree
  const banner = page.locator('header section[aria-label="Crisis support"]');
  await banner.waitFor();
  const links = await banner
    .locator('a')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(links, `crisis banner on ${page.url()}`).toEqual([
    'tel:988',
    'sms:838255',
    'https://www.veteranscrisisline.net/get-help-now/chat/',
    'tel:+18774243838',
  ]);
  expect(await banner.getAttribute('aria-live')).toBeNull();
}

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** The journeys run at both sizes: `describe.each(VIEWPORTS)('... (%s)', (_name, mobile) => ...)`. */
export const VIEWPORTS = [
  ['desktop', false],
  ['360 px phone', true],
] as const;

/** axe finds nothing serious and nothing scrolls sideways. */
export async function checkPage(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);
}
