import { type Locator, type Page, request } from 'playwright-core';
import { baseUrl, checkPage, openBrowser, VIEWPORTS } from './support/browser';

const PASSWORD = 'veterans-demo';

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * The demo data holds veterans the engine has not run for yet. Run it once through the API first, so the
 * run in the browser proposes only what this journey adds.
 */
async function drainEngineQueue(): Promise<void> {
  const api = await request.newContext({ baseURL: baseUrl() });
  try {
    const login = await api.post('/api/user/login', { data: { username: 'admin', password: PASSWORD } });
    expect(login.ok()).toBe(true);
    const run = await api.post('/api/housing-matches/run', { data: {} });
    expect(run.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** Clicks a match action and waits until the match shows its new status badge. */
async function moveMatch(match: Locator, action: string, status: string): Promise<void> {
  await match.getByRole('button', { name: new RegExp(`^${action}:`) }).click();
  await match.getByText(status, { exact: true }).waitFor();
  // the toast arrives once every list has refreshed; a dialog opened before it would lose Escape to it
  await match
    .page()
    .getByText(new RegExp(` is now ${status}\\.$`))
    .last()
    .waitFor();
}

describe.each(VIEWPORTS)('the housing match journey (%s)', (_name, mobile) => {
  it('registers a veteran, lists a home, runs the engine as admin and places the match', async () => {
    await drainEngineQueue();
    const session = await openBrowser({ mobile });
    const { page } = session;
    const stamp = `${Date.now()}`.slice(-6);
    const veteranName = `Jordan Rivera ${stamp}`;
    // far from each other and from the demo data, so the engine pairs exactly these two
    const zipCode = mobile ? '97910' : '89049';
    const address = `${stamp} Journey Road`;
    try {
      // 1. a case manager registers the veteran
      await page.goto('/veteran-intake');
      await page.getByRole('heading', { level: 1, name: 'Veteran Housing Intake' }).waitFor();
      await checkPage(page);
      await page.getByRole('button', { name: 'Register Veteran' }).click();
      // the error summary names each field to fix and takes the focus; the fields say it too
      await page.getByRole('heading', { level: 2, name: 'There are 3 problems with this form' }).waitFor();
      await page.waitForFunction(
        () => document.activeElement?.textContent === 'There are 3 problems with this form',
      );
      await page
        .getByLabel(/Veteran's full name/)
        .and(page.locator('[aria-invalid="true"]'))
        .waitFor();
      await checkPage(page);
      await page.getByLabel(/Veteran's full name/).fill(veteranName);
      await page.getByLabel(/Case manager's email/).fill('case.manager@example.org');
      await page.getByLabel(/ZIP code where they want to live/).fill(zipCode);
      await page.getByRole('checkbox', { name: 'Has a HUD-VASH voucher' }).click();
      await page.getByRole('checkbox', { name: /Needs an accessible home/ }).click();
      await page.getByRole('checkbox', { name: 'Has a pet' }).click();
      await page.getByLabel('How urgent is it?').selectOption('critical');
      await page.getByLabel('Most they can pay a month').fill('1200');
      await page.getByRole('button', { name: 'Register Veteran' }).click();
      await page.getByText('Veteran Housing Profile Created', { exact: true }).waitFor();
      await page.getByText('Veteran registered', { exact: true }).waitFor();
      expect(await page.getByLabel(/Veteran's full name/).inputValue()).toBe('');
      await checkPage(page);

      // 2. a landlord lists a home that meets every need
      await page.goto('/landlord-listing');
      await page.getByRole('heading', { level: 1, name: 'List a Property' }).waitFor();
      await checkPage(page);
      await page.getByLabel(/Your name/).fill('Casey Journey');
      await page.getByLabel(/^Email/).fill(`casey-${stamp}@example.com`);
      await page.getByLabel(/Street address/).fill(address);
      await page.getByLabel(/^ZIP code/).fill(zipCode);
      await page.getByLabel('Number of rooms').selectOption('1');
      await page.getByLabel(/Rent per room/).fill('950');
      await page.getByRole('checkbox', { name: /Accepts VA benefits/ }).click();
      await page.getByRole('checkbox', { name: /^Accessible/ }).click();
      await page.getByRole('checkbox', { name: 'Pets allowed' }).click();
      await page.getByRole('button', { name: 'List Property' }).click();
      await page.getByText('Property Listed Successfully', { exact: true }).waitFor();
      await page.getByText('Property listed', { exact: true }).waitFor();
      // listed without an account: it waits for an admin's review before veterans see it
      await page.getByText(/Our team reviews your listing before veterans see it/).waitFor();
      await checkPage(page);

      // 3. the admin signs in to the inbox and approves the listing
      await page.goto('/admin/login?next=%2Fadmin%2Finbox');
      await page.getByRole('textbox', { name: /Username/ }).fill('admin');
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { level: 1, name: 'Operations inbox' }).waitFor();
      await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Listing review' });
      await page
        .getByRole('link', { name: new RegExp(`^New listing: ${address},.* from Casey Journey$`) })
        .click();
      await page.getByRole('button', { name: 'Approve listing' }).click();
      await page.getByText('Listing approved', { exact: true }).first().waitFor();

      // 4. on to the housing dashboard
      await page.goto('/housing-dashboard');
      await waitForPath(page, '/housing-dashboard');
      await page.getByRole('heading', { level: 1, name: 'Housing Matching Dashboard' }).waitFor();
      await page.getByRole('navigation', { name: 'Admin pages' }).waitFor();
      const matches = page.getByRole('table', { name: 'Matches' });
      await matches.or(page.getByText(/^No matches yet/)).waitFor();
      await checkPage(page);

      // 5. run the engine after confirming (it notifies veterans): the result explains itself, and the
      // search finds the veteran's match with its reason
      await page.getByRole('button', { name: 'Run Matching Engine' }).click();
      const confirm = page.getByRole('dialog', { name: 'Run the matching engine now?' });
      await confirm.getByText(/Veterans will be notified/).waitFor();
      await checkPage(page);
      await confirm.getByRole('button', { name: 'Run and notify veterans' }).click();
      await page.getByText('Matching Engine Completed', { exact: true }).waitFor();
      await page
        .getByRole('status', { name: 'Last run' })
        .getByText(/^The last run matched 1 veteran /)
        .waitFor();
      await page.getByRole('searchbox', { name: /Search/ }).fill(veteranName);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const match = matches.getByRole('row').filter({ hasText: veteranName });
      await match.waitFor();
      // the match is named by the veteran and the street, beside the home's own address column
      await match.getByText(address, { exact: false }).first().waitFor();
      const reason = await match.getByText(/accepts HUD-VASH/).textContent();
      expect(reason).toContain('rent $950 within budget');
      expect(reason).toContain('critical urgency');
      await match.getByText('Notifications sent', { exact: true }).waitFor();
      await checkPage(page);

      // 6. work the match to placed; the veteran is then shown as matched
      await moveMatch(match, 'Mark Contacted', 'Contacted');
      await moveMatch(match, 'Approve', 'Approved');
      await moveMatch(match, 'Mark Placed', 'Placed');
      expect(await match.getByRole('button').allTextContents()).toEqual(['Show contacts']);
      // who must act: the case manager and the landlord, read deliberately (audited)
      await match.getByRole('button', { name: /^Show contacts:/ }).click();
      const contacts = page.getByRole('dialog', {
        name: new RegExp(`^Contacts for Jordan .* · ${address}$`),
      });
      await contacts.getByText('case.manager@example.org').waitFor();
      await contacts.getByText(`casey-${stamp}@example.com`).waitFor();
      await checkPage(page);
      await page.keyboard.press('Escape');
      await contacts.waitFor({ state: 'hidden' });
      await page.getByRole('tab', { name: 'Veterans Queue' }).click();
      const veteran = page
        .getByRole('table', { name: 'Veterans queue' })
        .getByRole('row')
        .filter({ hasText: veteranName });
      await veteran.getByText('Matched', { exact: true }).waitFor();
      await checkPage(page);
      await page.getByRole('tab', { name: 'Analytics' }).click();
      await page.getByText('Match Success Rate', { exact: true }).waitFor();
      await checkPage(page);

      // 7. the lead flow dashboard and the records behind a step
      await page.goto('/lead-flow-dashboard');
      await page.getByRole('heading', { level: 1, name: 'Lead Flow Dashboard' }).waitFor();
      await page.getByText('Total Matches', { exact: true }).waitFor();
      await checkPage(page);
      await page.getByRole('tab', { name: 'Veteran Pipeline' }).click();
      const placements = page.getByRole('button', { name: /Housing Placements/ });
      await placements.click();
      expect(await placements.getAttribute('aria-expanded')).toBe('true');
      const panel = page.getByRole('region', { name: /placement/i });
      await panel.getByRole('listitem').first().or(panel.getByText('Nothing here for this period')).waitFor();
      await checkPage(page);
    } finally {
      await session.close();
    }
  });
});
