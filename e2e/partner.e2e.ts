import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { checkPage, openBrowser, VIEWPORTS } from './support/browser';

async function statusOf(card: Locator): Promise<string> {
  return ((await card.locator('header').textContent()) ?? '').replace(/\s+/g, ' ');
}

describe.each(VIEWPORTS)('the partner portal (%s)', (_name, mobile) => {
  it('signs in, filters, works a referral from new to in progress, edits its note, exports and signs out', async () => {
    const session = await openBrowser({ mobile });
    const { page } = session;
    try {
      // without a session the dashboard sends the partner to sign in
      await page.goto('/partner/dashboard');
      await page.waitForURL('**/partner/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await checkPage(page);

      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Password is required').waitFor();
      await page.getByLabel('Organization email').fill('partner@demo.org');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page
        .getByText('Your email and password do not match. Check both and try again.')
        .first()
        .waitFor();
      await page.getByLabel('Password', { exact: true }).fill('veterans-demo');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/partner/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Capital Region Veterans Alliance' }).waitFor();
      for (const stat of ['Total Referrals', '% Contacted', '% Matched', 'This Month', 'Top ZIP']) {
        await page.getByText(stat, { exact: true }).first().waitFor();
      }
      await page.getByRole('article').first().waitFor();
      await checkPage(page);

      // filter to new referrals: every card shown is New
      const statusTab = (label: string) =>
        page
          .getByRole('group', { name: 'Status' })
          .getByRole('button', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
      await statusTab('New').click();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('article header')].every((h) => h.textContent?.includes('New')),
      );
      // a named referral: the directory's anonymous ones ('Name not given') may share a heading
      const first = page
        .getByRole('article')
        .filter({ hasNot: page.getByRole('heading', { name: 'Name not given', exact: true }) })
        .first();
      const name = ((await first.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
      const card = () =>
        page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

      const newCount = await page.getByRole('article').count();
      await card().getByRole('button', { name: 'Mark Contacted' }).click();
      // it leaves the New filter: focus moves on to the next card's name, never back to the top of the page
      if (newCount > 1) {
        await page.waitForFunction(() => document.activeElement?.tagName === 'H3');
      }
      // find it under All
      await statusTab('All').click();
      await card().getByRole('button', { name: 'Start Working' }).waitFor();
      expect(await statusOf(card())).toContain('Contacted');
      await card().getByRole('button', { name: 'Start Working' }).click();
      await card().getByRole('button', { name: 'Mark Matched' }).waitFor();
      // the card stayed in the list: focus is on its next step
      await page.waitForFunction(() => document.activeElement?.textContent === 'Mark Matched');
      expect(await statusOf(card())).toContain('In Progress');
      // in progress allows only matched or closed
      expect(await card().getByRole('button', { name: 'Mark Contacted' }).count()).toBe(0);

      // the internal note: counter, save, and it stays after a reload
      const note = `Called ${mobile ? 'mobile' : 'desktop'}: viewing set for Tuesday`;
      await card().getByRole('button', { name: 'Edit notes' }).click();
      const editor = card().getByRole('textbox', { name: 'Internal notes' });
      await editor.fill(note);
      await card()
        .getByText(`${280 - note.length} characters left`)
        .waitFor();
      await card().getByRole('button', { name: 'Save notes' }).click();
      await card().getByText(note).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Capital Region Veterans Alliance' }).waitFor();
      await card().getByText(note).waitFor();
      await checkPage(page);

      // export: a real CSV with this referral in it
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^referrals-.+\.csv$/);
      const csv = readFileSync((await download.path()) ?? '', 'utf8');
      expect(csv).toContain(name);
      expect(csv).toContain(note);

      // analytics has real figures
      await page.getByRole('tab', { name: 'Analytics' }).click();
      await page
        .getByText(/Median time to first contact/)
        .first()
        .waitFor();
      await checkPage(page);

      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL('**/partner/login');
      await page.goto('/partner/dashboard');
      await page.waitForURL('**/partner/login');
    } finally {
      await session.close();
    }
  });
});

describe('a tier 1 partner', () => {
  it('is told that CSV export needs Tier 2+', async () => {
    const session = await openBrowser();
    const { page } = session;
    try {
      await page.goto('/partner/login');
      await page.getByLabel('Organization email').fill('partner2@demo.org');
      await page.getByLabel('Password', { exact: true }).fill('veterans-demo');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { level: 1, name: 'Hudson Valley Veteran Services' }).waitFor();
      await page.getByRole('button', { name: 'Export CSV' }).click();
      await page.getByText('CSV export is available for Tier 2+ partners only').waitFor();
      await checkPage(page);
    } finally {
      await session.close();
    }
  });
});
