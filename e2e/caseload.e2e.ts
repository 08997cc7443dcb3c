import type { Locator, Page } from 'playwright-core';
import { checkPage, openBrowser, VIEWPORTS } from './support/browser';

const row = (page: Page, n: number) => page.getByRole('group', { name: `Veteran ${n}`, exact: true });
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

async function fillVeteran(
  group: Locator,
  values: { name: string; zip: string; status: string; phone?: string },
) {
  await group.getByRole('textbox', { name: /Full name/ }).fill(values.name);
  await group.getByRole('textbox', { name: /ZIP code/ }).fill(values.zip);
  await group.getByRole('combobox', { name: /Discharge status/ }).selectOption(values.status);
  if (values.phone) await group.getByRole('textbox', { name: 'Phone (optional)' }).fill(values.phone);
}

async function signIn(page: Page) {
  await page.goto('/partner/login');
  await page.getByLabel('Organization email').fill('partner@demo.org');
  await page.getByLabel('Password', { exact: true }).fill('veterans-demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/partner/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Capital Region Veterans Alliance' }).waitFor();
}

describe.each(VIEWPORTS)('the case worker caseload (%s)', (_name, mobile) => {
  it('a case worker signs in, runs a bulk intake, reloads, and finds the veterans in the caseload', async () => {
    const session = await openBrowser({ mobile });
    const { page } = session;
    // names of their own (letters only), so no other journey's veteran is found by the search
    const tag = `${mobile ? 'Wren' : 'Heron'}${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)] ?? 'q')}`;
    const near = `Casey ${tag} Near`;
    const far = `Robin ${tag} Far`;
    // with the name, the phone is what finds Robin again (a name and ZIP alone never do: decision 0030)
    const farPhone = `518-555-${String(Date.now() % 10_000).padStart(4, '0')}`;
    try {
      await signIn(page);
      await page.getByRole('link', { name: 'Caseload', exact: true }).click();
      await page.waitForURL('**/partner/caseload');
      await page.getByRole('heading', { level: 1, name: 'Caseload' }).waitFor();
      await page
        .getByRole('table', { name: /^Veterans/ })
        .or(page.getByText('No veterans in your caseload yet.'))
        .waitFor();
      await checkPage(page);

      await page.goto('/support');
      await page.getByText("You're signed in as").waitFor();
      await fillVeteran(row(page, 1), { name: near, zip: '12207', status: 'honorable' });
      await page.getByRole('button', { name: 'Add Another Veteran' }).click();
      await fillVeteran(row(page, 2), { name: far, zip: '99950', status: 'other', phone: farPhone });
      await page.getByRole('button', { name: 'Process All Veterans' }).click();
      await page.getByRole('heading', { name: 'Placement Results' }).waitFor();
      await page.getByText(/They are saved in your/).waitFor();
      await card(page, far).getByText('Waitlisted', { exact: true }).waitFor();
      await checkPage(page);

      // 'Route to Landlords' asks the housing team to find homes for the waitlisted veterans
      await page.getByRole('button', { name: 'Ask our housing team to find homes' }).click();
      await page
        .getByText(/^Sent to our housing team: they will look for homes for \d+ veterans?\.$/)
        .first()
        .waitFor();
      expect(
        await page.getByRole('button', { name: 'Ask our housing team to find homes' }).isDisabled(),
      ).toBe(true);
      await checkPage(page);

      // the results are kept: after a reload they are gone from the page, but not from the caseload
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'For Support Organizations' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Placement Results' }).count()).toBe(0);
      await page.goto('/partner/caseload');
      const table = page.getByRole('table', { name: /^Veterans/ });
      await page.getByRole('searchbox', { name: 'Search by name or ZIP' }).fill(tag);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await table.getByRole('rowheader', { name: new RegExp(far) }).waitFor();
      await table.getByRole('rowheader', { name: new RegExp(near) }).waitFor();
      // the searched page replaces the previous one (kept on screen while it loads)
      await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(3);
      // the caseload fits the screen: at 360 px each row stacks, nothing scrolls sideways (issue 37)
      const sideways = await table.evaluate((element) => {
        const box = element.parentElement as HTMLElement;
        return box.scrollWidth - box.clientWidth + document.documentElement.scrollWidth - window.innerWidth;
      });
      expect(sideways).toBeLessThanOrEqual(0);
      await checkPage(page);

      await page.getByRole('combobox', { name: 'Status' }).selectOption('waiting');
      await table.getByRole('rowheader', { name: new RegExp(far) }).waitFor();
      await page.getByRole('combobox', { name: 'Status' }).selectOption('all');

      await table.getByRole('link', { name: `View ${far}` }).click();
      await page.getByRole('heading', { level: 1, name: far }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Contact' }).waitFor();
      await page.getByText('No homes proposed yet.').waitFor();
      await checkPage(page);

      // the same veteran again (same name and phone): the intake warns and offers the record it already has
      await page.goto('/support');
      await fillVeteran(row(page, 1), { name: far, zip: '99950', status: 'other', phone: farPhone });
      await page.getByRole('button', { name: 'Process All Veterans' }).click();
      const again = card(page, far);
      await again
        .getByText(
          /We already have a record for this veteran: we updated it instead of creating a second one/,
        )
        .waitFor();
      await again.getByRole('link', { name: 'Open the existing record' }).click();
      await page.waitForURL('**/partner/caseload/*');
      await page.getByRole('heading', { level: 1, name: far }).waitFor();
    } finally {
      await session.close();
    }
  });
});

describe('the case worker follows their co-living applicants (360 px phone)', () => {
  it('reads where each applicant stands and opens a proposed household with its explanation', async () => {
    const session = await openBrowser({ mobile: true });
    const { page } = session;
    try {
      await signIn(page);
      await page.getByRole('link', { name: 'Co-living' }).click();
      await page.waitForURL('**/partner/co-living');
      await page.getByRole('heading', { level: 1, name: 'Co-Living Applicants' }).waitFor();
      // the demo's Albany applicants came from this partner; the first formation run proposed some of them
      // on a phone each applicant is a card (the wide table is hidden)
      const visible = (text: string) => page.getByText(text, { exact: true }).filter({ visible: true });
      await visible('Household proposed').first().waitFor();
      expect(await visible('Waiting for a household').count()).toBeGreaterThan(0);
      await checkPage(page);

      await page
        .getByRole('link', { name: /^View household of/ })
        .first()
        .click();
      await page.waitForURL('**/partner/co-living/households/*');
      await page.getByRole('heading', { level: 2, name: 'Members' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Trial period and concerns' }).waitFor();
      await checkPage(page);
    } finally {
      await session.close();
    }
  });
});
