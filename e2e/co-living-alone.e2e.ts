import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { checkPage, dataDir, openBrowser } from './support/browser';
import { COMPATIBLE_ANSWERS, coLivingHome, waitForToast } from './support/co-living';

const DEMO_PASSWORD = 'veterans-demo';
// Billings is none of the demo program's metros (nor the other co-living journey's): these applicants are alone there
const ZIPS = ['59101', '59102', '59105'] as const;
const PROPOSED = 'Co-living household proposed';

/** The server has no SMTP_URL: each message is an .eml file in DATA_DIR/mail. */
const mailDir = () => join(dataDir(), 'mail');

/** The one-time /my link (path and query) in the proposal mailed to `to`. */
async function proposalLink(to: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    for (const file of existsSync(mailDir()) ? await readdir(mailDir()) : []) {
      const mail = await simpleParser(await readFile(join(mailDir(), file)));
      const link = /https?:\/\/\S+\/my\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
      if (JSON.stringify(mail.to ?? '').includes(to) && mail.subject?.startsWith(PROPOSED) && link) {
        const url = new URL(link);
        return `${url.pathname}${url.search}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no proposal mailed to ${to}`);
}

/** Compatible answers, with no case manager: each veteran applies alone. */
const application = (name: string, email: string, zip: string, phone: string) => ({
  veteranName: name,
  veteranEmail: email,
  veteranPhone: phone,
  veteranZip: zip,
  ...COMPATIBLE_ANSWERS,
  serviceBranch: 'army',
});

const HOME = coLivingHome('40 Rimrock Road', ZIPS[0]);

/** The veteran's own application through the form, leaving every case manager field empty. */
async function applyAlone(page: Page, answers: ReturnType<typeof application>): Promise<void> {
  await page.goto('/co-living-intake');
  await page.getByLabel(/Veteran's full name/).fill(answers.veteranName);
  await page.getByLabel(/Veteran's email/).fill(answers.veteranEmail);
  await page.getByLabel(/Veteran's phone/).fill(answers.veteranPhone);
  await page.getByLabel(/Veteran's ZIP code/).fill(answers.veteranZip);
  await page.getByRole('checkbox', { name: 'I receive VA disability benefits' }).click();
  await page.getByRole('checkbox', { name: /I receive Social Security benefits/ }).click();
  await page.getByLabel(/Monthly VA disability income/).fill('1400');
  await page.getByLabel(/Monthly Social Security income/).fill('900');
  await page.getByLabel(/Service branch/).selectOption(answers.serviceBranch);
  await page.getByLabel(/service era you prefer/).selectOption(answers.preferredServiceEra);
  await page.getByLabel(/How social are you/).selectOption(answers.socialLevel);
  await page.getByLabel(/How clean/).selectOption(answers.cleanliness);
  await page.getByLabel(/^Smoking/).selectOption(answers.smokingPreference);
  await page.getByLabel(/^Alcohol/).selectOption(answers.drinkingPreference);
  await page.getByLabel(/When there is a disagreement/).selectOption(answers.conflictResolutionStyle);
  await page.getByLabel(/Most you can pay for a room/).fill(String(answers.maxRoomBudget));
  await page.getByLabel(/Room type/).selectOption(answers.preferredRoomType);
  await checkPage(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await waitForToast(page, 'Application Submitted Successfully!');
}

/** Signs in through the API as `username`, runs `work`, signs out. */
async function as(page: Page, username: string, work: () => Promise<void>): Promise<void> {
  const login = await page.request.post('/api/user/login', { data: { username, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  await work();
  await page.request.post('/api/user/logout');
}

describe('co-living for a veteran alone', () => {
  it('applies without a case manager, accepts the proposed household on /my; the landlord sees it', async () => {
    const session = await openBrowser();
    const { page } = session;
    const stamp = `${Date.now()}`.slice(-4);
    const email = `jordan.alone.${stamp}@example.org`;
    try {
      // the veteran applies alone: no case manager asked
      const answers = (i: number) =>
        application(
          `Jordan Rim ${i} ${stamp}`,
          i === 0 ? email : `rim.${i}.${stamp}@example.org`,
          ZIPS[i] ?? ZIPS[0],
          `40655501${i}${stamp.slice(-1)}`,
        );
      const housemates = [answers(1), answers(2)];
      await applyAlone(page, answers(0));
      for (const housemate of housemates)
        expect((await page.request.post('/api/co-living-applications', { data: housemate })).status()).toBe(
          201,
        );

      // the demo landlord lists a shared home there
      await as(page, 'landlord@demo.org', async () => {
        expect((await page.request.post('/api/co-living/homes', { data: HOME })).status()).toBe(201);
      });

      // the admin forms households and sends each member the proposal, after reading it
      await page.goto('/admin/login?next=%2Fadmin%2Fco-living');
      await page.getByRole('textbox', { name: /Username/ }).fill('admin');
      await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { level: 1, name: 'Co-living program' }).waitFor();
      await page.getByRole('button', { name: 'Run household formation' }).click();
      await page.getByRole('button', { name: 'Run it' }).click();
      await waitForToast(page, 'Household formation finished');
      await page.getByRole('link', { name: /^Rimrock Road household/ }).click();
      const members = page.getByRole('region', { name: 'Members' });
      await members.getByRole('heading', { name: /Jordan Rim 0/ }).waitFor();
      for (const i of [0, 1, 2]) {
        await members.getByRole('button', { name: new RegExp(`^Send proposal: Jordan Rim ${i}`) }).click();
        const dialog = page.getByRole('dialog', {
          name: new RegExp(`^Send the proposal to Jordan Rim ${i}`),
        });
        // applying alone: one message, to the veteran
        await dialog.getByText('1 message will go, worded as below.').waitFor();
        await dialog.getByRole('button', { name: 'Send proposal' }).click();
        await waitForToast(page, 'Proposal sent');
      }
      await page.request.post('/api/user/logout');

      // the housemates accept from their own links; the veteran opens /my from the mail and accepts there
      for (const housemate of housemates) {
        const token = new URL(await proposalLink(housemate.veteranEmail), 'http://x').searchParams.get(
          'token',
        );
        expect((await page.request.post('/api/my/access', { data: { token } })).status()).toBe(200);
        const mine = await (await page.request.get('/api/my')).json();
        const id = mine.households[0]?.id;
        const decided = await page.request.post(`/api/my/households/${id}/decision`, {
          data: { decision: 'accept' },
        });
        expect(decided.status()).toBe(200);
        await page.request.post('/api/my/sign-out');
      }
      await page.goto(await proposalLink(email));
      await page.getByRole('button', { name: 'Open my page' }).click();
      await page.getByText(/^A co-living household is proposed to you: Rimrock Road household/).waitFor();
      await page.getByText(/Accept or decline it here by \w+day, /).waitFor();
      await checkPage(page);
      await page.getByRole('button', { name: 'Accept this household' }).click();
      await page.getByText(/^Your household's trial runs from /).waitFor();

      // the landlord sees the household on the dashboard
      await page.goto('/landlord/login');
      await page.getByRole('textbox', { name: /Email/ }).fill('landlord@demo.org');
      await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { level: 1, name: 'Landlord Dashboard' }).waitFor();
      await page.getByRole('heading', { level: 3, name: /^Rimrock Road household/ }).waitFor();
      await checkPage(page);
    } finally {
      await session.close();
    }
  });
});
