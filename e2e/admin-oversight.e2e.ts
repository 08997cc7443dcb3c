import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { checkPage, openBrowser, VIEWPORTS } from './support/browser';

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first organisation the demo data has not verified yet (each run verifies one). */
async function unverifiedOrganization(page: Page): Promise<string> {
  const answer = await page.request.get('/api/admin/organizations?pageSize=100');
  expect(answer.ok()).toBe(true);
  const { organizations } = (await answer.json()) as { organizations: { name: string; verified: boolean }[] };
  const found = organizations.find((org) => !org.verified);
  if (!found) throw new Error('the demo data has no unverified organization left');
  return found.name;
}

describe.each(VIEWPORTS)('admin oversight (%s)', (_name, mobile) => {
  it('lands on the inbox, opens the map, filters it, opens a state, exports, verifies an organization and approves a housing partner', async () => {
    const session = await openBrowser({ mobile });
    const { page } = session;
    try {
      // 1. the admin signs in, lands on the inbox and opens the map view
      await page.goto('/admin/login');
      await page.getByRole('textbox', { name: /Username/ }).fill('admin');
      await page.getByLabel(/^Password/).fill('veterans-demo');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await waitForPath(page, '/admin/inbox');
      const inboxHeading = page.getByRole('heading', { level: 1, name: 'Operations inbox' });
      await inboxHeading.waitFor();
      // the sign-in form is gone: the keyboard starts at the inbox's heading, never at <body>
      expect(await inboxHeading.evaluate((heading) => heading === document.activeElement)).toBe(true);
      await page.goto('/admin/map-view');
      await page.getByRole('heading', { level: 1, name: 'Network Map' }).waitFor();
      await page.getByText('ADMIN', { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Partner network' }).getAttribute('href')).toBe(
        '/partner-dashboard',
      );
      expect(await page.getByRole('link', { name: 'Landlord dashboard' }).getAttribute('href')).toBe(
        '/landlord/dashboard',
      );
      const map = page.getByRole('group', { name: /^Map of the United States/ });
      await map.waitFor();
      expect(await map.getByRole('button').count()).toBe(51);
      await page.getByRole('table', { name: 'Top 5 markets' }).waitFor();
      await checkPage(page);

      // 2. the filters: all time, veteran referrals
      expect(await page.getByLabel('Time Frame').inputValue()).toBe('30');
      await page.getByLabel('Time Frame').selectOption('all');
      await page
        .locator('p')
        .filter({ hasText: /^All time$/ })
        .waitFor();
      await page.getByLabel('Data Type').selectOption('veterans');
      await page.getByRole('heading', { name: 'Map: veteran referrals by state' }).waitFor();
      const table = page.getByRole('table', { name: 'The map as a table' });
      const firstState = table.getByRole('rowheader').first();
      await firstState.waitFor();
      const stateName = (await firstState.textContent())?.trim() ?? '';
      const figure = (await table.getByRole('row').nth(1).getByRole('cell').first().textContent())?.trim();
      // the map names the state with the same figure as the table
      const shape = map.getByRole('button', {
        name: new RegExp(`^${escapeRegExp(stateName)}: ${figure} veteran referral`),
      });
      await shape.waitFor();
      await checkPage(page);

      // 3. drill down with the keyboard: the state's ZIP codes and organizations
      await shape.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('region', { name: stateName });
      await panel.getByRole('table', { name: `ZIP codes in ${stateName}` }).waitFor();
      await panel
        .getByRole('link', { name: `Manage the organizations in ${stateName}` })
        .or(panel.getByText(`No partner organization is based in ${stateName} yet.`))
        .first()
        .waitFor();
      expect(await shape.getAttribute('aria-pressed')).toBe('true');
      await checkPage(page);

      // 4. export the rows of these filters
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export Data' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('network-all-time-veterans.csv');
      const csv = readFileSync(await download.path(), 'utf8');
      expect(csv.split(/\r?\n/)[0]).toMatch(/^ZIP code,City,State,/);
      await page.getByText('Export Complete', { exact: true }).waitFor();

      // 5. refresh
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByText('Data Refreshed', { exact: true }).waitFor();

      // 6. network management: verify an organization
      const name = await unverifiedOrganization(page);
      await page.getByRole('link', { name: 'Partner network' }).click();
      await waitForPath(page, '/partner-dashboard');
      await page.getByRole('heading', { level: 1, name: 'Partner Network' }).waitFor();
      await page.getByRole('table', { name: 'Organizations' }).waitFor();
      await checkPage(page);
      await page.getByRole('searchbox', { name: /Search/ }).fill(name);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const row = page.getByRole('row', { name: new RegExp(escapeRegExp(name)) });
      await page.getByRole('heading', { name: `Organizations matching "${name}"` }).waitFor();
      await row.getByRole('button', { name: `Manage ${name}` }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.getByRole('heading', { name: 'History' }).waitFor();
      await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
      await page.getByText('Organization verified', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Remove verification' }).waitFor();
      await dialog.getByText('Verified', { exact: true }).first().waitFor();
      await dialog
        .getByRole('list', { name: `History of ${name}` })
        .getByText('Verified')
        .waitFor();
      await checkPage(page);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await row.getByText('Verified', { exact: true }).waitFor();

      // 7. the audit log has the change
      await page.goto('/admin/audit-log');
      await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
      await page.getByLabel('What happened').selectOption({ label: 'Verified an organization' });
      await page.getByRole('button', { name: 'Apply filters' }).click();
      const events = page.getByRole('table', { name: 'Matching events' });
      await events.getByText(`Demo Admin verified ${name}.`, { exact: true }).first().waitFor();
      await checkPage(page);

      // 8. a housing professional applies; the admin approves the application from the inbox
      const applicant = mobile ? 'Riley Phone-Agent' : 'Riley Desk-Agent';
      await page.goto('/housing-partners');
      await page.getByRole('heading', { level: 1, name: 'Become a Housing Partner' }).waitFor();
      await page.getByRole('textbox', { name: /Full name/ }).fill(applicant);
      await page.getByRole('textbox', { name: /Company or brokerage/ }).fill('Hudson Realty');
      await page
        .getByRole('textbox', { name: /Email/ })
        .fill(`riley.${mobile ? 'phone' : 'desk'}@hudson-realty.example`);
      await page.getByRole('textbox', { name: /Phone/ }).fill('518-555-0177');
      await page.getByLabel('Specialization').selectOption({ label: 'Rental properties' });
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.getByText('Application Submitted!', { exact: true }).waitFor();
      await page.goto('/admin/inbox');
      await page.getByRole('heading', { level: 1, name: 'Operations inbox' }).waitFor();
      await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Housing partner application' });
      await page
        .getByRole('link', { name: new RegExp(`^${escapeRegExp(applicant)} of Hudson Realty`) })
        .click();
      await page.getByRole('heading', { name: 'Decide the application' }).waitFor();
      await checkPage(page);
      await page.getByRole('button', { name: 'Approve and invite' }).click();
      await page.getByText('Application approved: invitation sent', { exact: true }).waitFor();
    } finally {
      await session.close();
    }
  });
});
