import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, expectNoSideways, openBrowser } from './support/browser';

const STATIC_PAGES = [
  ['/income-calculator', 'Income Calculator'],
  ['/legal-resources', 'Legal Resources'],
  ['/success-stories', 'Success Stories'],
  ['/benefits-guide', 'Benefits Guide'],
  ['/community', 'Community'],
  ['/help', 'Help Center'],
  ['/contact', 'Contact Us'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/pricing', 'Pricing'],
] as const;

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** Presses Tab until the element with this accessible name has focus (the keyboard path a user takes). */
async function tabTo(page: Page, label: string, maxPresses = 60): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    if (focused === label) return;
  }
  throw new Error(`could not reach "${label}" with the Tab key`);
}

describe('the public site', () => {
  it('landing page: Get Started scrolls to the role cards and a role card opens its page', async () => {
    const session = await openBrowser();
    const { page } = session;
    try {
      await page.goto('/');
      await page
        .getByRole('heading', { level: 1, name: 'Stable homes for veterans, built together' })
        .waitFor();
      // the figures are the directory's own count, the same on the home page and on /directory
      const summary = (await (await page.request.get('/api/vsos/summary')).json()) as {
        count: number;
        states: number;
      };
      const shown = async () => {
        const figures = page.getByRole('definition');
        await figures
          .filter({ hasText: summary.count.toLocaleString('en-US') })
          .first()
          .waitFor();
        await figures
          .filter({ hasText: summary.states.toLocaleString('en-US') })
          .first()
          .waitFor();
        return figures.allTextContents();
      };
      const onHome = await shown();
      await page.goto('/directory');
      expect((await shown()).slice(0, 3)).toEqual(onHome.slice(0, 3));
      await page.goto('/');
      await page.getByRole('heading', { name: 'Why Veterans Housing Marketplace?' }).waitFor();
      await page.getByRole('heading', { level: 3, name: 'Ongoing Support' }).waitFor();
      await expectNoSeriousA11yViolations(page);

      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.getByRole('main').getByRole('button', { name: 'Get Started' }).click();
      await page.waitForFunction(() => {
        const top = document.getElementById('role-selection')?.getBoundingClientRect().top ?? -1;
        return window.scrollY > 0 && top >= 0 && top < 200;
      });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('role-selection');

      // keyboard: the card's link is reachable and opens the veterans page at its top
      await page.getByRole('link', { name: "I'm a veteran" }).focus();
      await page.keyboard.press('Enter');
      await waitForPath(page, '/veterans');
      await page.waitForFunction(() => window.scrollY === 0);

      await page.goto('/');
      await page.getByRole('link', { name: "I'm a landlord" }).click();
      await waitForPath(page, '/landlords');
    } finally {
      await session.close();
    }
  });

  it('mobile menu at 360 px opens, closes, and closes when a link is chosen', async () => {
    const session = await openBrowser({ mobile: true });
    const { page } = session;
    try {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Menu' });
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await toggle.click();
      await menu.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await expectNoSeriousA11yViolations(page);
      await toggle.click();
      await menu.waitFor({ state: 'hidden' });

      await toggle.click();
      await menu.getByRole('button', { name: 'Get Started' }).click();
      await menu.waitFor({ state: 'hidden' });
      await page.waitForFunction(() => document.activeElement?.id === 'role-selection');

      await toggle.click();
      await menu.getByRole('link', { name: 'Pricing' }).click();
      await waitForPath(page, '/pricing');
      await menu.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
      await expectNoSideways(page);
    } finally {
      await session.close();
    }
  });

  it('pricing: tooltips open by keyboard, free plans open their page, paid plans open the contact form', async () => {
    const session = await openBrowser();
    const { page } = session;
    try {
      await page.goto('/pricing');
      await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
      await expectNoSeriousA11yViolations(page);

      await tabTo(page, 'About Unlimited veteran support');
      const tooltip = page.getByRole('tooltip');
      await tooltip.waitFor();
      expect(await tooltip.textContent()).toContain('Help as many veterans as you need.');
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await tooltip.waitFor({ state: 'detached' });

      await tabTo(page, 'About Co-living conversion planning');
      await page.getByRole('tooltip').waitFor();
      expect(await page.getByRole('tooltip').textContent()).toContain('shared home for veterans');

      await page.getByRole('button', { name: 'Get Assessment' }).click();
      await waitForPath(page, '/landlords');

      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText('Upgrade in Progress', { exact: true }).waitFor();
      await page
        .getByText(
          'There is no online payment: tell us about your organization and we will set up the Ongoing Support plan with you.',
          { exact: true },
        )
        .waitFor();
      await waitForPath(page, '/contact?plan=Ongoing%20Support');
      expect(await page.getByRole('textbox', { name: /Subject/ }).inputValue()).toBe('Ongoing Support plan');
    } finally {
      await session.close();
    }
  });

  it('every static page loads with its h1 and passes axe', async () => {
    const session = await openBrowser();
    const { page } = session;
    try {
      for (const [path, title] of STATIC_PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        expect(await page.locator('h1').count(), path).toBe(1);
        expect(await page.title()).toBe(`${title} | Veterans Housing Marketplace`);
        await expectNoSeriousA11yViolations(page);
      }
    } finally {
      await session.close();
    }
  });

  it('the static pages arrive whole: readable before any script runs, then live', async () => {
    const noScripts = await openBrowser({ scripts: false, mobile: true });
    try {
      const renderedAhead = [
        ['/', 'Stable homes for veterans, built together'],
        ...STATIC_PAGES.filter(([path]) => path !== '/contact'),
        ['/directory', 'Trusted Network'],
        // rendered for the request, with the organisation's public profile
        ['/partner/capital-region-veterans-alliance', 'Capital Region Veterans Alliance'],
      ];
      for (const [path, title] of renderedAhead) {
        await noScripts.page.goto(path);
        const heading = noScripts.page.getByRole('heading', { level: 1 });
        expect(await heading.textContent(), path).toBe(title);
        await noScripts.page.getByRole('contentinfo').waitFor();
        const site = 'Veterans Housing Marketplace';
        expect(await noScripts.page.title()).toBe(path === '/' ? site : `${title} | ${site}`);
      }
    } finally {
      await noScripts.close();
    }

    // the same HTML, taken over by React (a mismatch would be a page error); a button pressed before the app has
    // loaded (held back here) is pressed again once it is live
    const session = await openBrowser({ mobile: true, waitForApp: false });
    const { page } = session;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto('/help');
      expect(
        await page.evaluate(() => document.getElementById('root')?.innerHTML.startsWith('<!--$-->')),
      ).toBe(true);
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-live'))).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      release();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await menu.getByRole('link', { name: 'Pricing' }).click();
      await waitForPath(page, '/pricing');
      await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();

      // a public profile, rendered with its answer, taken over without asking the API for it again
      const profileAsked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/partner/profile/')) profileAsked.push(request.url());
      });
      await page.goto('/partner/capital-region-veterans-alliance');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-live'));
      await page.getByRole('heading', { level: 1, name: 'Capital Region Veterans Alliance' }).waitFor();
      await page.getByRole('link', { name: 'Get Started' }).waitFor();
      expect(profileAsked).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('contact form: shows field messages, then sends the message and confirms it', async () => {
    const session = await openBrowser({ mobile: true });
    const { page } = session;
    try {
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Enter your full name').waitFor();
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');

      await page.getByRole('textbox', { name: /Full name/ }).fill('Dana Whitfield');
      await page.getByRole('textbox', { name: /Email/ }).fill('dana@example.com');
      await page.getByRole('textbox', { name: /Subject/ }).fill('Question about co-living');
      await page
        .getByRole('textbox', { name: /Message/ })
        .fill('Can I apply for co-living with a HUD-VASH voucher?');
      await page.getByRole('button', { name: 'Send Message' }).click();

      const status = page.getByRole('status').filter({ hasText: 'Message sent' });
      await status.waitFor();
      expect(await status.textContent()).toContain('We received your message');
      expect(await page.getByRole('textbox', { name: /Full name/ }).inputValue()).toBe('');
      await expectNoSeriousA11yViolations(page);
    } finally {
      await session.close();
    }
  });
});
