import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { checkPage, dataDir, openBrowser, VIEWPORTS } from './support/browser';

const DEMO_PASSWORD = 'veterans-demo';
const RESET_SUBJECT = 'Choose a new password for Veterans Housing';
const INVITATION_SUBJECT = 'Set up your partner sign-in at Veterans Housing';

/** The server has no SMTP_URL: each message is an .eml file in DATA_DIR/mail. */
const mailDir = () => join(dataDir(), 'mail');
const mailFiles = async () => (existsSync(mailDir()) ? await readdir(mailDir()) : []);

/** Waits for a mail with `subject` to `to` among the files that were not there before; answers the link's path and query. */
async function waitForResetLink(before: string[], to: string, subject = RESET_SUBJECT): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const file of (await mailFiles()).filter((name) => !before.includes(name))) {
      const mail = await simpleParser(await readFile(join(mailDir(), file)));
      const addressed = JSON.stringify(mail.to ?? '').includes(to);
      const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
      if (addressed && mail.subject === subject && link) {
        const url = new URL(link);
        return `${url.pathname}${url.search}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset mail to ${to}`);
}

interface Partner {
  email: string;
  name: string;
  password: string;
}

/**
 * An organisation of the seeded network with its own partner sign-in, so this journey changes nobody else's
 * password (a chosen password must be hard to guess: the demo password could not be set back). The admin invites
 * it; the invitation's link sets its first password.
 */
async function invitedPartner(page: Page, pick: number): Promise<Partner> {
  const admin = await page.request.post('/api/user/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect(admin.status()).toBe(200);
  const listed = await page.request.get('/api/admin/organizations?state=TX&pageSize=100');
  const { organizations } = (await listed.json()) as {
    organizations: { id: string; name: string; email: string | null; hasSignIn: boolean }[];
  };
  const free = organizations.filter((organization) => organization.email && !organization.hasSignIn);
  const organization = free[free.length - 1 - pick];
  if (!organization?.email) throw new Error('no organisation without a sign-in to invite');
  const before = await mailFiles();
  const invited = await page.request.post(`/api/admin/organizations/${organization.id}/invitation`);
  expect(invited.status()).toBe(202);
  await page.request.post('/api/user/logout');
  const link = await waitForResetLink(before, organization.email, INVITATION_SUBJECT);
  const token = new URLSearchParams(link.split('?')[1]).get('token');
  const password = `harbor lantern ${pick} quietly`;
  const set = await page.request.post('/api/password-reset/confirm', { data: { token, password } });
  expect(set.status()).toBe(200);
  return { email: organization.email, name: organization.name, password };
}

/** Signs the partner in through the API (another origin's cookies and storage are not touched). */
const partnerLogin = (page: Page, partner: Partner, password: string) =>
  page.request.post('/api/partner/login', { data: { email: partner.email, password } });

describe.each(VIEWPORTS)('a forgotten partner password (%s)', (_name, mobile) => {
  it('asks for a link, reads it from the mail, sets a new password and signs in with it', async () => {
    const session = await openBrowser({ mobile });
    const { page } = session;
    const newPassword = `new demo password ${mobile ? 'mobile' : 'desktop'} river`;
    try {
      const partner = await invitedPartner(page, mobile ? 1 : 0);
      // 1. from the sign-in page to the email form
      await page.goto('/partner/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/forgot-password?account=partner');
      await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
      await checkPage(page);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('Enter your email address').waitFor();
      const before = await mailFiles();
      await page.getByRole('textbox', { name: /Email/ }).fill(partner.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      await page.getByText(/If an account uses that email, we sent it a link/).waitFor();
      await checkPage(page);

      // 2. the link from the mail opens the reset page
      const link = await waitForResetLink(before, partner.email);
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
      await page.getByText(`the partner sign-in of ${partner.name}`, { exact: false }).waitFor();
      await checkPage(page);
      await page.getByLabel(/^New password/).fill(newPassword);
      await page.getByLabel(/^Type the new password again/).fill('not the same password');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.getByText('The two passwords are not the same').waitFor();
      await page.getByLabel(/^Type the new password again/).fill(newPassword);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.getByRole('heading', { name: 'Your password was changed' }).waitFor();
      await checkPage(page);

      // 3. sign in with the new password; the old one no longer works
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/partner/login');
      await page.getByLabel('Organization email').fill(partner.email);
      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/partner/dashboard');
      await page.getByRole('heading', { level: 1, name: partner.name }).waitFor();
      expect((await partnerLogin(page, partner, partner.password)).status()).toBe(401);

      // 4. the link worked once
      await page.goto(link);
      await page.getByText('This link has expired or was already used. Ask for a new one.').waitFor();
      await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
      await checkPage(page);
    } finally {
      await session.close();
    }
  });
});
