import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, expectNoSideways, openBrowser } from './support/browser';

const row = (page: Page, n: number) => page.getByRole('group', { name: `Veteran ${n}`, exact: true });

async function fillVeteran(
  row: Locator,
  values: { name: string; zip: string; status: string; vash?: boolean },
) {
  await row.getByRole('textbox', { name: /Full name/ }).fill(values.name);
  await row.getByRole('textbox', { name: /ZIP code/ }).fill(values.zip);
  await row.getByRole('combobox', { name: /Discharge status/ }).selectOption(values.status);
  if (values.vash) await row.getByRole('checkbox', { name: 'HUD-VASH voucher' }).click();
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

describe('the support organisation flow', () => {
  it('bulk intake: two veterans matched for real, the waitlisted one notified, the packet downloaded', async () => {
    const session = await openBrowser();
    const { page } = session;
    try {
      await page.goto('/support');
      await page.getByRole('heading', { level: 1, name: 'For Support Organizations' }).waitFor();
      await page
        .getByText("You're in the right place to place veterans in stable housing efficiently.")
        .waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoSeriousA11yViolations(page);

      // an empty submit marks what is missing
      await page.getByRole('button', { name: 'Process All Veterans' }).click();
      await page.getByRole('alert').getByText('Please complete all fields for 1 veteran(s)').waitFor();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('textbox', { name: /Your email/ }).fill('worker@outreach.test');
      await fillVeteran(row(page, 1), { name: 'Dana Brooks', zip: '12345', status: 'honorable', vash: true });
      await page.getByRole('button', { name: 'Add Another Veteran' }).click();
      await page.getByText('2 of 10 veterans added').waitFor();
      await fillVeteran(row(page, 2), { name: 'Eli Stone', zip: '99950', status: 'other' });
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Process All Veterans' }).click();
      await page.getByText('Successfully processed 2 veteran(s)', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Placement Results' }).waitFor();
      const dana = card(page, 'Dana Brooks');
      const eli = card(page, 'Eli Stone');
      expect(await dana.getByText(/^\d+ match(es)? found$/).textContent()).toMatch(/found/);
      await dana.getByText('High priority').waitFor();
      await dana
        .getByText(/accepts HUD-VASH/i)
        .first()
        .waitFor();
      await eli.getByText('Waitlisted', { exact: true }).waitFor();
      await eli.getByText('High priority').waitFor();
      await eli.getByText(/within 7-14 days/).waitFor();
      expect(await dana.getByRole('button', { name: /Notify/ }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page);

      // Eli gave no email: the card says only the case worker was told
      await eli.getByText(/Notify emails the case worker only/).waitFor();
      await eli.getByRole('button', { name: 'Notify Eli Stone' }).click();
      await eli.getByText(/The veteran was not told: we have no email for them/).waitFor();
      await eli.getByText('Notified', { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Placement Packet' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^placement-packet-[0-9a-f]{8}\.txt$/);
      const text = readFileSync(await download.path(), 'utf8');
      expect(text).toMatch(
        /1\. Dana Brooks \(ZIP 12345\)\n {3}Status: \d+ match(es)? found\n {3}Priority: High/,
      );
      expect(text).toMatch(/2\. Eli Stone \(ZIP 99950\)\n {3}Status: Waitlisted\n {3}Priority: High/);
      expect(text).toContain('Accepts HUD-VASH');
      expect(text).toContain('NEXT STEPS');
      expect(text).toContain('SUPPORT\nEmail: help@vhm-e2e.example\nPhone: (518) 555-0142');
      await page.getByText('Download Started', { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page);

      // 'View' opens the caseload, which needs a partner sign-in: a visitor gets no View, and is told why
      expect(await dana.getByRole('link', { name: 'View Dana Brooks' }).count()).toBe(0);
      await page.getByText(/Sign in as a partner to keep these results in your caseload/).waitFor();
    } finally {
      await session.close();
    }
  });

  it('works at 360 px: intake, results and limits', async () => {
    const session = await openBrowser({ mobile: true });
    const { page } = session;
    try {
      await page.goto('/support');
      await page.getByRole('heading', { level: 1, name: 'For Support Organizations' }).waitFor();
      await expectNoSideways(page);
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Remove veteran 1' }).click();
      await page.getByText('At least one veteran form is required', { exact: true }).waitFor();
      await fillVeteran(row(page, 1), { name: 'Ana Ruiz', zip: '12345', status: 'active' });
      await page.getByRole('button', { name: 'Process All Veterans' }).click();
      await page.getByRole('heading', { name: 'Placement Results' }).waitFor();
      await card(page, 'Ana Ruiz')
        .getByText(/^\d+ match(es)? found$/)
        .waitFor();
      await expectNoSideways(page);
      await expectNoSeriousA11yViolations(page);

      // sending the batch to the housing team needs a partner sign-in: the button says so
      await page.getByRole('button', { name: 'Ask our housing team to find homes' }).click();
      await page.getByText(/Sign in as a partner to send these veterans to our housing team/).waitFor();
      await expectNoSideways(page);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await session.close();
    }
  });
});
