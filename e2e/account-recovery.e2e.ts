import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { checkPage, openBrowser, VIEWPORTS } from './support/browser';

const PARTNER = 'partner@demo.org';
const DEMO_PASSWORD = 'veterans-demo';
const RESET_SUBJECT = 'Choose a new password for Veterans Housing';

/** The server has no SMTP_URL: each message is an .eml file in DATA_DIR/mail. */
const mailDir = () => join(inject('dataDir'), 'mail');
const mailFiles = async () => (existsSync(mailDir()) ? await readdir(mailDir()) : []);

/** Waits for a reset mail to `to` among the files that were not there before; answers the link's path and query. */
async function waitForResetLink(before: string[], to: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const file of (await mailFiles()).filter((name) => !before.includes(name))) {
      const mail = await simpleParser(await readFile(join(mailDir(), file)));
      const addressed = JSON.stringify(mail.to ?? '').includes(to);
      const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
      if (addressed && mail.subject === RESET_SUBJECT && link) {
        const url = new URL(link);
        return `${url.pathname}${url.search}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset mail to ${to}`);
}

/** Signs the partner in through the API (another origin's cookies and storage are not touched). */
const partnerLogin = (page: Page, password: string) =>
  page.request.post('/api/partner/login', { data: { email: PARTNER, password } });

describe.each(VIEWPORTS)('a forgotten partner password (%s)', (_name, mobile) => {
  it('asks for a link, reads it from the mail, sets a new password and signs in with it', async () => {
    const session = await openBrowser({ mobile });
    const { page } = session;
    const newPassword = `new-demo-password-${mobile ? 'm' : 'd'}`;
    try {
      // 1. from the sign-in page to the email form
      await page.goto('/partner/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/forgot-password?account=partner');
      await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
      await checkPage(page);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('Enter your email address').waitFor();
      const before = await mailFiles();
      await page.getByRole('textbox', { name: /Email/ }).fill(PARTNER);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      await page.getByText(/If an account uses that email, we sent it a link/).waitFor();
      await checkPage(page);

      // 2. the link from the mail opens the reset page
      const link = await waitForResetLink(before, PARTNER);
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
      await page.getByText(/the partner sign-in of Capital Region Veterans Alliance/).waitFor();
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
      await page.getByLabel('Organization email').fill(PARTNER);
      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/partner/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Capital Region Veterans Alliance' }).waitFor();
      expect((await partnerLogin(page, DEMO_PASSWORD)).status()).toBe(401);

      // 4. the link worked once
      await page.goto(link);
      await page.getByText('This link has expired or was already used. Ask for a new one.').waitFor();
      await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
      await checkPage(page);

      // 5. the other journeys sign in with the demo password: set it back the same way
      const again = await mailFiles();
      const asked = await page.request.post('/api/password-reset', { data: { email: PARTNER } });
      expect(asked.status()).toBe(202);
      const token = new URLSearchParams((await waitForResetLink(again, PARTNER)).split('?')[1]).get('token');
      const restored = await page.request.post('/api/password-reset/confirm', {
        data: { token, password: DEMO_PASSWORD },
      });
      expect(restored.status()).toBe(200);
      expect((await partnerLogin(page, DEMO_PASSWORD)).status()).toBe(200);
    } finally {
      await session.close();
    }
  });
});
