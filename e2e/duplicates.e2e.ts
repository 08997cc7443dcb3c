import type { Page } from 'playwright-core';
import { checkPage, openBrowser, VIEWPORTS } from './support/browser';

/** Walks the list's pages until `target` shows, or answers false after the last page. */
async function findOnSomePage(page: Page, target: ReturnType<Page['getByRole']>): Promise<boolean> {
  // a list still showing the previous filter's rows says "(updating...)" until the new ones are in
  await page.waitForFunction(
    () => ![...document.querySelectorAll('[role="status"]')].some((s) => s.textContent?.includes('updating')),
  );
  await page
    .getByRole('navigation', { name: 'Pages of possible duplicates' })
    .or(page.getByText(/^No /))
    .first()
    .waitFor();
  for (let pages = 0; pages < 40; pages++) {
    if ((await target.count()) > 0) return true;
    const next = page.getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0 || (await next.isDisabled())) return false;
    const shown = await page
      .getByRole('status')
      .filter({ hasText: /^Showing/ })
      .textContent();
    await next.click();
    await page.waitForFunction((before) => {
      const status = [...document.querySelectorAll('[role="status"]')].find((s) =>
        s.textContent?.startsWith('Showing'),
      );
      return status && status.textContent !== before && !status.textContent?.includes('updating');
    }, shown);
  }
  return false;
}

async function registerThroughTheForm(page: Page, name: string, phone: string, zipCode: string) {
  await page.getByLabel(/Veteran's full name/).fill(name);
  await page.getByLabel(/Veteran's phone/).fill(phone);
  await page.getByLabel(/Case manager's email/).fill('front.desk@shelter.example.org');
  await page.getByLabel(/ZIP code where they want to live/).fill(zipCode);
  await page.getByRole('button', { name: 'Register Veteran' }).click();
  await page.getByText('Veteran Housing Profile Created', { exact: true }).waitFor();
  // the form empties once the server has taken the intake
  await page.waitForFunction(
    () => (document.querySelector('input[name="name"]') as HTMLInputElement | null)?.value === '',
  );
}

describe.each(VIEWPORTS)('two veterans with one shelter phone (%s)', (_name, mobile) => {
  it('stay two people; the admin reviews the possible duplicate and marks them as different people', async () => {
    const session = await openBrowser({ mobile });
    const { page } = session;
    const stamp = `${Date.now() % 100_000}`.padStart(5, '0');
    // one shelter's front-desk line, given by both veterans (in the range kept for fiction: 555-0100 to 0199)
    const shelterPhone = `518-555-01${stamp.slice(-2)}`;
    const first = `Marcus Reed ${mobile ? 'Phone' : 'Desk'}${stamp}`;
    const second = `Darnell Hayes ${mobile ? 'Phone' : 'Desk'}${stamp}`;
    const zipCode = '12207';
    try {
      // 1. two veterans come in through the public intake form with the same phone
      await page.goto('/veteran-intake');
      await page.getByRole('heading', { level: 1, name: 'Veteran Housing Intake' }).waitFor();
      await registerThroughTheForm(page, first, shelterPhone, zipCode);
      await registerThroughTheForm(page, second, shelterPhone, zipCode);
      await checkPage(page);

      // 2. the admin finds the pair among the possible duplicates: two people, not one
      await page.goto('/admin/login?next=%2Fadmin%2Fduplicates');
      await page.getByRole('textbox', { name: /Username/ }).fill('admin');
      await page.getByLabel(/^Password/).fill('veterans-demo');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { level: 1, name: 'Possible duplicates' }).waitFor();
      const compare = page.getByRole('link', {
        name: new RegExp(`^Compare (${first} and ${second}|${second} and ${first})$`),
      });
      expect(await findOnSomePage(page, compare), 'the pair in the open list').toBe(true);
      await checkPage(page);
      const card = page.getByRole('listitem').filter({ has: compare });
      await card.getByText('Same phone and ZIP code').waitFor();
      await card.getByRole('link', { name: first, exact: true }).waitFor();
      await card.getByRole('link', { name: second, exact: true }).waitFor();

      // each is a person of their own, with the phone they gave, tappable
      await card.getByRole('link', { name: second, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: second }).waitFor();
      await page.getByRole('link', { name: shelterPhone }).first().waitFor();
      expect(await page.getByRole('link', { name: shelterPhone }).first().getAttribute('href')).toBe(
        `tel:+1${shelterPhone.replace(/\D/g, '')}`,
      );
      await checkPage(page);
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Possible duplicates' }).waitFor();
      expect(await findOnSomePage(page, compare), 'the pair after going back').toBe(true);

      // 3. the admin compares the two and decides they are different people
      await compare.click();
      await page
        .getByRole('heading', {
          level: 1,
          name: new RegExp(`(${first} and ${second}|${second} and ${first})`),
        })
        .waitFor();
      await page.getByRole('heading', { name: 'Your decision' }).waitFor();
      await checkPage(page);
      await page.getByRole('button', { name: 'Different people' }).click();
      await page.getByRole('button', { name: 'Go back' }).waitFor();
      // the question does not put the focus on the button that goes ahead
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Go back');
      await checkPage(page);
      await page.getByRole('button', { name: 'Yes, different people' }).click();
      const done = page.getByRole('status').filter({ hasText: 'Marked as different people.' });
      await done.waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'status');
      await page.getByText('An admin marked these two as different people.', { exact: false }).waitFor();
      await checkPage(page);

      // 4. the pair is gone from the open list, and found under "Different people"
      await page.getByRole('link', { name: 'Back to possible duplicates' }).click();
      await page.getByRole('heading', { level: 1, name: 'Possible duplicates' }).waitFor();
      expect(await findOnSomePage(page, compare), 'the pair in the open list after the decision').toBe(false);
      await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Different people' });
      await page.getByRole('heading', { level: 2, name: 'Different people' }).waitFor();
      expect(await findOnSomePage(page, compare), 'the pair under "Different people"').toBe(true);
      await checkPage(page);
    } finally {
      await session.close();
    }
  });
});
