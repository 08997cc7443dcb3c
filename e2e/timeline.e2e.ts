import { type APIRequestContext, type Page, request } from 'playwright-core';
import { baseUrl, checkPage, openBrowser } from './support/browser';
import { mailText, myPageLink } from './support/mail';

// One veteran, one timeline (issue 33): a directory referral, a contact, an approved match (the housing team's
// offer), the veteran's yes on their own page and the move-in, with the same status read on the partner dashboard,
// the caseload entry and the admin people pages at each step.

const ORGANIZATION = 'Capital Region Veterans Alliance';
const PASSWORD = 'veterans-demo';

/**
 * The home (listed by the signed-in admin) and the veteran's request for it, made through the API: the listing's
 * and the search's own journeys test those forms.
 */
async function listHomeAndRequestIt(
  api: APIRequestContext,
  who: { name: string; email: string; zipCode: string; address: string },
): Promise<string> {
  const listed = await api.post('/api/properties', {
    data: {
      address: who.address,
      zipCode: who.zipCode,
      roomCount: 1,
      rentPerRoom: 900,
      acceptsVA: true,
      landlordName: 'Timeline Landlord',
      landlordEmail: `landlord-${who.email}`,
    },
  });
  expect(listed.status()).toBe(201);
  // an admin's listing is published at once (no review)
  const { id: propertyId } = (await listed.json()) as { id: string };
  // the same name and email as the referral: the identity rule finds the person on record (decision 0030)
  const requested = await api.post('/api/match-requests', {
    data: {
      propertyId,
      zipCode: who.zipCode,
      dischargeStatus: 'honorable',
      benefits: { vash: true, giBill: false, disability: false, employment: false },
      name: who.name,
      email: who.email,
    },
  });
  expect(requested.status()).toBe(201);
  return ((await requested.json()) as { reference: string }).reference;
}

/** The one status, read where each reader sees it: the partner's card and caseload entry, the admin's list and page. */
async function sameStatusEverywhere(partner: Page, admin: Page, name: string, status: string) {
  await partner.goto('/partner/dashboard');
  const card = partner.getByRole('article', { name });
  await card.getByText(status, { exact: true }).first().waitFor();
  await card.getByRole('link', { name: `Open caseload entry for ${name}` }).click();
  await partner.getByRole('heading', { level: 1, name }).waitFor();
  await partner.getByRole('main').getByText(status, { exact: true }).first().waitFor();

  await admin.goto('/admin/people');
  await admin.getByLabel('Search by name, ZIP, email or phone').fill(name);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const row = admin.getByRole('row').filter({ hasText: name });
  await row.getByText(status, { exact: true }).first().waitFor();
  await row.getByRole('link', { name }).click();
  await admin.getByRole('heading', { level: 1, name }).waitFor();
  await admin.getByRole('main').getByText(status, { exact: true }).first().waitFor();
}

describe('one veteran, one timeline', () => {
  it('a directory referral, a contact, an offer, its acceptance and the move-in read the same status on every page', async () => {
    const partnerSession = await openBrowser({ mobile: false });
    const adminSession = await openBrowser({ mobile: false });
    const veteranSession = await openBrowser({ mobile: false });
    const partner = partnerSession.page;
    const admin = adminSession.page;
    const veteran = veteranSession.page;
    const api = await request.newContext({ baseURL: baseUrl() });
    const stamp = `${Date.now()}`;
    const name = `Timeline Veteran ${stamp.slice(-7)}`;
    const email = `timeline-${stamp}@example.com`;
    const zipCode = '12208';
    const address = `${stamp.slice(-6)} Timeline Way`;
    try {
      // 1. a directory referral to the demo partner: a new person it brought in, "Referred"
      await partner.goto('/directory');
      await partner.getByLabel('Location').fill('Albany, NY');
      await partner.getByRole('button', { name: 'Search' }).click();
      const organization = partner.getByRole('article', { name: ORGANIZATION });
      await organization.getByRole('button', { name: /Refer a Veteran/ }).click();
      const dialog = partner.getByRole('dialog', { name: 'Refer a Veteran in Need' });
      await dialog.getByLabel(/Veteran's name/).fill(name);
      await dialog.getByLabel(/Veteran's email/).fill(email);
      await dialog.getByLabel(/ZIP code/).fill(zipCode);
      await dialog.getByLabel(/Type of service/).selectOption('housing');
      await dialog.getByRole('button', { name: 'Submit Referral' }).click();
      const success = partner.getByRole('dialog', { name: 'Referral Submitted Successfully' });
      await success.getByRole('button', { name: 'Done' }).click();

      await partner.goto('/partner/login');
      await partner.getByLabel('Organization email').fill('partner@demo.org');
      await partner.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await partner.getByRole('button', { name: 'Sign In' }).click();
      await partner.waitForURL('**/partner/dashboard');
      await admin.goto('/admin/login?next=%2Fadmin%2Fpeople');
      await admin.getByRole('textbox', { name: /Username/ }).fill('admin');
      await admin.getByLabel(/^Password/).fill(PASSWORD);
      await admin.getByRole('button', { name: 'Sign In' }).click();
      await admin.getByRole('heading', { level: 1, name: 'People' }).waitFor();
      await sameStatusEverywhere(partner, admin, name, 'Referred');
      await checkPage(partner);
      await checkPage(admin);

      // 2. the case worker records a contact on the caseload entry: the person is still "Referred"
      const record = partner.getByRole('region', { name: 'Record what happened' });
      await record.getByLabel('What happened').selectOption('contacted');
      await record.getByRole('button', { name: 'Record' }).click();
      await partner.getByText('It is on their timeline now.').first().waitFor();
      await partner
        .getByText(/We were in touch|Contacted/)
        .first()
        .waitFor();
      await sameStatusEverywhere(partner, admin, name, 'Referred');

      // 3. the veteran asks for a home; the housing team approves it: the offer, "Offered a home"
      const login = await api.post('/api/user/login', { data: { username: 'admin', password: PASSWORD } });
      expect(login.ok()).toBe(true);
      const reference = await listHomeAndRequestIt(api, { name, email, zipCode, address });
      await admin.goto('/housing-dashboard');
      await admin.getByRole('heading', { level: 1, name: 'Housing Matching Dashboard' }).waitFor();
      await admin.getByRole('searchbox', { name: /Search/ }).fill(name);
      await admin.getByRole('button', { name: 'Search', exact: true }).click();
      const match = admin.getByRole('table', { name: 'Matches' }).getByRole('row').filter({ hasText: name });
      for (const [action, status] of [
        ['Mark Contacted', 'Contacted'],
        ['Approve', 'Approved'],
      ] as const) {
        await match.getByRole('button', { name: new RegExp(`^${action}:`) }).click();
        await match.getByText(status, { exact: true }).waitFor();
        await admin
          .getByText(new RegExp(` is now ${status}\\.$`))
          .last()
          .waitFor();
      }
      await sameStatusEverywhere(partner, admin, name, 'Offered a home');

      // 4. the veteran accepts it on their own page (the link in the request's confirmation): "Accepted a home"
      await veteran.goto(myPageLink(await mailText(email, `We sent your request: ${reference}`)));
      await veteran.getByRole('button', { name: 'Open my page' }).click();
      await veteran.waitForURL((url) => url.pathname === '/my' && !url.search);
      const mine = veteran.getByRole('main');
      await mine.getByText('The landlord would like to meet you').first().waitFor();
      await mine.getByRole('button', { name: 'Accept this home' }).click();
      await mine.getByText('You accepted this home').first().waitFor();
      await checkPage(veteran);
      await sameStatusEverywhere(partner, admin, name, 'Accepted a home');

      // 5. the case worker records the move-in from the dashboard's link: "Moved in" everywhere
      await partner.goto('/partner/dashboard');
      await partner
        .getByRole('article', { name })
        .getByRole('link', { name: `Record move-in for ${name}` })
        .click();
      const moveIn = partner.getByRole('region', { name: 'Record move-in' });
      await moveIn.getByRole('radio', { name: new RegExp(address) }).check();
      await moveIn.getByLabel(/Monthly rent/).fill('900');
      await moveIn.getByRole('button', { name: 'Record move-in' }).click();
      await partner.getByText('Their status now reads moved in.').first().waitFor();
      await checkPage(partner);
      await sameStatusEverywhere(partner, admin, name, 'Moved in');
      await admin
        .getByText(/Moved in/)
        .first()
        .waitFor();
      await checkPage(admin);
    } finally {
      await api.dispose();
      await partnerSession.close();
      await adminSession.close();
      await veteranSession.close();
    }
  });
});
