import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { checkPage, dataDir, openBrowser, VIEWPORTS } from './support/browser';

/** With E2E_SCREENSHOTS set, the new screens are saved there, to be looked at (not compared). */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** The server has no SMTP_URL: each message is an .eml file in DATA_DIR/mail. */
const mailDir = () => join(dataDir(), 'mail');

/** The sign-up confirmation link mailed to `to` (path and query), waiting for it to be delivered. */
async function confirmationLink(to: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const file of existsSync(mailDir()) ? await readdir(mailDir()) : []) {
      const mail = await simpleParser(await readFile(join(mailDir(), file)));
      const link = /https?:\/\/\S+\/landlord\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
      if (link && JSON.stringify(mail.to ?? '').includes(to)) {
        const url = new URL(link);
        return `${url.pathname}${url.search}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no confirmation mail to ${to}`);
}

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
  it('signs up, confirms the email, lists a property, sees it on the dashboard, exports it and signs out', async () => {
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

      // 2. nobody is signed in yet: the answer says to open the link mailed to the address
      await page.getByRole('heading', { level: 2, name: 'Check your email' }).waitFor();
      await page.getByText(email, { exact: true }).waitFor();
      await checkPage(page);
      await screenshot(page, `signup-check-email-${mobile ? 360 : 1280}`);
      await page.goto('/landlord/login');
      await page.getByRole('textbox', { name: /Email/ }).fill(email);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page
        .getByRole('alert')
        .getByText(/confirm/i)
        .waitFor();

      // 3. the link confirms the email, signs the landlord in and opens the empty dashboard
      const link = await confirmationLink(email);
      await page.goto(link);
      await waitForPath(page, '/landlord/dashboard');
      await page.getByText('Email confirmed', { exact: true }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Landlord Dashboard' }).waitFor();
      await page.getByRole('heading', { name: "You haven't listed a property yet" }).waitFor();
      await page.getByText('Robin Landlord', { exact: true }).waitFor();
      await checkPage(page);

      // the link worked once
      await page.goto(link);
      await page.getByText('This link has expired or was already used. Ask for a new one.').waitFor();
      await page.getByRole('link', { name: 'Choose a password' }).waitFor();
      await checkPage(page);
      await screenshot(page, `confirm-link-used-${mobile ? 360 : 1280}`);
      await page.goto('/landlord/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Landlord Dashboard' }).waitFor();

      // 4. "Add New Property" opens the listing step itself, not the wizard's first step
      await page.getByRole('link', { name: 'Add New Property' }).click();
      await waitForPath(page, '/landlords?step=listing');
      await page.getByRole('heading', { level: 2, name: 'List Your Property' }).waitFor();
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

      // 5. the listing is on the landlord dashboard, rent shown in dollars (4 rooms x $950)
      await page.goto('/landlord/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Landlord Dashboard' }).waitFor();
      const listings = mobile
        ? page.getByRole('list', { name: 'Your listings' })
        : page.getByRole('table', { name: 'Your listings' });
      await listings.waitFor();
      await listings.getByText(address).waitFor();
      await listings.getByText('$3,800').waitFor();
      await listings.getByText('4 of 4 rooms available').waitFor();
      await listings.getByText('Accepted').waitFor();
      const figure = (label: string) => page.locator('dl div', { hasText: label }).locator('dd').first();
      expect(await figure('Total Units').textContent()).toBe('4');
      expect(await figure('VA-Compatible Units').textContent()).toBe('4');
      await checkPage(page);

      // 6. export the listings as CSV
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^listings-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync(await download.path(), 'utf8');
      expect(csv.split('\r\n')[0]).toMatch(/^Address,City,State,ZIP code,/);
      expect(csv).toContain(`"${address}","Wantagh","NY","11793",4,4,4,1,"3800.00","Yes"`);
      await page.getByText('Export Complete', { exact: true }).waitFor();

      // 7. sign out: back to /landlords, where the listing step offers to create an account. Signing up
      // there signs nobody in: the panel says to confirm first, and the listing stays as typed.
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await waitForPath(page, '/landlords');
      await page.getByRole('heading', { level: 1, name: 'Property Resources for Landlords' }).waitFor();
      await toListingStep(page);
      await page.getByRole('textbox', { name: /Street address/ }).fill('Typed before signing up');
      await page.getByRole('button', { name: 'Create account', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create your landlord account' });
      await dialog.waitFor();
      await checkPage(page);
      const second = `second-${email}`;
      await dialog.getByRole('textbox', { name: /Your name/ }).fill('Sam Second');
      await dialog.getByRole('textbox', { name: /Email/ }).fill(second);
      await dialog.getByLabel(/^Password/).fill(password);
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 3, name: 'Check your email' }).waitFor();
      await page.getByText(/Once you've confirmed your email, sign in here/).waitFor();
      await checkPage(page);
      await screenshot(page, `listing-check-email-${mobile ? 360 : 1280}`);

      // the link opens in another tab, which is signed in; back here, the panel finds the sign-in
      const tab = await session.context.newPage();
      await tab.goto(await confirmationLink(second));
      await tab.waitForURL('**/landlord/dashboard');
      await tab.getByRole('heading', { level: 1, name: 'Landlord Dashboard' }).waitFor();
      await tab.close();
      await page.bringToFront();
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.getByText("You're listing as Sam Second.").waitFor();
      expect(await page.getByRole('textbox', { name: /Street address/ }).inputValue()).toBe(
        'Typed before signing up',
      );
      await page.goto('/landlord/dashboard');
      await page.getByRole('heading', { name: "You haven't listed a property yet" }).waitFor();

      // 8. signed out, the dashboard asks you to sign in, and brings you back after
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await waitForPath(page, '/landlords');
      await page.goto('/landlord/dashboard');
      await waitForPath(page, '/landlord/login?next=/landlord/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Landlord Sign In' }).waitFor();
      await checkPage(page);
      await page.getByRole('textbox', { name: /Email/ }).fill(email);
      await page.getByLabel(/^Password/).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page
        .getByRole('alert')
        .getByText('Your username or email and password do not match. Check both and try again.')
        .waitFor();
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await waitForPath(page, '/landlord/dashboard');
      await listings.getByText(address).waitFor();
    } finally {
      await session.close();
    }
  });
});
