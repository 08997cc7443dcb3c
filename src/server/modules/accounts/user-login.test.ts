import { buildApp } from '@server/app';
import { auditEvents, landlords, sessions, users } from '@server/db/schema';
import { loginUser, makeAdmin, makeLandlord } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
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

  it('marks the cookie Secure in production', async () => {
    const admin = await makeAdmin(ctx().handle.db);
    const app = await buildApp({ db: ctx().handle.db, production: true });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: admin.username, password: admin.password },
      });
      expect(res.cookies.find((c) => c.name === 'vhm_session')?.secure).toBe(true);
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
    expect(res.json()).toEqual({ success: false, error: 'Invalid credentials' });
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

describeApi('landlord sign-up', (ctx) => {
  const signup = (payload: object) =>
    ctx().app.inject({ method: 'POST', url: '/api/landlord/signup', payload });

  it('creates the account and its landlord record, and signs it in', async () => {
    const res = await signup({
      name: 'Casey Owner',
      email: 'Casey@Example.com',
      phone: '518-555-0111',
      password: 'long enough',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      user: {
        id: expect.any(String),
        username: 'casey@example.com',
        role: 'landlord',
        displayName: 'Casey Owner',
      },
    });
    const cookie = res.cookies.find((c) => c.name === 'vhm_session');
    const current = await ctx().app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: `vhm_session=${cookie?.value}` },
    });
    expect(current.json().username).toBe('casey@example.com');
    const [landlord] = await ctx()
      .handle.db.select()
      .from(landlords)
      .where(eq(landlords.email, 'casey@example.com'));
    expect(landlord).toMatchObject({ name: 'Casey Owner', phone: '518-555-0111', tier: 'bronze' });
    const [user] = await ctx().handle.db.select().from(users).where(eq(users.username, 'casey@example.com'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // password-reset links go to it
    expect(user?.email).toBe('casey@example.com');
  });

  it('refuses a taken email with 409 on the email field', async () => {
    const landlord = await makeLandlord(ctx().handle.db);
    const res = await signup({ name: 'Someone Else', email: landlord.email, password: 'long enough' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'An account with this email already exists. Sign in instead.',
      issues: [{ path: 'email', message: 'An account with this email already exists. Sign in instead.' }],
    });
  });

  it('validates with the spec messages and writes nothing', async () => {
    const res = await signup({ name: '', email: 'x', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'name', message: 'Your name is required' },
      { path: 'email', message: 'Enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    expect(await ctx().handle.db.select().from(users).where(eq(users.username, 'x'))).toHaveLength(0);
  });
});
