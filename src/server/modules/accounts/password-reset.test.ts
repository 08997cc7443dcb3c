import {
  accountTokens,
  auditEvents,
  outboxMessages,
  partnerCredentials,
  sessions,
  users,
} from '@server/db/schema';
import { hashToken } from '@server/plugins/auth/tokens';
import {
  expireLink,
  latestLink,
  mintLink,
  nextAddress,
  postAccountLink,
} from '@server/test/account-links.fixtures';
import {
  bearer,
  loginPartner,
  loginUser,
  makeAdmin,
  makeLandlord,
  makePartner,
} from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq, inArray } from 'drizzle-orm';
import { LIVE_RESET_LINKS_MAX } from './password-reset';

const NEW_PASSWORD = 'a brand new password';
const EXPIRED = 'This link has expired or was already used. Ask for a new one.';

describeApi('password reset', (ctx) => {
  const db = () => ctx().handle.db;
  const post = (url: string, payload: object, ip?: string) => postAccountLink(ctx().app, url, payload, ip);
  const requestReset = (email: string) => post('/api/password-reset', { email });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    post('/api/password-reset/confirm', { token, password });
  const partnerLogin = (email: string, password: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/partner/login', payload: { email, password } });

  /** A partner who asked for a reset, and the token its mail would carry. */
  async function partnerWithLink() {
    const partner = await makePartner(db());
    expect((await requestReset(partner.email)).statusCode).toBe(202);
    const link = await latestLink(db(), partner.organizationId);
    return { partner, link, token: await mintLink(db(), link.id) };
  }

  it('answers 202 with the same body for a known and an unknown email, and queues a link only for the known one', async () => {
    const partner = await makePartner(db());
    const known = await requestReset(partner.email.toUpperCase());
    const unknown = await requestReset('nobody-here@example.org');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toMatch(/^If an account uses that email, we sent it a link/);

    const link = await latestLink(db(), partner.organizationId);
    expect(link).toMatchObject({
      purpose: 'password_reset',
      email: partner.email,
      tokenHash: null,
      usedAt: null,
    });
    // until it is sent, the link may wait a day in the queue; its 60 minutes start when it is sent
    const waits = (link.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(waits).toBeGreaterThan(23.9);
    expect(waits).toBeLessThanOrEqual(24);
    await mintLink(db(), link.id);
    const sent = await latestLink(db(), partner.organizationId);
    const minutes = (sent.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    const messages = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'account.password_reset'));
    expect(messages).toEqual([
      expect.objectContaining({
        recipientId: partner.organizationId,
        payload: { linkId: link.id },
        status: 'queued',
      }),
    ]);

    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'account.password_reset_requested'));
    expect(audit.map((e) => [e.outcome, e.targetId])).toEqual([
      ['success', partner.organizationId],
      ['failure', null],
    ]);
  });

  it('sends links to landlords and admins by their email; not to a partner whose sign-in is switched off', async () => {
    const landlord = await makeLandlord(db());
    const admin = await makeAdmin(db());
    const adminEmail = `${admin.username}@staff.test`;
    await db().update(users).set({ email: adminEmail }).where(eq(users.username, admin.username));
    const off = await makePartner(db());
    await db()
      .update(partnerCredentials)
      .set({ isActive: false })
      .where(eq(partnerCredentials.organizationId, off.organizationId));
    for (const email of [landlord.email, adminEmail, off.email])
      expect((await requestReset(email)).statusCode).toBe(202);
    expect((await latestLink(db(), landlord.userId)).email).toBe(landlord.email);
    const [adminUser] = await db().select().from(users).where(eq(users.username, admin.username));
    expect((await latestLink(db(), adminUser?.id ?? '')).email).toBe(adminEmail);
    await expect(latestLink(db(), off.organizationId)).rejects.toThrow('no account link');
  });

  it(`keeps at most ${LIVE_RESET_LINKS_MAX} live links per account, still answering 202`, async () => {
    const partner = await makePartner(db());
    for (let i = 0; i < LIVE_RESET_LINKS_MAX + 2; i++)
      expect((await requestReset(partner.email)).statusCode).toBe(202);
    const links = await db()
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.organizationId, partner.organizationId));
    expect(links).toHaveLength(LIVE_RESET_LINKS_MAX);
  });

  it('tells the page what a link is for, then sets the password once and ends every session', async () => {
    const { partner, link, token } = await partnerWithLink();
    const session = await loginPartner(ctx().app, partner.email);
    const [stored] = await db().select().from(accountTokens).where(eq(accountTokens.id, link.id));
    expect(stored?.tokenHash).toBe(hashToken(token));

    const described = await post('/api/password-reset/link', { token });
    expect(described.statusCode).toBe(200);
    expect(described.headers['cache-control']).toBe('no-store');
    expect(described.json()).toEqual({
      purpose: 'password_reset',
      account: 'partner',
      signInName: partner.email,
      organizationName: expect.stringMatching(/^Test Veterans Services/),
    });

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      purpose: 'password_reset',
      account: 'partner',
      signInName: partner.email,
    });
    expect(done.body).not.toContain(token);
    expect((await partnerLogin(partner.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await partnerLogin(partner.email, partner.password)).statusCode).toBe(401);
    const logout = await ctx().app.inject({
      method: 'POST',
      url: '/api/partner/logout',
      headers: bearer(session),
    });
    expect(logout.statusCode).toBe(401);

    const again = await confirm(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: EXPIRED, issues: [{ path: 'token', message: EXPIRED }] });
    expect((await post('/api/password-reset/link', { token })).statusCode).toBe(400);

    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, partner.organizationId));
    const reset = audit.find((e) => e.action === 'account.password_reset');
    expect(reset).toMatchObject({
      actorType: 'partner',
      actorId: partner.organizationId,
      details: { sessionsEnded: 1 },
    });
    expect(JSON.stringify(audit)).not.toContain(token);
    expect(JSON.stringify(audit)).not.toContain(hashToken(token));
  });

  it('refuses an expired link and an unknown one with the same plain 400', async () => {
    const { partner, link, token } = await partnerWithLink();
    await expireLink(db(), link.id);
    for (const t of [token, 'A'.repeat(43), 'not-a-token']) {
      const res = await confirm(t);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(EXPIRED);
    }
    expect((await partnerLogin(partner.email, partner.password)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { partner, token } = await partnerWithLink();
    const results = await Promise.all([
      confirm(token, 'first new password'),
      confirm(token, 'second new password'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]?.statusCode === 200 ? 'first new password' : 'second new password';
    expect((await partnerLogin(partner.email, winner)).statusCode).toBe(200);
  });

  it('voids the other live links of the account once one is used', async () => {
    const { partner, token } = await partnerWithLink();
    expect((await requestReset(partner.email)).statusCode).toBe(202);
    const second = await latestLink(db(), partner.organizationId);
    const secondToken = await mintLink(db(), second.id);
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await confirm(secondToken, 'another new password')).statusCode).toBe(400);
  });

  it('resets a landlord by email and an admin by username, ending their cookie sessions', async () => {
    const landlord = await makeLandlord(db());
    const cookie = await loginUser(ctx().app, landlord.email);
    expect((await requestReset(landlord.email)).statusCode).toBe(202);
    const token = await mintLink(db(), (await latestLink(db(), landlord.userId)).id);
    const done = await confirm(token);
    expect(done.json()).toMatchObject({
      account: 'landlord',
      signInName: landlord.email,
      organizationName: null,
    });
    const me = await ctx().app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(await loginUser(ctx().app, landlord.email, NEW_PASSWORD)).toMatch(/^vhm_session=/);
    const revoked = await db().select().from(sessions).where(eq(sessions.userId, landlord.userId));
    expect(revoked.filter((s) => s.revokedAt === null)).toHaveLength(1);

    const admin = await makeAdmin(db());
    await db()
      .update(users)
      .set({ email: `${admin.username}@staff.test` })
      .where(eq(users.username, admin.username));
    expect((await requestReset(`${admin.username}@staff.test`)).statusCode).toBe(202);
    const [adminUser] = await db().select().from(users).where(eq(users.username, admin.username));
    const adminToken = await mintLink(db(), (await latestLink(db(), adminUser?.id ?? '')).id);
    expect((await confirm(adminToken)).json()).toMatchObject({
      account: 'admin',
      signInName: admin.username,
    });
    expect(await loginUser(ctx().app, admin.username, NEW_PASSWORD)).toMatch(/^vhm_session=/);
  });

  it("applies sign-up's password rule and says what is wrong", async () => {
    const { token } = await partnerWithLink();
    const res = await confirm(token, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    const email = await requestReset('not-an-email');
    expect(email.json().issues).toEqual([{ path: 'email', message: 'Enter a valid email address' }]);
  });

  it('refuses a guessable password with the reason on the password field, and keeps the link', async () => {
    const { link, token } = await partnerWithLink();
    for (const password of ['12345678', 'password1', 'qwertyuiop']) {
      const res = await confirm(token, password);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^This password is too easy to guess\./);
      expect(res.json().issues).toEqual([{ path: 'password', message: res.json().message }]);
    }
    const [unused] = await db().select().from(accountTokens).where(eq(accountTokens.id, link.id));
    expect(unused?.usedAt).toBeNull();
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('limits requests per address (429)', async () => {
    const ip = nextAddress();
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push((await post('/api/password-reset', { email: 'x@example.org' }, ip)).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(answers[10]).toBe(429);
    const tokens = await db()
      .select()
      .from(accountTokens)
      .where(inArray(accountTokens.email, ['x@example.org']));
    expect(tokens).toHaveLength(0);
  });
});
