import type { Page } from 'playwright-core';
import { checkPage, openBrowser, VIEWPORTS } from './support/browser';

const INCOME_RULE = 'Minimum $2,000 total monthly income required for co-living eligibility';

/** A toast's text (Radix also copies it into a screen reader announcement outside the viewport). */
const toastText = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text, { exact: true })
    .waitFor();

describe.each(VIEWPORTS)('the co-living application (%s)', (_name, mobile) => {
  it('fills the four steps under the income rules, submits and shows the reference', async () => {
    const session = await openBrowser({ mobile });
    const { page } = session;
    const stamp = `${Date.now()}`.slice(-4);
    const submit = page.getByRole('button', { name: 'Submit Application' });
    try {
      // from the veterans page's co-living card
      await page.goto('/veterans');
      await page.getByRole('link', { name: 'Apply for Co-Living' }).click();
      await page.getByRole('heading', { level: 1, name: 'Co-Living Application' }).waitFor();
      await page.getByRole('status', { name: 'Monthly income you reported: $0' }).waitFor();
      expect(await submit.getAttribute('aria-disabled')).toBe('true');
      await page.getByText(INCOME_RULE, { exact: true }).first().waitFor();
      await checkPage(page);

      // step 1: contact information
      await page.getByLabel(/Veteran's full name/).fill(`Jordan Colive ${stamp}`);
      await page
        .getByLabel(/Veteran's email/)
        .fill(`jordan.colive.${stamp}.${mobile ? 'm' : 'd'}@example.org`);
      await page.getByLabel(/Veteran's phone/).fill(`503-555-${stamp}`);
      await page.getByLabel(/Veteran's ZIP code/).fill('97201');
      await page.getByLabel(/Case manager's name/).fill('Casey Manager');
      await page.getByLabel(/Case manager's email/).fill('casey.manager@example.org');
      await page.getByLabel(/Case manager's phone/).fill('503-555-0199');

      // step 2: one benefit alone is not enough; the second lifts the total over $2,000
      const disability = page.getByLabel(/Monthly VA disability income/);
      const socialSecurity = page.getByLabel(/Monthly Social Security income/);
      expect(await socialSecurity.isDisabled()).toBe(true);
      await page.getByRole('checkbox', { name: 'I receive VA disability benefits' }).click();
      await disability.fill('1200');
      await page.getByRole('status', { name: 'Monthly income you reported: $1,200' }).waitFor();
      expect(await submit.getAttribute('aria-disabled')).toBe('true');
      await page.getByRole('checkbox', { name: /I receive Social Security benefits/ }).click();
      await socialSecurity.fill('950');
      await page.getByRole('status', { name: 'Monthly income you reported: $2,150' }).waitFor();
      expect(await submit.getAttribute('aria-disabled')).toBeNull();
      expect(await page.getByText(INCOME_RULE, { exact: true }).count()).toBe(0);

      // step 3: service background and compatibility
      await page.getByLabel(/Service branch/).selectOption('marines');
      await page.getByLabel(/service era you prefer/).selectOption('any');
      await page.getByLabel(/How social are you/).selectOption('introverted');
      await page.getByLabel(/How clean/).selectOption('moderate');
      await page.getByLabel(/^Smoking/).selectOption('outdoor_only');
      await page.getByLabel(/^Alcohol/).selectOption('no_alcohol');
      await page.getByLabel(/When there is a disagreement/).selectOption('direct');
      await page.getByRole('checkbox', { name: 'Willing to organize events' }).click();

      // step 4: housing preferences, pet details only with pets
      await page.getByLabel(/Most you can pay for a room/).fill('750');
      await page.getByLabel(/Room type/).selectOption('private_bath');
      expect(await page.getByLabel(/Tell us about the pets/).count()).toBe(0);
      await page.getByRole('checkbox', { name: 'Has pets' }).click();
      await page.getByLabel(/Tell us about the pets/).fill('A calm older dog');
      expect(await page.getByLabel('Quiet hours start').inputValue()).toBe('22:00');
      expect(await page.getByLabel('Quiet hours end').inputValue()).toBe('07:00');
      await checkPage(page);

      await submit.click();
      await toastText(page, 'Application Submitted Successfully!');
      const panel = page.getByRole('status').filter({ hasText: 'Application received' });
      await panel.waitFor();
      expect(await panel.textContent()).toMatch(/CL-[2-9A-HJ-NP-Z]{6}/);
      await checkPage(page);
    } finally {
      await session.close();
    }
  });
});
