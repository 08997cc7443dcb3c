import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { checkPage, openBrowser, VIEWPORTS } from './support/browser';

/** From the top of /landlords to step 4: score the home, then skip to the toolkit and on to the listing. */
async function toListingStep(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /ZIP code/ }).fill('11793');
  await page.getByRole('combobox', { name: /Bedrooms/ }).selectOption('4');
  await page.getByRole('combobox', { name: /Ownership type/ }).selectOption('private');
  await page.getByRole('button', { name: 'Calculate Property Score' }).click();
  await page.getByRole('button', { name: 'Skip to the Resource Toolkit' }).click();
  await page.getByRole('button', { name: 'List Your Property' }).click();
  await page.getByRole('heading', { level: 2, name: 'List Your Property' }).waitFor();
}

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

describe.each(VIEWPORTS)('a landlord account (%s)', (_name, mobile) => {
  it('signs up, lists a property, sees it on the dashboard, exports it and signs out', async () => {
    const session = await openBrowser({ mobile });
    const { page } = session;
    const stamp = `${Date.now()}${mobile ? 'm' : 'd'}`;
    const email = `landlord-${stamp}@example.com`;
    const password = 'veterans-first-2025';
    const address = `${mobile ? 21 : 22} Account Lane ${stamp.slice(-5)}`;
    try {
      // 1. sign up
      await page.goto('/landlord/signup');
      await page.getByRole('heading', { level: 1, name: 'Create a Landlord Account' }).waitFor();
      await checkPage(page);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Your name is required').waitFor();
      await page.getByRole('textbox', { name: /Your name/ }).fill('Robin Landlord');
      await page.getByRole('textbox', { name: /Email/ }).fill(email);
      await page.getByLabel(/^Password/).fill('short');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Password must be at least 8 characters').waitFor();
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'Show password' }).click();
      expect(await page.getByLabel(/^Password/).getAttribute('type')).toBe('text');
      await page.getByRole('button', { name: 'Create Account' }).click();

      // 2. the new account's dashboard is empty
      await waitForPath(page, '/landlord/dashboard');
      await page.getByText('Account created', { exact: true }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Landlord Dashboard' }).waitFor();
      await page.getByRole('heading', { name: "You haven't listed a property yet" }).waitFor();
      await page.getByText('Robin Landlord', { exact: true }).waitFor();
      await checkPage(page);

      // 3. list a property through /landlords, skipping to the listing step
      await page.getByRole('link', { name: 'Add New Property' }).click();
      await waitForPath(page, '/landlords');
      await toListingStep(page);
      await page.getByText("You're listing as Robin Landlord.").waitFor();
      await page.getByText('This listing will appear on your dashboard.', { exact: false }).waitFor();
      await checkPage(page);
      await page.getByRole('textbox', { name: /Street address/ }).fill(address);
      await page.getByRole('textbox', { name: /ZIP code/ }).fill('11793');
      await page.getByRole('combobox', { name: /Number of rooms/ }).selectOption('4');
      await page.getByRole('textbox', { name: /Rent per room/ }).fill('950');
      await page.getByRole('checkbox', { name: /Accepts VA benefits/ }).click();
      await page.getByRole('button', { name: 'Submit Listing' }).click();
      await page.getByText('Success!', { exact: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Your Dashboard' }).waitFor();

      // 4. the listing is on the landlord dashboard, rent shown in dollars (4 rooms x $950)
      await page.goto('/landlord/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Landlord Dashboard' }).waitFor();
      const listings = mobile
        ? page.getByRole('list', { name: 'Your listings' })
        : page.getByRole('table', { name: 'Your listings' });
      await listings.waitFor();
      await listings.getByText(address).waitFor();
      await listings.getByText('$3,800').waitFor();
      await listings.getByText('4 of 4 available').waitFor();
      await listings.getByText('Accepted').waitFor();
      const figure = (label: string) => page.locator('dl div', { hasText: label }).locator('dd').first();
      expect(await figure('Total Units').textContent()).toBe('4');
      expect(await figure('VA-Compatible Units').textContent()).toBe('4');
      await checkPage(page);

      // 5. export the listings as CSV
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^listings-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync(await download.path(), 'utf8');
      expect(csv.split('\r\n')[0]).toMatch(/^Address,City,State,ZIP code,/);
      expect(csv).toContain(`${address},Wantagh,NY,11793,4,4,4,1,3800.00,Yes`);
      await page.getByText('Export Complete', { exact: true }).waitFor();

      // 6. sign out: back to /landlords, where the listing step offers to sign in
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await waitForPath(page, '/landlords');
      await page.getByRole('heading', { level: 1, name: 'Property Resources for Landlords' }).waitFor();
      await toListingStep(page);
      await page.getByRole('textbox', { name: /Street address/ }).fill('Typed before signing in');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in to your landlord account' });
      await dialog.waitFor();
      await checkPage(page);
      await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
      await dialog.getByLabel(/^Password/).fill(password);
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText("You're listing as Robin Landlord.").waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('textbox', { name: /Street address/ }).inputValue()).toBe(
        'Typed before signing in',
      );

      // 7. signed out, the dashboard asks you to sign in, and brings you back after
      await page.goto('/landlord/dashboard');
      await listings.getByText(address).waitFor();
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await waitForPath(page, '/landlords');
      await page.goto('/landlord/dashboard');
      await waitForPath(page, '/landlord/login?next=/landlord/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Landlord Sign In' }).waitFor();
      await checkPage(page);
      await page.getByRole('textbox', { name: /Email/ }).fill(email);
      await page.getByLabel(/^Password/).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').getByText('Invalid credentials').waitFor();
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await waitForPath(page, '/landlord/dashboard');
      await listings.getByText(address).waitFor();
    } finally {
      await session.close();
    }
  });
});
