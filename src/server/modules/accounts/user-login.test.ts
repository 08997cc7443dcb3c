import { buildApp } from '@server/app';
import { auditEvents, sessions, users } from '@server/db/schema';
import { loginUser, makeAdmin, makeLandlord } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { ACCOUNT_DEACTIVATED_MESSAGE, EMAIL_NOT_CONFIRMED_MESSAGE } from '@shared/contracts/auth';
import { eq } from 'drizzle-orm';

describeApi('admin and landlord sessions (cookie)', (ctx) => {
  const me = (cookie?: string) =>
    ctx().app.inject({ method: 'GET', url: '/api/user/me', headers: cookie ? { cookie } : {} });

  it('signs an admin in with an HttpOnly, SameSite=Strict cookie and answers {success, user}', async () => {
    const admin = await makeAdmin(ctx().handle.db);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: admin.username, password: admin.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { username: admin.username, role: 'admin' } });
    const cookie = res.cookies.find((c) => c.name === 'vhm_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(res.body).not.toContain(cookie?.value);
    expect(res.body).not.toContain('argon2');

    const current = await me(`vhm_session=${cookie?.value}`);
    expect(current.statusCode).toBe(200);
    expect(current.headers['cache-control']).toBe('no-store');
    expect(current.json()).toEqual({
      id: expect.any(String),
      username: admin.username,
      role: 'admin',
      displayName: 'Test Admin',
    });
  });

  it('marks the cookie Secure, with the __Host- prefix, in production', async () => {
    const admin = await makeAdmin(ctx().handle.db);
    const app = await buildApp({ db: ctx().handle.db, production: true });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: admin.username, password: admin.password },
      });
      // with the __Host- prefix, which a browser keeps only when Secure, Path=/ and without a Domain
      expect(res.cookies.find((c) => c.name === '__Host-vhm_session')?.secure).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("refuses a wrong password with the spec's generic error and audits it", async () => {
    const admin = await makeAdmin(ctx().handle.db);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: admin.username, password: 'wrong-password' },
      remoteAddress: '10.1.0.1',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: 'Your username or email and password do not match. Check both and try again.',
    });
    expect(res.cookies).toHaveLength(0);
    const [event] = await ctx()
      .handle.db.select()
      .from(auditEvents)
      .where(eq(auditEvents.loginAccount, admin.username));
    expect(event).toMatchObject({ action: 'user.login', outcome: 'failure', ip: '10.1.0.1' });
  });

  it('answers 401 without a session and after logout; logout clears the cookie', async () => {
    expect((await me()).statusCode).toBe(401);
    const admin = await makeAdmin(ctx().handle.db);
    const cookie = await loginUser(ctx().app, admin.username);
    const out = await ctx().app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'vhm_session')?.value).toBe('');
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sign in to continue.' });
  });

  it('ends a cookie session at its expiry', async () => {
    const admin = await makeAdmin(ctx().handle.db);
    const cookie = await loginUser(ctx().app, admin.username);
    const [user] = await ctx().handle.db.select().from(users).where(eq(users.username, admin.username));
    await ctx()
      .handle.db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user?.id ?? ''));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('signs landlords in by email', async () => {
    const landlord = await makeLandlord(ctx().handle.db);
    const cookie = await loginUser(ctx().app, landlord.email.toUpperCase());
    expect((await me(cookie)).json()).toMatchObject({ role: 'landlord', displayName: 'Pat Landlord' });
  });
});

describeApi('sign-in of accounts that cannot sign in now', (ctx) => {
  const login = (username: string, password: string, remoteAddress = '10.2.0.1') =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username, password },
      remoteAddress,
    });

  it('tells a deactivated account to contact the housing team, only once the password is right', async () => {
    const admin = await makeAdmin(ctx().handle.db);
    await ctx()
      .handle.db.update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.username, admin.username));
    const wrong = await login(admin.username, 'not the right one');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      error: 'Your username or email and password do not match. Check both and try again.',
    });
    const right = await login(admin.username, admin.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ success: false, error: ACCOUNT_DEACTIVATED_MESSAGE });
    expect(right.cookies).toHaveLength(0);
  });

  it('asks a landlord who has not confirmed the email to confirm it first', async () => {
    const landlord = await makeLandlord(ctx().handle.db);
    await ctx()
      .handle.db.update(users)
      .set({ emailConfirmedAt: null })
      .where(eq(users.username, landlord.email));
    const res = await login(landlord.email, landlord.password, '10.2.0.2');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: EMAIL_NOT_CONFIRMED_MESSAGE });
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses the session of an account deactivated after it signed in (belt and braces)', async () => {
    const landlord = await makeLandlord(ctx().handle.db);
    const cookie = await loginUser(ctx().app, landlord.email);
    const me = () => ctx().app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);
    // deactivated straight in the database, without the sessions being ended
    await ctx()
      .handle.db.update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, landlord.userId));
    expect((await me()).statusCode).toBe(401);
  });
});
