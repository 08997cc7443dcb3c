import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Debian's chromium through playwright-core, with a fresh profile; a 360 px wide phone when `mobile`. */
export async function openBrowser(options: { mobile?: boolean } = {}): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'vhm-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    baseURL: baseUrl(),
    viewport: options.mobile ? { width: 360, height: 740 } : { width: 1280, height: 900 },
    // phones ask for reduced motion, so the journeys cover both the animated UI and the still one
    reducedMotion: options.mobile ? 'reduce' : 'no-preference',
    acceptDownloads: true,
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
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
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

/** Runs axe (WCAG 2.1 A/AA) on the settled page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await waitForSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
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
