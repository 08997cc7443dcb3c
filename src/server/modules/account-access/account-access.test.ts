import { auditEvents, users } from '@server/db/schema';
import { SIGN_IN_LIMITS } from '@server/plugins/auth';
import { nextAddress } from '@server/test/account-links.fixtures';
import {
  makeLandlord,
  signedInAdmin,
  signedInLandlord,
  signedInPartner,
} from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { ACCOUNT_DEACTIVATED_MESSAGE } from '@shared/contracts/auth';
import { and, eq, ne } from 'drizzle-orm';
import {
  LAST_ADMIN_MESSAGE,
  PARTNER_ACTIVE_MESSAGE,
  SELF_DEACTIVATE_MESSAGE,
  setAccountActive,
} from './service';

describeApi('admin account access API', (ctx) => {
  const db = () => ctx().handle.db;
  let cookie: string;
  let admin: { id: string; username: string };
  beforeAll(async () => {
    const made = await signedInAdmin(ctx());
    cookie = made.cookie;
    const [row] = await db().select().from(users).where(eq(users.username, made.username));
    admin = { id: row?.id ?? '', username: made.username };
  });
  const get = (query = '', headers: Record<string, string> = { cookie }) =>
    ctx().app.inject({ method: 'GET', url: `/api/admin/accounts${query}`, headers });
  const post = (url: string, payload?: object, headers: Record<string, string> = { cookie }) =>
    ctx().app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const userLogin = (username: string, password: string, remoteAddress = nextAddress()) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username, password },
      remoteAddress,
    });
  const me = (session: string) =>
    ctx().app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie: session } });

  it('answers 401 to anonymous callers before reading the input, and 403 to landlords', async () => {
    expect((await get('?kind=nobody', {})).statusCode).toBe(401);
    const anonymous = await post('/api/admin/accounts/nobody/1/active', { active: 'x' }, {});
    expect(anonymous.statusCode).toBe(401);
    const landlord = await signedInLandlord(ctx());
    expect((await get('', { cookie: landlord.cookie })).statusCode).toBe(403);
  });

  it('lists every sign-in with search, kind and pagination', async () => {
    const landlord = await makeLandlord(db());
    const partner = await signedInPartner(ctx(), { name: 'Searchable Veterans Desk' });
    const all = await get('?limit=100');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const items = all.json().items as { kind: string; id: string }[];
    expect(items).toContainEqual({
      kind: 'admin',
      id: admin.id,
      name: 'Test Admin',
      signIn: admin.username,
      active: true,
      locked: false,
      recentFailures: 0,
      liveSessions: 1,
      lastLoginAt: expect.any(String),
    });
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'landlord',
        id: landlord.userId,
        signIn: landlord.email,
        liveSessions: 0,
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'partner',
        id: partner.organizationId,
        signIn: partner.email,
        liveSessions: 1,
      }),
    );
    expect(all.json().total).toBe(items.length);

    const found = await get('?search=searchable');
    expect(found.json().items.map((a: { id: string }) => a.id)).toEqual([partner.organizationId]);
    expect((await get(`?search=${landlord.email.slice(0, -4).toUpperCase()}`)).json().total).toBe(1);
    expect((await get('?search=%25')).json().total).toBe(0);
    const admins = (await get('?kind=admin')).json();
    expect(admins.items.every((a: { kind: string }) => a.kind === 'admin')).toBe(true);
    const page = (await get('?limit=1&offset=1')).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(items.length);
    // a page past the end still reports the total
    expect((await get(`?offset=${items.length}`)).json()).toEqual({ items: [], total: items.length });
    expect((await get('?kind=robot')).statusCode).toBe(400);
  });

  it('shows a locked account and unlocks it: counters cleared, every session ended, audited', async () => {
    const landlord = await signedInLandlord(ctx());
    const session = landlord.cookie;
    const ip = nextAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perPair.failures; i++)
      await userLogin(landlord.email, `nope ${i}`, ip);
    expect((await userLogin(landlord.email, landlord.password, ip)).statusCode).toBe(429);
    const locked = (await get('?locked=true')).json().items;
    expect(locked).toEqual([
      expect.objectContaining({
        id: landlord.userId,
        locked: true,
        recentFailures: SIGN_IN_LIMITS.perPair.failures,
      }),
    ]);

    const res = await post(`/api/admin/accounts/landlord/${landlord.userId}/unlock`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      account: expect.objectContaining({ locked: false, recentFailures: 0, liveSessions: 0 }),
      sessionsEnded: 1,
    });
    expect((await me(session)).statusCode).toBe(401);
    expect((await userLogin(landlord.email, landlord.password, ip)).statusCode).toBe(200);
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'account.unlocked'), eq(auditEvents.targetId, landlord.userId)));
    expect(event).toMatchObject({ actorType: 'admin', actorId: admin.id, details: { sessionsEnded: 1 } });
    expect((await post(`/api/admin/accounts/admin/${landlord.userId}/unlock`)).statusCode).toBe(404);
  });

  it('deactivates a landlord (sessions end at once) and reactivates it', async () => {
    const landlord = await signedInLandlord(ctx());
    const session = landlord.cookie;
    const url = `/api/admin/accounts/landlord/${landlord.userId}/active`;
    const off = await post(url, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ account: expect.objectContaining({ active: false }), sessionsEnded: 1 });
    expect((await me(session)).statusCode).toBe(401);
    const refused = await userLogin(landlord.email, landlord.password);
    expect(refused.json()).toEqual({ success: false, error: ACCOUNT_DEACTIVATED_MESSAGE });
    const on = await post(url, { active: true });
    expect(on.json()).toEqual({ account: expect.objectContaining({ active: true }), sessionsEnded: 0 });
    expect((await userLogin(landlord.email, landlord.password)).statusCode).toBe(200);
    const actions = await db()
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, landlord.userId));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['account.deactivated', 'account.reactivated']),
    );
    expect((await post(url, { active: 'no' })).statusCode).toBe(400);
  });

  it('keeps an admin from deactivating themselves or the last active admin; partners go to network management', async () => {
    const self = await post(`/api/admin/accounts/admin/${admin.id}/active`, { active: false });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(SELF_DEACTIVATE_MESSAGE);
    const other = await signedInAdmin(ctx());
    const [otherRow] = await db().select().from(users).where(eq(users.username, other.username));
    const otherSession = other.cookie;
    expect(
      (await post(`/api/admin/accounts/admin/${otherRow?.id}/active`, { active: false })).statusCode,
    ).toBe(200);
    expect((await me(otherSession)).statusCode).toBe(401);

    await db()
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(and(eq(users.role, 'admin'), ne(users.id, admin.id)));
    await expect(setAccountActive(db(), 'admin', admin.id, false, { type: 'system' })).rejects.toThrow(
      LAST_ADMIN_MESSAGE,
    );

    const partner = await signedInPartner(ctx());
    const res = await post(`/api/admin/accounts/partner/${partner.organizationId}/active`, { active: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PARTNER_ACTIVE_MESSAGE);
    const unlocked = await post(`/api/admin/accounts/partner/${partner.organizationId}/unlock`);
    expect(unlocked.json().sessionsEnded).toBe(1);
    const logout = await ctx().app.inject({
      method: 'POST',
      url: '/api/partner/logout',
      headers: partner.headers,
    });
    expect(logout.statusCode).toBe(401);
  });
});
