import { existsSync, mkdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { type APIRequestContext, type Page, request } from 'playwright-core';
import { baseUrl, checkPage, dataDir, openBrowser, VIEWPORTS } from './support/browser';

const PASSWORD = 'maple-harbor-lantern-42';
/** Where the screenshots go, to be looked at (not compared). */
const SHOTS = process.env.E2E_SCREENSHOTS ?? join(dataDir(), 'screenshots');

const mailDir = () => join(dataDir(), 'mail');

/** The sign-up confirmation token mailed to `to`, waiting for it to be delivered. */
async function confirmationToken(to: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const file of existsSync(mailDir()) ? await readdir(mailDir()) : []) {
      const mail = await simpleParser(await readFile(join(mailDir(), file)));
      const token = /\/landlord\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
      if (token && JSON.stringify(mail.to ?? '').includes(to)) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no confirmation mail to ${to}`);
}

/** A new, confirmed landlord, signed up through the API in a client of its own (no browser cookies). */
async function newLandlord(api: APIRequestContext, email: string, name: string): Promise<void> {
  const signup = await api.post('/api/landlord/signup', { data: { name, email, password: PASSWORD } });
  expect(signup.status()).toBe(202);
  const confirmed = await api.post('/api/landlord/signup/confirm', {
    data: { token: await confirmationToken(email) },
  });
  expect(confirmed.status()).toBe(200);
  await api.post('/api/user/logout', { data: {} });
}

const signIn = (api: APIRequestContext, email: string, password: string) =>
  api.post('/api/user/login', { data: { username: email, password } });

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

describe.each(VIEWPORTS)('accounts and sign-in (%s)', (name, mobile) => {
  it('finds a locked landlord, unlocks it (its sessions end), deactivates and reactivates it', async () => {
    const stamp = `${Date.now()}${mobile ? 'm' : 'd'}`;
    const email = `locked-${stamp}@example.com`;
    const landlordName = `Lee Locked ${stamp.slice(-4)}`;
    const api = await request.newContext({ baseURL: baseUrl() });
    const session = await openBrowser({ mobile });
    const { page } = session;
    try {
      // a landlord guesses wrong until sign-in refuses even the right password
      await newLandlord(api, email, landlordName);
      for (let attempt = 0; attempt < 6; attempt++) await signIn(api, email, 'not-my-password');
      expect((await signIn(api, email, PASSWORD)).status()).toBe(429);

      // the admin finds it among the locked accounts
      await page.goto('/admin/login?next=%2Fadmin%2Faccounts');
      await page.getByRole('textbox', { name: /Username/ }).fill('admin');
      await page.getByLabel(/^Password/).fill('veterans-demo');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await waitForPath(page, '/admin/accounts');
      await page.getByRole('heading', { level: 1, name: 'Accounts and sign-in' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Admin pages' })
        .getByRole('link', { name: 'Accounts' })
        .waitFor();
      await page.getByRole('checkbox', { name: 'Locked only' }).click();
      await page.getByRole('searchbox', { name: /Search/ }).fill(email);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: `Locked accounts matching "${email}"` }).waitFor();
      const rows = mobile
        ? page.getByRole('list', { name: /Locked accounts/ }).getByRole('listitem')
        : page
            .getByRole('table', { name: /Locked accounts/ })
            .getByRole('row', { name: new RegExp(landlordName) });
      const row = rows.filter({ hasText: landlordName });
      await row.getByText('Locked', { exact: true }).waitFor();
      await checkPage(page);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({
        path: join(SHOTS, `admin-accounts-${name.replace(/\W+/g, '-')}.png`),
        fullPage: true,
      });

      // unlock: the dialog says the sessions end; the focus comes back to the button
      const unlock = row.getByRole('button', { name: `Unlock and end sessions: ${landlordName}` });
      await unlock.click();
      const dialog = page.getByRole('dialog', { name: `Unlock ${landlordName} and end their sessions?` });
      await dialog.getByText(/ends every session of this account/).waitFor();
      await checkPage(page);
      await page.screenshot({ path: join(SHOTS, `admin-accounts-dialog-${name.replace(/\W+/g, '-')}.png`) });
      await dialog.getByRole('button', { name: 'Unlock and end sessions' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByRole('status')
        .getByText(`${landlordName} is unlocked and can sign in again.`, { exact: false })
        .waitFor();
      expect(await unlock.evaluate((button) => button === document.activeElement)).toBe(true);
      await row.getByText('Locked', { exact: true }).waitFor({ state: 'detached' });
      expect((await signIn(api, email, PASSWORD)).status()).toBe(200);

      // deactivate: the landlord's session ends at once; reactivate: it can sign in again
      const toggle = row.getByRole('button', { name: `Deactivate: ${landlordName}` });
      await toggle.click();
      const deactivate = page.getByRole('dialog', { name: `Deactivate ${landlordName}?` });
      await deactivate.getByRole('button', { name: 'Deactivate' }).click();
      await deactivate.waitFor({ state: 'detached' });
      await page.getByText(`${landlordName} is deactivated and can't sign in. 1 session ended.`).waitFor();
      expect((await api.get('/api/user/me')).status()).toBe(401);
      const refused = await signIn(api, email, PASSWORD);
      expect(refused.ok()).toBe(false);
      expect(JSON.stringify(await refused.json())).toContain('Contact the housing team');
      await row.getByRole('button', { name: `Reactivate: ${landlordName}` }).click();
      const reactivate = page.getByRole('dialog', { name: `Reactivate ${landlordName}?` });
      await reactivate.getByRole('button', { name: 'Reactivate' }).click();
      await page.getByText(`${landlordName} is active again and can sign in.`).waitFor();
      await checkPage(page);
      expect((await signIn(api, email, PASSWORD)).status()).toBe(200);
    } finally {
      await api.dispose();
      await session.close();
    }
  });
});
