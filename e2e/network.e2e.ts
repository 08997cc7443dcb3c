import { readFileSync } from 'node:fs';
import { checkPage, openBrowser, VIEWPORTS } from './support/browser';

const ORGANIZATION = 'Capital Region Veterans Alliance';

describe.each(VIEWPORTS)('the trusted network (%s)', (_name, mobile) => {
  it('finds an organization, refers a veteran, and its partner records a placement and downloads the report', async () => {
    const session = await openBrowser({ mobile });
    const { page } = session;
    // a ZIP only this run's referral carries, so the dashboard shows exactly this referral
    const veteranZip = mobile ? '12345-0360' : '12345-1280';
    const veteranName = `Placed Veteran ${mobile ? 'Mobile' : 'Desktop'} ${Date.now()}`;
    // a name and email no other veteran has, so the referral creates its own veteran record
    const referredName = `Referred Veteran ${mobile ? 'Mobile' : 'Desktop'} ${Date.now()}`;
    const referredEmail = `referred-${mobile ? 'mobile' : 'desktop'}-${Date.now()}@example.com`;
    try {
      await page.goto('/directory');
      await page.getByRole('heading', { level: 1, name: 'Trusted Network' }).waitFor();
      await page.getByText('A protected network').waitFor();
      await checkPage(page);

      // the search runs only for a 'City, ST' location
      await page.getByLabel('Location').fill('Albany');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByText("Enter the location as 'City, ST'").waitFor();
      // a city with no partner of its own still finds the nearest ones, from its centre
      await page.getByLabel('Location').fill('Schenectady, NY');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByText(/within 50 miles of Schenectady, NY, nearest first/).waitFor();
      expect(await page.getByRole('article').count()).toBeGreaterThan(0);
      await page.getByLabel('Location').fill('Albany, NY');
      await page.getByRole('button', { name: 'Search' }).click();
      const card = page.getByRole('article', { name: ORGANIZATION });
      await card.waitFor();
      expect(await card.textContent()).not.toMatch(/@|\(\d{3}\)/);
      await checkPage(page);
      const organizationPath =
        (await card.getByRole('link', { name: /View organization/ }).getAttribute('href')) ?? '';
      expect(organizationPath).toMatch(/^\/partner\/[0-9a-f-]{36}$/);

      // its page's "Start Housing Placement" opens the housing intake for this organisation
      await page.goto(organizationPath);
      await page.getByRole('link', { name: /Start Housing Placement/ }).click();
      await page.getByText(`Starting a housing placement with ${ORGANIZATION}`).waitFor();
      await checkPage(page);
      await page.goto('/directory');
      await page.getByRole('article', { name: ORGANIZATION }).waitFor();

      // refer a veteran from the card
      await card.getByRole('button', { name: /Refer a Veteran/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Refer a Veteran in Need' });
      await dialog.getByRole('button', { name: 'Submit Referral' }).click();
      await dialog.getByText('ZIP code must be at least 5 digits').waitFor();
      await dialog.getByText('Please select the type of service needed').waitFor();
      await dialog.getByText("Enter the veteran's name").waitFor();
      await dialog
        .getByText('Give a phone number or an email so the organization can reach the veteran')
        .waitFor();
      await dialog.getByText(`We share these with ${ORGANIZATION} only.`).waitFor();
      await checkPage(page);
      await dialog.getByLabel(/Veteran's name/).fill(referredName);
      await dialog.getByLabel(/Veteran's email/).fill(referredEmail);
      await dialog.getByLabel(/ZIP code/).fill(veteranZip);
      await dialog.getByLabel(/Type of service/).selectOption('housing');
      await dialog.getByLabel(/Preferred contact/).fill('Phone after 5 pm');
      await dialog.getByRole('button', { name: 'Submit Referral' }).click();
      const success = page.getByRole('dialog', { name: 'Referral Submitted Successfully' });
      await success.getByText('The organization will contact the veteran within 24 hours.').waitFor();
      const reference = ((await success.getByTestId('referral-reference').textContent()) ?? '').trim();
      expect(reference).toMatch(/^RF-[2-9A-HJ-NP-Z]{6}$/);
      expect(await success.textContent()).toContain(`Your reference: ${reference}`);
      const [summary] = await Promise.all([
        page.waitForEvent('download'),
        success.getByRole('button', { name: 'Download summary' }).click(),
      ]);
      expect(summary.suggestedFilename()).toBe(`referral-${reference}.txt`);
      expect(readFileSync((await summary.path()) ?? '', 'utf8')).toContain(veteranZip);
      await checkPage(page);
      await success.getByRole('button', { name: 'Done' }).click();

      // the referral reaches that organisation's partner dashboard
      await page.goto('/partner/login');
      await page.getByLabel('Organization email').fill('partner@demo.org');
      await page.getByLabel('Password', { exact: true }).fill('veterans-demo');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/partner/dashboard');
      await page.getByRole('heading', { level: 1, name: ORGANIZATION }).waitFor();
      const referralCard = page.getByRole('article', { name: referredName });
      await referralCard.waitFor();
      const cardText = (await referralCard.textContent()) ?? '';
      for (const shown of [veteranZip, referredEmail, 'Phone after 5 pm', reference]) {
        expect(cardText).toContain(shown);
      }

      // the organisation page: its owner records a placement and downloads the impact report
      await page.goto(organizationPath);
      await page.getByRole('heading', { level: 1, name: ORGANIZATION }).waitFor();
      const placements = page.getByRole('region', { name: 'Placement management' });
      await placements.getByRole('button', { name: 'Record New Placement' }).click();
      const form = placements.getByRole('form', { name: 'Record New Placement' });
      await form.getByRole('button', { name: 'Save Placement' }).click();
      await form.getByText('Veteran name is required').waitFor();
      await form.getByLabel(/Veteran name/).fill(veteranName);
      await form.getByLabel(/Property address/).fill('12 Elm St, Albany, NY 12207');
      await form.getByLabel(/Monthly rent/).fill('950');
      await form.getByRole('checkbox', { name: /VA benefits/ }).click();
      await form.getByRole('button', { name: 'Save Placement' }).click();
      await page.getByText('Placement recorded successfully').first().waitFor();
      await placements.getByText(veteranName).waitFor();
      expect(await placements.getByRole('form').count()).toBe(0);
      await checkPage(page);

      const [report] = await Promise.all([
        page.waitForEvent('download'),
        placements.getByRole('button', { name: 'Impact Report' }).click(),
      ]);
      expect(report.suggestedFilename()).toBe('capital-region-veterans-alliance-impact-report.pdf');
      expect(
        readFileSync((await report.path()) ?? '')
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('%PDF');
      await page.getByText('Impact report downloaded successfully').first().waitFor();

      // the public profile and the internal page, as the owner
      await page.goto('/partner/capital-region-veterans-alliance');
      await page.getByRole('heading', { level: 1, name: ORGANIZATION }).waitFor();
      await page
        .getByRole('region', { name: 'Live Impact Metrics' })
        .getByText('Referrals received')
        .waitFor();
      await page.getByText(/This partner helped \d+ veterans? in \d{4}/).waitFor();
      await checkPage(page);
      await page.goto(`/partner/internal${organizationPath.slice('/partner'.length)}`);
      await page.getByRole('region', { name: 'Placement management' }).getByText(veteranName).waitFor();
      await checkPage(page);
    } finally {
      await session.close();
    }
  });
});
