import type { Page } from 'playwright-core';
import { checkPage, openBrowser, VIEWPORTS } from './support/browser';

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: /Username/ }).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe.each(VIEWPORTS)('the admin sign-in (%s)', (_name, mobile) => {
  it('guards the dashboards, refuses a wrong password, signs the demo admin in and out', async () => {
    const session = await openBrowser({ mobile });
    const { page } = session;
    try {
      // signed out, an admin-only dashboard sends you to the login and back
      await page.goto('/housing-dashboard');
      await waitForPath(page, '/admin/login?next=%2Fhousing-dashboard');
      await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
      await checkPage(page);

      // a wrong password
      await signIn(page, 'admin', 'not-the-password');
      const alert = page.getByRole('form', { name: 'Admin sign in' }).getByRole('alert');
      await alert.getByText('Login Failed', { exact: true }).waitFor();
      await alert
        .getByText('Your username or email and password do not match. Check both and try again.', {
          exact: true,
        })
        .waitFor();
      await checkPage(page);

      // a landlord is told this is for admins
      await signIn(page, 'landlord@demo.org', 'veterans-demo');
      await alert.getByText('This sign-in is for admins. You signed in with a landlord account.').waitFor();
      expect(await alert.getByRole('link', { name: 'landlord sign-in page' }).getAttribute('href')).toBe(
        '/landlord/login',
      );

      // the demo admin: back to the dashboard it asked for
      await signIn(page, 'admin', 'veterans-demo');
      await waitForPath(page, '/housing-dashboard');
      await page.getByText('Login Successful', { exact: true }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Housing Matching Dashboard' }).waitFor();

      // the map view shows who is signed in
      await page.goto('/admin/map-view');
      await page.getByRole('heading', { level: 1, name: 'Network Map' }).waitFor();
      await page.getByText('ADMIN', { exact: true }).waitFor();
      await page.getByText('Signed in as Demo Admin').waitFor();
      await page.getByRole('group', { name: /^Map of the United States/ }).waitFor();
      await checkPage(page);

      // every email the product sent (the demo's notices are marked delivered), with their state
      await page.goto('/admin/messages');
      await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'All messages' }).waitFor();
      await page
        .getByRole('table')
        .or(page.getByText(/No messages/))
        .first()
        .waitFor();
      await checkPage(page);

      // sign out: the guarded pages send you to the login again
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await waitForPath(page, '/admin/login');
      await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
      await page.goto('/lead-flow-dashboard');
      await waitForPath(page, '/admin/login?next=%2Flead-flow-dashboard');

      // signing in from the login page itself goes to the inbox
      await page.goto('/admin/login');
      await signIn(page, 'admin', 'veterans-demo');
      await waitForPath(page, '/admin/inbox');
      await page.getByText('Signed in as Demo Admin').waitFor();
    } finally {
      await session.close();
    }
  });
});
