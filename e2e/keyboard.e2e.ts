import { request } from 'playwright-core';
import { baseUrl, openBrowser } from './support/browser';
import {
  expectFocusNotLost,
  expectFocusOn,
  expectSafeQuestion,
  PASSWORD,
  signInByKeyboard,
  tabTo,
  waitForToast,
} from './support/keyboard';

/**
 * Issue 37, point 8: keyboard-only passes. Once a page is loaded nothing is clicked: Tab, Shift+Tab, Enter, Space
 * and Escape only. After each step the journey says where the focus is (a control by role and name, never <body>).
 */

describe('keyboard only', () => {
  it('a partner closes a referral: Escape keeps it, Enter on the question keeps it, then it is closed', async () => {
    const session = await openBrowser();
    const { page } = session;
    const name = `Keys Close ${Date.now().toString().slice(-6)}`;
    try {
      await page.goto('/partner/login');
      await signInByKeyboard(page, [
        [page.getByLabel('Organization email'), 'partner@demo.org'],
        [page.getByLabel('Password', { exact: true }), PASSWORD],
      ]);
      await page.waitForURL('**/partner/dashboard');
      const heading = page.getByRole('heading', { level: 1, name: 'Capital Region Veterans Alliance' });
      await expectFocusOn(page, heading, 'after sign-in');

      // a referral of its own, worked to "in progress" (the step before closing) through the partner's API
      const profile = (await (await page.request.get('/api/partner/profile')).json()) as { id: string };
      const created = await page.request.post('/api/veteran-referrals', {
        data: {
          orgId: profile.id,
          veteranName: name,
          veteranEmail: 'keys-close@example.org',
          veteranZip: '12208',
          needType: 'housing',
          urgency: 'critical',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      for (const status of ['contacted', 'in_progress']) {
        const moved = await page.request.patch(`/api/partner/referrals/${id}`, { data: { status } });
        expect(moved.status(), await moved.text()).toBe(200);
      }
      await page.reload();
      const card = page.getByRole('article', { name });
      const close = card.getByRole('button', { name: 'Close Referral' });
      const keep = card.getByRole('button', { name: 'Keep it open' });
      await tabTo(page, close);

      // Enter opens the question on "Keep it open"; Escape, and Enter, Enter, leave the referral open
      await expectSafeQuestion(page, close, keep);
      expect(await card.locator('header').textContent()).toContain('In Progress');

      // now close it on purpose: Shift+Tab from "Keep it open" to "Yes, close it"
      await page.keyboard.press('Enter');
      await expectFocusOn(page, keep, 'the question opened a third time');
      await tabTo(page, card.getByRole('button', { name: 'Yes, close it' }), { back: true, max: 3 });
      await page.keyboard.press('Enter');
      await waitForToast(page, 'Status changed to Closed.');
      await card.locator('header').getByText('Closed').first().waitFor();
      // no move is left: the card's name has the focus
      await expectFocusOn(page, card.getByRole('heading', { level: 3, name }), 'after closing');
    } finally {
      await session.close();
    }
  });

  it('a landlord marks a home filled: Escape keeps it, Enter on the question keeps it, then it is filled', async () => {
    const session = await openBrowser();
    const { page } = session;
    const admin = await request.newContext({ baseURL: baseUrl() });
    const address = `${Date.now().toString().slice(-6)} Keyboard Row`;
    try {
      await page.goto('/landlord/login');
      await signInByKeyboard(page, [
        [page.getByRole('textbox', { name: /Email/ }), 'landlord@demo.org'],
        [page.getByLabel(/^Password/), PASSWORD],
      ]);
      await page.waitForURL('**/landlord/dashboard');
      await expectFocusOn(
        page,
        page.getByRole('heading', { level: 1, name: 'Landlord Dashboard' }),
        'after sign-in',
      );

      // a home of its own, published (approved by the admin when it waits for review)
      const listed = await page.request.post('/api/properties', {
        data: { address, zipCode: '12208', roomCount: 1, rentPerRoom: 900, acceptsVA: true },
      });
      expect(listed.status(), await listed.text()).toBe(201);
      const home = (await listed.json()) as { id: string; status: string };
      if (home.status === 'pending_review') {
        expect(
          (await admin.post('/api/user/login', { data: { username: 'admin', password: PASSWORD } })).ok(),
        ).toBe(true);
        expect((await admin.post(`/api/admin/listings/${home.id}/approve`)).status()).toBe(200);
      }
      await page.reload();
      const filled = page.getByRole('button', { name: `Mark filled: ${address}` });
      const keep = page
        .getByRole('group', { name: new RegExp(`^Mark ${address} as filled`) })
        .getByRole('button', {
          name: /^Keep/,
        });
      await tabTo(page, filled, { max: 400 });

      await expectSafeQuestion(page, filled, keep);

      await page.keyboard.press('Enter');
      await expectFocusOn(page, keep, 'the question opened a third time');
      await tabTo(page, page.getByRole('button', { name: 'Yes, mark filled' }), { back: true, max: 3 });
      await page.keyboard.press('Enter');
      await page
        .getByRole('button', { name: new RegExp(`: ${address}$`) })
        .first()
        .waitFor();
      await page.waitForFunction(
        (text) => !document.activeElement || document.activeElement.getAttribute('aria-label') !== text,
        `Mark filled: ${address}`,
      );
      // the focus is on this home's first action (now a reopen), never on <body>
      const focused = await expectFocusNotLost(page, 'after marking it filled');
      expect(focused).toContain(address);
    } finally {
      await admin.dispose();
      await session.close();
    }
  });

  it('an admin approves an inbox item: the focus stays on the item', async () => {
    const session = await openBrowser();
    const { page } = session;
    const applicant = `Kim Keys-${Date.now().toString().slice(-6)}`;
    try {
      const applied = await page.request.post('/api/partner-applications', {
        data: {
          name: applicant,
          company: 'Keyboard Realty',
          email: 'kim@keyboard-realty.example',
          phone: '518-555-0178',
        },
      });
      expect(applied.status(), await applied.text()).toBeLessThan(300);

      await page.goto('/admin/login?next=%2Fadmin%2Finbox');
      await signInByKeyboard(page, [
        [page.getByRole('textbox', { name: /Username/ }), 'admin'],
        [page.getByLabel(/^Password/), PASSWORD],
      ]);
      await page.getByRole('heading', { level: 1, name: 'Operations inbox' }).waitFor();
      await expectFocusNotLost(page, 'after sign-in');

      const list = (await (
        await page.request.get('/api/admin/inbox?type=partner_application&status=unfinished')
      ).json()) as { items: { id: string; summary: string }[] };
      const item = list.items.find((entry) => entry.summary.includes(applicant));
      expect(item, JSON.stringify(list.items.map((entry) => entry.summary))).toBeDefined();
      await page.goto(`/admin/inbox/${item?.id}`);
      const approve = page.getByRole('button', { name: 'Approve and invite' });
      await tabTo(page, approve);
      await page.keyboard.press('Enter');
      await waitForToast(page, 'Application approved: invitation sent');
      await expectFocusNotLost(page, 'after approving');
      // the request is done: the focus is on what says so, where the pressed button was
      await expectFocusOn(
        page,
        page.getByText('This request is done. Its history stays here.'),
        'after approving',
      );
    } finally {
      await session.close();
    }
  });

  it("an admin's dialogs give the focus back to what opened them; the deactivation question starts on Cancel", async () => {
    const session = await openBrowser({ mobile: true });
    const { page } = session;
    try {
      await page.goto('/admin/login?next=%2Fadmin%2Fmessages');
      await signInByKeyboard(page, [
        [page.getByRole('textbox', { name: /Username/ }), 'admin'],
        [page.getByLabel(/^Password/), PASSWORD],
      ]);
      await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
      // a message opened by its row's View (the page opens the dialog): Escape, and the focus is on that View
      const view = page.getByRole('button', { name: /^View: / }).first();
      await tabTo(page, view);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expectFocusOn(page, view, 'after closing a message');

      // the partner network: Manage, then the question before a sign-in is switched off (nothing is changed)
      await page.goto('/partner-dashboard');
      await tabTo(page, page.getByRole('form', { name: 'Search organizations' }).getByRole('searchbox'));
      await page.keyboard.type('Hudson Valley Veteran Services');
      await page.keyboard.press('Enter');
      const manage = page.getByRole('button', { name: 'Manage Hudson Valley Veteran Services' });
      await tabTo(page, manage);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Hudson Valley Veteran Services' });
      const deactivate = dialog.getByRole('button', { name: 'Deactivate sign-in' });
      await tabTo(page, deactivate);
      await page.keyboard.press('Enter');
      const question = page.getByRole('dialog', { name: /^Deactivate the sign-in/ });
      // the destructive answer never has the focus first: Enter, Enter cannot switch a sign-in off
      await expectFocusOn(page, question.getByRole('button', { name: 'Cancel' }), 'asked to deactivate');
      await page.keyboard.press('Escape');
      await question.waitFor({ state: 'detached' });
      await expectFocusOn(page, deactivate, 'after Escape on the question');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusOn(page, manage, 'after closing Manage');
    } finally {
      await session.close();
    }
  });

  it('at 360 px an empty public form focuses its first invalid field below the sticky header', async () => {
    const session = await openBrowser({ mobile: true });
    const { page } = session;
    try {
      await page.goto('/contact');
      const send = page.getByRole('button', { name: /Send/ });
      await tabTo(page, send);
      await page.keyboard.press('Enter');
      const field = page.getByRole('textbox', { name: /Full name/ });
      await expectFocusOn(page, field, 'the empty form sent');
      await page.waitForTimeout(500);
      const { fieldTop, headerBottom } = await page.evaluate(() => ({
        fieldTop: document.activeElement?.getBoundingClientRect().top ?? 0,
        headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
      }));
      expect(headerBottom).toBeGreaterThan(0);
      expect(fieldTop).toBeGreaterThanOrEqual(headerBottom);
    } finally {
      await session.close();
    }
  });
});
