import { accountTokens, landlords, outboxMessages, users } from '@server/db/schema';
import { createAccountLink } from '@server/plugins/auth';
import {
  latestLink,
  mintLink,
  nextAddress,
  postAccountLink,
  postSignup,
  postSignupConfirm,
  SIGNUP_PASSWORD,
  signUpAndConfirm,
  userNamed,
} from '@server/test/account-links.fixtures';
import { loginUser, makeLandlord, TEST_PASSWORD } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { ACCOUNT_LINK_INVALID_MESSAGE } from '@shared/contracts/account-recovery';
import {
  DEMO_PASSWORD,
  EMAIL_NOT_CONFIRMED_MESSAGE,
  SIGNUP_CHECK_EMAIL_MESSAGE,
} from '@shared/contracts/auth';
import { eq } from 'drizzle-orm';

describeApi('landlord sign-up by confirmation link', (ctx) => {
  const db = () => ctx().handle.db;
  const signup = (payload: object) => postSignup(ctx().app, payload);
  const confirm = (token: string) => postSignupConfirm(ctx().app, token);
  const messagesTo = (recipientId: string) =>
    db().select().from(outboxMessages).where(eq(outboxMessages.recipientId, recipientId));

  it('answers 202 without signing in, keeps the account closed until its link is used, then signs it in', async () => {
    const res = await signup({
      name: 'Casey Owner',
      email: 'Casey@Example.com',
      phone: '518-555-0111',
      password: SIGNUP_PASSWORD,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: SIGNUP_CHECK_EMAIL_MESSAGE });
    expect(res.cookies).toHaveLength(0);

    const user = await userNamed(db(), 'casey@example.com');
    expect(user).toMatchObject({ email: 'casey@example.com', role: 'landlord', emailConfirmedAt: null });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [landlord] = await db()
      .select()
      .from(landlords)
      .where(eq(landlords.userId, user?.id ?? ''));
    expect(landlord).toMatchObject({ name: 'Casey Owner', phone: '518-555-0111', tier: 'bronze' });
    const link = await latestLink(db(), user?.id ?? '');
    expect(link).toMatchObject({
      purpose: 'signup_confirmation',
      email: 'casey@example.com',
      tokenHash: null,
    });
    expect((link.expiresAt.getTime() - Date.now()) / 3_600_000).toBeGreaterThan(47.9);
    expect(await messagesTo(user?.id ?? '')).toEqual([
      expect.objectContaining({
        kind: 'account.signup_confirmation',
        payload: { linkId: link.id },
        status: 'queued',
      }),
    ]);

    const early = await ctx().app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'casey@example.com', password: SIGNUP_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ success: false, error: EMAIL_NOT_CONFIRMED_MESSAGE });

    const token = await mintLink(db(), link.id);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(confirmed.json()).toEqual({
      success: true,
      user: { id: user?.id, username: 'casey@example.com', role: 'landlord', displayName: 'Casey Owner' },
    });
    const cookie = confirmed.cookies.find((c) => c.name === 'vhm_session');
    const me = await ctx().app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: `vhm_session=${cookie?.value}` },
    });
    expect(me.json().username).toBe('casey@example.com');
    expect((await userNamed(db(), 'casey@example.com'))?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await loginUser(ctx().app, 'casey@example.com', SIGNUP_PASSWORD)).toMatch(/^vhm_session=/);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: ACCOUNT_LINK_INVALID_MESSAGE,
      issues: [{ path: 'token', message: ACCOUNT_LINK_INVALID_MESSAGE }],
    });
  });

  it('answers a taken email exactly like a new one, tells its owner, and changes nothing', async () => {
    const landlord = await makeLandlord(db());
    const fresh = await signup({
      name: 'New Person',
      email: 'someone-new@example.com',
      password: SIGNUP_PASSWORD,
    });
    const taken = await signup({ name: 'Someone Else', email: landlord.email, password: SIGNUP_PASSWORD });
    expect(taken.statusCode).toBe(202);
    expect(taken.body).toBe(fresh.body);
    expect(await db().select().from(users).where(eq(users.username, landlord.email))).toHaveLength(1);
    expect(await messagesTo(landlord.userId)).toEqual([
      expect.objectContaining({ kind: 'account.signup_attempt' }),
    ]);
    // the owner's password and name stay
    expect(await loginUser(ctx().app, landlord.email, TEST_PASSWORD)).toMatch(/^vhm_session=/);
    expect((await userNamed(db(), landlord.email))?.displayName).toBe('Pat Landlord');
    // told once an hour at most
    await signup({ name: 'Someone Else', email: landlord.email, password: SIGNUP_PASSWORD });
    expect(await messagesTo(landlord.userId)).toHaveLength(1);
  });

  it('does not let a second sign-up take over an account waiting for confirmation; its owner is told', async () => {
    await signup({ name: 'Owner Person', email: 'pending@example.com', password: SIGNUP_PASSWORD });
    const user = await userNamed(db(), 'pending@example.com');
    const firstLink = await latestLink(db(), user?.id ?? '');
    const before = await userNamed(db(), 'pending@example.com');
    const attack = await signup({
      name: 'Attacker',
      email: 'pending@example.com',
      phone: '518-555-0666',
      password: 'attacker odd words here',
    });
    expect(attack.statusCode).toBe(202);
    // nothing changed: password, name, landlord record and the owner's link
    expect(await userNamed(db(), 'pending@example.com')).toEqual(before);
    const [landlord] = await db()
      .select()
      .from(landlords)
      .where(eq(landlords.userId, user?.id ?? ''));
    expect(landlord).toMatchObject({ name: 'Owner Person', phone: null });
    const links = await db()
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user?.id ?? ''));
    expect(links).toEqual([expect.objectContaining({ id: firstLink.id, usedAt: null })]);
    expect((await messagesTo(user?.id ?? '')).map((m) => m.kind)).toEqual([
      'account.signup_confirmation',
      'account.signup_attempt',
    ]);
    // the owner's link opens the account with the owner's password; the attacker's never signs in
    const token = await mintLink(db(), firstLink.id);
    expect((await confirm(token)).json().user.displayName).toBe('Owner Person');
    expect(await loginUser(ctx().app, 'pending@example.com', SIGNUP_PASSWORD)).toMatch(/^vhm_session=/);
    const attacker = await ctx().app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'pending@example.com', password: 'attacker odd words here' },
      remoteAddress: nextAddress(),
    });
    expect(attacker.statusCode).toBe(401);
  });

  it('tells the owner of a pending account how to get in: a new password by email, which confirms it', async () => {
    await signup({ name: 'Lost Mail', email: 'lost-mail@example.com', password: SIGNUP_PASSWORD });
    const user = await userNamed(db(), 'lost-mail@example.com');
    await signup({ name: 'Lost Mail', email: 'lost-mail@example.com', password: 'another odd phrase' });
    await signup({ name: 'Lost Mail', email: 'lost-mail@example.com', password: 'another odd phrase' });
    // told once an hour at most
    expect((await messagesTo(user?.id ?? '')).map((m) => m.kind)).toEqual([
      'account.signup_confirmation',
      'account.signup_attempt',
    ]);
    await postAccountLink(ctx().app, '/api/password-reset', { email: 'lost-mail@example.com' });
    const resetToken = await mintLink(db(), (await latestLink(db(), user?.id ?? '')).id);
    const reset = await postAccountLink(ctx().app, '/api/password-reset/confirm', {
      token: resetToken,
      password: 'another odd phrase',
    });
    expect(reset.statusCode).toBe(200);
    expect((await userNamed(db(), 'lost-mail@example.com'))?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await loginUser(ctx().app, 'lost-mail@example.com', 'another odd phrase')).toMatch(
      /^vhm_session=/,
    );
  });

  it('refuses a guessable password the same way for a new and a taken email, writing nothing', async () => {
    const landlord = await makeLandlord(db());
    for (const email of ['weak-new@example.com', landlord.email]) {
      const res = await signup({ name: 'Weak Password', email, password: 'password123' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /^This password is too easy to guess\..* Try three or four unrelated words\.$/,
      );
      expect(res.json().issues).toEqual([{ path: 'password', message: res.json().message }]);
    }
    expect(await userNamed(db(), 'weak-new@example.com')).toBeUndefined();
    expect(await messagesTo(landlord.userId)).toHaveLength(0);
    const own = await signup({
      name: 'Dana Whitfield',
      email: 'dana.whitfield@example.com',
      password: 'danawhitfield',
    });
    expect(own.statusCode).toBe(400);
    // the demo accounts' password is published: no real account is created with it
    const demo = await signup({
      name: 'Real Person',
      email: 'real.person@example.com',
      password: DEMO_PASSWORD,
    });
    expect(demo.statusCode).toBe(400);
    expect(demo.json().issues[0].path).toBe('password');
    expect(await userNamed(db(), 'real.person@example.com')).toBeUndefined();
  });

  it('validates with the spec messages and writes nothing', async () => {
    const res = await signup({ name: '', email: 'x', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'name', message: 'Your name is required' },
      { path: 'email', message: 'Enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect(await userNamed(db(), 'x')).toBeUndefined();
  });

  it('does not accept other links, and a confirmation token does not set passwords', async () => {
    const landlord = await makeLandlord(db());
    await postAccountLink(ctx().app, '/api/password-reset', { email: landlord.email });
    const resetToken = await mintLink(db(), (await latestLink(db(), landlord.userId)).id);
    expect((await confirm(resetToken)).statusCode).toBe(400);

    const { userId } = await signUpAndConfirm(ctx().app, db(), {
      name: 'Fixture Person',
      email: 'fixture@example.com',
      password: SIGNUP_PASSWORD,
    });
    await signup({ name: 'Fixture Person', email: 'fixture@example.com', password: SIGNUP_PASSWORD });
    // a confirmed account: no new link, a notice
    expect((await db().select().from(accountTokens).where(eq(accountTokens.userId, userId))).length).toBe(1);
    await db().update(users).set({ emailConfirmedAt: null }).where(eq(users.id, userId));
    const link = await createAccountLink(db(), {
      purpose: 'signup_confirmation',
      email: 'fixture@example.com',
      subject: { userId },
    });
    const signupToken = await mintLink(db(), link.id);
    const misuse = await postAccountLink(ctx().app, '/api/password-reset/confirm', {
      token: signupToken,
      password: 'a different long password',
    });
    expect(misuse.statusCode).toBe(400);
  });
});
