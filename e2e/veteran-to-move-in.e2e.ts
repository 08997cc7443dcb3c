import { type APIRequestContext, type Page, request } from 'playwright-core';
import { baseUrl, checkPage, openBrowser } from './support/browser';
import { mailText, myPageLink } from './support/mail';

// Issue 34's journey: a veteran asks for a home on the public search, opens their page from the confirmation
// email, the landlord accepts on the dashboard (the offer, on /my) and records the move-in, and the veteran's page and the case
// worker's caseload say "moved in". The dialog, the toast, the email and /my make one promise on the way.

const PASSWORD = 'veterans-demo';
const ORGANIZATION = 'Capital Region Veterans Alliance';
const PROMISE = 'within 48 hours';

const toastText = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .first()
    .waitFor();

/** The demo landlord lists a home (published at once, or approved by the admin when it waits for review). */
async function landlordHome(landlord: APIRequestContext, admin: APIRequestContext, address: string) {
  const listed = await landlord.post('/api/properties', {
    data: {
      address,
      zipCode: '12208',
      roomCount: 1,
      rentPerRoom: 900,
      acceptsVA: true,
    },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const home = (await listed.json()) as { id: string; status: string };
  if (home.status === 'pending_review') {
    expect((await admin.post(`/api/admin/listings/${home.id}/approve`)).status()).toBe(200);
  }
}

describe('a veteran from the search to the move-in', () => {
  it('requests a home, opens /my from the email, and reads "moved in" there and in the caseload', async () => {
    const veteranSession = await openBrowser({ mobile: false });
    const partnerSession = await openBrowser({ mobile: false });
    const landlordSession = await openBrowser({ mobile: false });
    const { page: veteran } = veteranSession;
    const { page: partner } = partnerSession;
    const { page: landlord } = landlordSession;
    const admin = await request.newContext({ baseURL: baseUrl() });
    const landlordApi = await request.newContext({ baseURL: baseUrl() });
    const stamp = `${Date.now()}`;
    const firstName = `Moira${stamp.slice(-5)}`;
    const name = `${firstName} Vance`;
    const email = `move-in-${stamp}@example.com`;
    const address = `${stamp.slice(-6)} Move In Way`;
    try {
      const signedIn = await admin.post('/api/user/login', {
        data: { username: 'admin', password: PASSWORD },
      });
      expect(signedIn.ok()).toBe(true);
      const landlordIn = await landlordApi.post('/api/user/login', {
        data: { username: 'landlord@demo.org', password: PASSWORD },
      });
      expect(landlordIn.ok()).toBe(true);
      await landlordHome(landlordApi, admin, address);

      // 0. the veteran's case worker referred them (the caseload that will read "moved in")
      await partner.goto('/directory');
      await partner.getByLabel('Location').fill('Albany, NY');
      await partner.getByRole('button', { name: 'Search' }).click();
      await partner
        .getByRole('article', { name: ORGANIZATION })
        .getByRole('button', { name: /Refer a Veteran/ })
        .click();
      const referral = partner.getByRole('dialog', { name: 'Refer a Veteran in Need' });
      await referral.getByLabel(/Veteran's name/).fill(name);
      await referral.getByLabel(/Veteran's email/).fill(email);
      await referral.getByLabel(/ZIP code/).fill('12208');
      await referral.getByLabel(/Type of service/).selectOption('housing');
      await referral.getByRole('button', { name: 'Submit Referral' }).click();
      await partner
        .getByRole('dialog', { name: 'Referral Submitted Successfully' })
        .getByRole('button', { name: 'Done' })
        .click();

      // 1. the public search's Request Match dialog: the landlord replies within 48 hours
      await veteran.goto('/veterans');
      await veteran.getByRole('textbox', { name: /Preferred ZIP code/ }).fill('12208');
      await veteran.getByRole('combobox', { name: /Discharge status/ }).selectOption('honorable');
      await veteran.getByRole('button', { name: 'Find Housing Matches' }).click();
      await toastText(veteran, 'Matches Found!');
      const card = veteran
        .getByRole('list', { name: 'Matching homes' })
        .getByRole('listitem')
        .filter({ hasText: address });
      await card.getByRole('button', { name: 'Request Match' }).click();
      const dialog = veteran.getByRole('dialog', { name: 'Request a match' });
      await dialog.getByText(`They will reply ${PROMISE}.`, { exact: false }).waitFor();
      await dialog.getByRole('textbox', { name: /Your name/ }).fill(name);
      await dialog.getByRole('textbox', { name: /Email address/ }).fill(email);
      await dialog.getByRole('button', { name: 'Send Request' }).click();
      await toastText(veteran, `The landlord will be notified and will reply ${PROMISE}.`);
      const sent = card.getByText(
        new RegExp(`The landlord will reply to you ${PROMISE}\\. Your reference is VH-`),
      );
      await sent.waitFor();
      const reference = /VH-[2-9A-HJ-NP-Z]{6}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
      expect(reference).not.toBe('');

      // 2. the confirmation email: the same promise and a link to /my
      const text = await mailText(email, `We sent your request: ${reference}`);
      expect(text).toContain(`They will reply to you ${PROMISE}`);
      await veteran.goto(myPageLink(text));
      // the link asks before it spends itself (a mail scanner opening it signs nobody in)
      await veteran.getByRole('button', { name: 'Open my page' }).click();
      await veteran.waitForURL((url) => url.pathname === '/my' && !url.search);
      const mine = veteran.getByRole('main');
      await mine.getByText(reference).first().waitFor();
      await mine.getByText('The landlord has your request').first().waitFor();
      await mine
        .getByText(/The landlord will answer by \w+day/)
        .first()
        .waitFor();
      await checkPage(veteran);

      // 3. the landlord accepts on the dashboard, then records the move-in
      await landlord.goto('/landlord/login');
      await landlord.getByRole('textbox', { name: /Email/ }).fill('landlord@demo.org');
      await landlord.getByLabel(/^Password/).fill(PASSWORD);
      await landlord.getByRole('button', { name: 'Sign In' }).click();
      await landlord.waitForURL('**/landlord/dashboard');
      const match = landlord.getByRole('listitem').filter({
        has: landlord.getByRole('heading', { name: new RegExp(`${firstName} for ${address}`) }),
      });
      await match.getByRole('radio', { name: "I'd like to meet them" }).check();
      await match.getByRole('button', { name: 'Send answer' }).click();
      await toastText(landlord, 'Answer sent');
      // the landlord's yes is the offer: the veteran's page asks them to accept it (a move-in implies they did)
      await veteran.reload();
      await mine.getByText('The landlord would like to meet you').first().waitFor();
      await mine.getByRole('button', { name: 'Accept this home' }).waitFor();
      await match.getByRole('radio', { name: 'They moved in' }).check();
      await match.getByLabel(/Move-in date/).fill(new Date().toISOString().slice(0, 10));
      await match.getByRole('button', { name: 'Record' }).click();
      await toastText(landlord, 'The landlord recorded the move-in. Welcome home.');
      await checkPage(landlord);

      // 4. "moved in" on the veteran's page and in the case worker's caseload
      await veteran.reload();
      await mine.getByText('You moved in').first().waitFor();
      await checkPage(veteran);
      await partner.goto('/partner/login');
      await partner.getByLabel('Organization email').fill('partner@demo.org');
      await partner.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await partner.getByRole('button', { name: 'Sign In' }).click();
      await partner.waitForURL('**/partner/dashboard');
      await partner
        .getByRole('article', { name })
        .getByRole('link', { name: `Open caseload entry for ${name}` })
        .click();
      await partner.getByRole('heading', { level: 1, name }).waitFor();
      await partner.getByRole('main').getByText('Moved in', { exact: true }).first().waitFor();
      await checkPage(partner);
    } finally {
      await admin.dispose();
      await landlordApi.dispose();
      await veteranSession.close();
      await partnerSession.close();
      await landlordSession.close();
    }
  });
});
