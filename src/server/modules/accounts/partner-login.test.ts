import { auditEvents, partnerCredentials, sessions, signInThrottles } from '@server/db/schema';
import { SIGN_IN_LIMITS } from '@server/plugins/auth';
import { hashToken } from '@server/plugins/auth/tokens';
import { bearer, loginPartner, makePartner } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '@shared/contracts/auth';
import { eq } from 'drizzle-orm';

let address = 0;
/** Each test signs in from its own address, so per-address limits don't leak between tests. */
const nextAddress = () => `10.0.0.${++address}`;

describeApi('partner login and logout', (ctx) => {
  const login = (payload: object, remoteAddress = '10.9.9.9') =>
    ctx().app.inject({ method: 'POST', url: '/api/partner/login', payload, remoteAddress });

  it('answers a 256-bit token and the organisation, and stores only the token hash', async () => {
    const partner = await makePartner(ctx().handle.db, { tier: 3 });
    const res = await login(
      { email: partner.email.toUpperCase(), password: partner.password },
      nextAddress(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.success).toBe(true);
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
    expect(body.organization).toMatchObject({
      id: partner.organizationId,
      integrationTier: 3,
      city: 'Albany',
    });
    expect(body.organization).not.toHaveProperty('internalNotes');
    expect(body.organization).not.toHaveProperty('webhookUrl');
    expect(res.body).not.toContain('argon2');

    const stored = await ctx()
      .handle.db.select()
      .from(sessions)
      .where(eq(sessions.organizationId, partner.organizationId));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(body.token));
    expect(JSON.stringify(stored)).not.toContain(body.token);
    expect(res.body).not.toContain(stored[0]?.tokenHash);
  });

  it('answers the same generic error for a wrong password and an unknown email', async () => {
    const partner = await makePartner(ctx().handle.db);
    const wrong = await login({ email: partner.email, password: 'not the password' }, nextAddress());
    const unknown = await login({ email: 'nobody@example.org', password: 'whatever1' }, nextAddress());
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      error: 'Your email and password do not match. Check both and try again.',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates the body with the spec messages', async () => {
    const res = await login({ email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`);
    expect(paths).toEqual(['email: Enter a valid email address', 'password: Password is required']);
  });

  it('audits every attempt without the password', async () => {
    const partner = await makePartner(ctx().handle.db);
    const ip = nextAddress();
    await login({ email: partner.email, password: 'wrong password' }, ip);
    await login({ email: partner.email, password: partner.password }, ip);
    const events = await ctx()
      .handle.db.select()
      .from(auditEvents)
      .where(eq(auditEvents.loginAccount, partner.email));
    expect(events.map((e) => [e.action, e.outcome, e.ip])).toEqual([
      ['partner.login', 'failure', ip],
      ['partner.login', 'success', ip],
    ]);
    expect(events[1]?.actorId).toBe(partner.organizationId);
    expect(JSON.stringify(events)).not.toContain(partner.password);
  });

  it('locks an account from an address after repeated failures, even for the right password, until the window passes', async () => {
    const partner = await makePartner(ctx().handle.db);
    const ip = nextAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perPair.failures; i++) {
      expect((await login({ email: partner.email, password: `wrong-${i}` }, ip)).statusCode).toBe(401);
    }
    const locked = await login({ email: partner.email, password: partner.password }, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    // the window passes: the right password works again
    await ctx()
      .handle.db.update(signInThrottles)
      .set({ windowStartedAt: new Date(Date.now() - (SIGN_IN_LIMITS.perPair.windowMinutes + 1) * 60_000) })
      .where(eq(signInThrottles.account, partner.email));
    expect((await login({ email: partner.email, password: partner.password }, ip)).statusCode).toBe(200);
  });

  it('starts an account count again after a successful login', async () => {
    const partner = await makePartner(ctx().handle.db);
    const ip = nextAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perPair.failures - 1; i++)
      await login({ email: partner.email, password: 'nope-nope' }, ip);
    expect((await login({ email: partner.email, password: partner.password }, ip)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.perPair.failures - 1; i++)
      await login({ email: partner.email, password: 'nope-nope' }, ip);
    expect((await login({ email: partner.email, password: partner.password }, ip)).statusCode).toBe(200);
  });

  it('tells a partner whose sign-in was switched off, once the password is right', async () => {
    const partner = await makePartner(ctx().handle.db);
    await ctx()
      .handle.db.update(partnerCredentials)
      .set({ isActive: false })
      .where(eq(partnerCredentials.organizationId, partner.organizationId));
    const wrong = await login({ email: partner.email, password: 'not the password' }, nextAddress());
    expect(wrong.json()).toEqual({
      success: false,
      error: 'Your email and password do not match. Check both and try again.',
    });
    const right = await login({ email: partner.email, password: partner.password }, nextAddress());
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ success: false, error: ACCOUNT_DEACTIVATED_MESSAGE });
  });

  it('refuses the token of a sign-in switched off after it was issued (belt and braces)', async () => {
    const partner = await makePartner(ctx().handle.db);
    const token = await loginPartner(ctx().app, partner.email);
    // switched off straight in the database, without the sessions being ended
    await ctx()
      .handle.db.update(partnerCredentials)
      .set({ isActive: false })
      .where(eq(partnerCredentials.organizationId, partner.organizationId));
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/partner/logout',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
  });

  it('limits one address trying many accounts', async () => {
    const ip = nextAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.failures; i++) {
      expect((await login({ email: `guess-${i}@example.org`, password: 'guess-pass' }, ip)).statusCode).toBe(
        401,
      );
    }
    const partner = await makePartner(ctx().handle.db);
    expect((await login({ email: partner.email, password: partner.password }, ip)).statusCode).toBe(429);
    // another address is not affected
    expect(
      (await login({ email: partner.email, password: partner.password }, nextAddress())).statusCode,
    ).toBe(200);
  });

  it('revokes the session on logout; the token is refused afterwards', async () => {
    const partner = await makePartner(ctx().handle.db);
    const token = await loginPartner(ctx().app, partner.email);
    const logout = () =>
      ctx().app.inject({ method: 'POST', url: '/api/partner/logout', headers: bearer(token) });
    const first = await logout();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    const again = await logout();
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'Sign in to continue.' });
    const [row] = await ctx()
      .handle.db.select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('refuses missing, malformed and unknown tokens with 401', async () => {
    const logout = (headers: Record<string, string>) =>
      ctx().app.inject({ method: 'POST', url: '/api/partner/logout', headers });
    expect((await logout({})).statusCode).toBe(401);
    expect((await logout({ authorization: 'Basic abc' })).statusCode).toBe(401);
    expect((await logout(bearer('A'.repeat(43)))).statusCode).toBe(401);
  });

  it('ends a session at its absolute expiry and after the idle time', async () => {
    const partner = await makePartner(ctx().handle.db);
    const expired = await loginPartner(ctx().app, partner.email);
    const idle = await loginPartner(ctx().app, partner.email);
    const fresh = await loginPartner(ctx().app, partner.email);
    const db = ctx().handle.db;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired)));
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(idle)));
    const logout = (token: string) =>
      ctx().app.inject({ method: 'POST', url: '/api/partner/logout', headers: bearer(token) });
    expect((await logout(expired)).statusCode).toBe(401);
    expect((await logout(idle)).statusCode).toBe(401);
    expect((await logout(fresh)).statusCode).toBe(200);
  });

  it('keeps a session in use alive, writing when it was last seen at most once a minute', async () => {
    const partner = await makePartner(ctx().handle.db);
    const token = await loginPartner(ctx().app, partner.email);
    const db = ctx().handle.db;
    const lastSeen = async () => {
      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return row?.lastSeenAt.getTime() ?? Number.NaN;
    };
    const setLastSeen = (minutesAgo: number) =>
      db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(sessions.tokenHash, hashToken(token)));
    const read = () =>
      ctx().app.inject({ method: 'GET', url: '/api/partner/referrals', headers: bearer(token) });

    await setLastSeen(59);
    expect((await read()).statusCode).toBe(200);
    expect(Date.now() - (await lastSeen())).toBeLessThan(60_000);

    await setLastSeen(0.5);
    const recent = await lastSeen();
    expect((await read()).statusCode).toBe(200);
    expect(await lastSeen()).toBe(recent);
  });

  it('sets the absolute expiry from SESSION_TTL_HOURS', async () => {
    const partner = await makePartner(ctx().handle.db);
    const token = await loginPartner(ctx().app, partner.email);
    const [row] = await ctx()
      .handle.db.select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });
});
