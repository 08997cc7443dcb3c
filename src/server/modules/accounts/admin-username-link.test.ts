import { accountTokens, users } from '@server/db/schema';
import { latestLink, postAccountLink } from '@server/test/account-links.fixtures';
import { makeAdmin } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { ACCOUNT_LINK_FIELDS_MESSAGE } from '@shared/contracts/account-recovery';
import { eq } from 'drizzle-orm';
import {
  RESET_REQUESTED_BY_USERNAME_MESSAGE,
  SIGN_IN_LINK_REQUESTED_BY_USERNAME_MESSAGE,
} from './account-link-routes';

/** Issue 37: an admin asks for a link with what they sign in with, their username; the link goes to their email. */
describeApi('account links by username', (ctx) => {
  const db = () => ctx().handle.db;
  const post = (url: string, payload: object) => postAccountLink(ctx().app, url, payload);

  it('sends a reset link and a sign-in link to the email on the admin account named by its username', async () => {
    const admin = await makeAdmin(db());
    const email = `${admin.username}@staff.test`;
    await db().update(users).set({ email }).where(eq(users.username, admin.username));
    const [user] = await db().select().from(users).where(eq(users.username, admin.username));

    const reset = await post('/api/password-reset', { username: ` ${admin.username} ` });
    expect(reset.statusCode).toBe(202);
    expect(reset.json()).toEqual({ message: RESET_REQUESTED_BY_USERNAME_MESSAGE });
    expect(await latestLink(db(), user?.id ?? '')).toMatchObject({ purpose: 'password_reset', email });

    const signIn = await post('/api/sign-in-link', { username: admin.username });
    expect(signIn.json()).toEqual({ message: SIGN_IN_LINK_REQUESTED_BY_USERNAME_MESSAGE });
    expect(await latestLink(db(), user?.id ?? '')).toMatchObject({ purpose: 'sign_in', email });
  });

  it('answers the same for an unknown username and an admin without an email, and sends nothing', async () => {
    const admin = await makeAdmin(db());
    const before = (await db().select().from(accountTokens)).length;
    const unknown = await post('/api/password-reset', { username: 'nobody-by-that-name' });
    const noEmail = await post('/api/password-reset', { username: admin.username });
    expect(unknown.statusCode).toBe(202);
    expect(noEmail.body).toBe(unknown.body);
    expect((await db().select().from(accountTokens)).length).toBe(before);
  });

  it('refuses a request with neither an email nor a username, or with both, naming the two fields', async () => {
    for (const path of ['/api/password-reset', '/api/sign-in-link']) {
      for (const body of [{}, { username: 'admin', email: 'a@example.org' }, { name: 'admin' }]) {
        const res = await post(path, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(ACCOUNT_LINK_FIELDS_MESSAGE);
      }
      const noUsername = await post(path, { username: '' });
      expect([noUsername.statusCode, noUsername.json().message]).toEqual([
        400,
        'Enter the username you sign in with',
      ]);
      const noEmail = await post(path, { email: ' ' });
      expect([noEmail.statusCode, noEmail.json().message]).toEqual([400, 'Enter your email address']);
    }
  });
});
