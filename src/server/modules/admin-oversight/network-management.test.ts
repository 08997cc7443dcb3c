import { auditEvents } from '@server/db/schema';
import { bearer, loginPartner } from '@server/test/accounts.fixtures';
import { SECRET } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq, like } from 'drizzle-orm';
import { buildNetworkWorld, daysAgo, type NetworkWorld, oversightRequests } from './admin-oversight.fixtures';
import { NO_SIGN_IN_MESSAGE } from './organizations';

const NOBODY = '00000000-0000-4000-8000-000000000000';

describeApi('admin oversight API: network management and the audit log', (ctx) => {
  let world: NetworkWorld;
  beforeAll(async () => {
    world = await buildNetworkWorld(ctx());
  });
  const { asAdmin, get, send, auditsOf } = oversightRequests(ctx, () => world);

  it('lists organisations with tiers, sign-in, open referrals and response times', async () => {
    const page = await get('/api/admin/organizations');
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(page.organizations.map((org: { name: string }) => org.name)).toEqual([
      'Albany Veterans Desk',
      'Harbor Vets',
      'Zenith Vets',
    ]);
    expect(page.organizations[0]).toMatchObject({
      id: world.partner.organizationId,
      state: 'NY',
      integrationTier: 2,
      placementTier: 'unverified',
      verified: false,
      hasSignIn: true,
      signInActive: true,
      referralsOpen: 2,
      medianHoursToFirstContact: 4,
      placements: 0,
    });
    expect(page.organizations[1]).toMatchObject({
      id: world.harborId,
      email: SECRET.email,
      placementTier: 'teal',
      hasSignIn: false,
      signInActive: false,
      referralsOpen: 1,
      medianHoursToFirstContact: 10,
      placements: 12,
    });
    expect(page.organizations[2]).toMatchObject({
      email: null,
      referralsOpen: 0,
      medianHoursToFirstContact: null,
      placements: 0,
    });
    const names = async (query: string) =>
      (await get(`/api/admin/organizations?${query}`)).organizations.map((org: { name: string }) => org.name);
    expect(await names('state=CA')).toEqual(['Harbor Vets']);
    expect(await names('search=harbor')).toEqual(['Harbor Vets']);
    expect(await names('search=10001')).toEqual(['Zenith Vets']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('state=CA&search=vets')).toEqual(['Harbor Vets']);
    expect(await names('state=NY&search=harbor')).toEqual([]);
    const second = await get('/api/admin/organizations?page=2&pageSize=1');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(second.organizations.map((org: { name: string }) => org.name)).toEqual(['Harbor Vets']);
    // a page past the end still reports the total
    expect(await get('/api/admin/organizations?page=9&pageSize=1')).toMatchObject({
      total: 3,
      page: 9,
      organizations: [],
    });
    expect(await get('/api/admin/organizations?page=2&search=harbor')).toMatchObject({
      total: 1,
      organizations: [],
    });
    const bad = await asAdmin('GET', '/api/admin/organizations?state=ca');
    expect(bad.json().message).toBe('Use a two-letter state code');
  });

  it('audits each change to an organisation in the transaction that makes it', async () => {
    const url = `/api/admin/organizations/${world.partner.organizationId}`;
    const verified = await asAdmin('PATCH', url, { verified: true });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true, placementTier: 'bronze' });
    expect((await asAdmin('PATCH', url, { integrationTier: 3 })).json()).toMatchObject({
      integrationTier: 3,
    });
    const changed = await asAdmin('PATCH', url, { allowsDirectReferrals: false });
    expect(changed.json()).toMatchObject({ integrationTier: 3, allowsDirectReferrals: false });
    // the same value again changes nothing and records nothing
    await asAdmin('PATCH', url, { integrationTier: 3 });
    const events = await ctx()
      .handle.db.select()
      .from(auditEvents)
      .where(
        and(
          like(auditEvents.action, 'organization.%'),
          eq(auditEvents.targetId, world.partner.organizationId),
        ),
      )
      .orderBy(auditEvents.createdAt);
    expect(events.map((event) => [event.action, event.actorType, event.details])).toEqual([
      ['organization.verified', 'admin', { verified: true }],
      ['organization.tier_changed', 'admin', { from: 2, to: 3 }],
      ['organization.direct_referrals_changed', 'admin', { allowsDirectReferrals: false }],
    ]);
    // several changes at once: each one audited
    const zenith = await asAdmin('PATCH', `/api/admin/organizations/${world.zenithId}`, {
      verified: true,
      integrationTier: 4,
    });
    expect(zenith.json()).toMatchObject({ verified: true, integrationTier: 4, placementTier: 'bronze' });
    const zenithEvents = await ctx()
      .handle.db.select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, world.zenithId));
    expect(zenithEvents.map((event) => event.action).sort()).toEqual([
      'organization.tier_changed',
      'organization.verified',
    ]);
    expect((await asAdmin('PATCH', url, {})).json().message).toBe('Say what to change');
    expect((await asAdmin('PATCH', url, { integrationTier: 9 })).json().message).toBe(
      'Choose a tier from 1 to 5',
    );
    expect(
      (await asAdmin('PATCH', `/api/admin/organizations/${NOBODY}`, { verified: true })).statusCode,
    ).toBe(404);
    const noSignIn = await asAdmin('PATCH', `/api/admin/organizations/${world.harborId}`, {
      signInActive: false,
    });
    expect(noSignIn.statusCode).toBe(409);
    expect(noSignIn.json().message).toBe(NO_SIGN_IN_MESSAGE);
  });

  it('ends every session of an organisation whose sign-in is switched off, at once', async () => {
    const { organizationId, email } = world.partner;
    const second = await loginPartner(ctx().app, email);
    for (const token of [world.partnerToken, second]) {
      expect((await send('GET', '/api/partner/referrals', bearer(token))).statusCode).toBe(200);
    }
    const off = await asAdmin('PATCH', `/api/admin/organizations/${organizationId}`, { signInActive: false });
    expect(off.json()).toMatchObject({ hasSignIn: true, signInActive: false });
    for (const token of [world.partnerToken, second]) {
      expect((await send('GET', '/api/partner/referrals', bearer(token))).statusCode).toBe(401);
    }
    await expect(loginPartner(ctx().app, email)).rejects.toThrow();
    const [deactivated] = await auditsOf('organization.sign_in_deactivated');
    expect(deactivated).toMatchObject({ targetId: organizationId, details: { sessionsEnded: 2 } });

    const on = await asAdmin('PATCH', `/api/admin/organizations/${organizationId}`, { signInActive: true });
    expect(on.json()).toMatchObject({ signInActive: true });
    expect(await auditsOf('organization.sign_in_reactivated')).toHaveLength(1);
    world.partnerToken = await loginPartner(ctx().app, email);
  });

  it('invites an organisation to set up its sign-in', async () => {
    const invited = await asAdmin('POST', `/api/admin/organizations/${world.harborId}/invitation`);
    expect(invited.statusCode, invited.body).toBe(202);
    expect(invited.json()).toMatchObject({ email: SECRET.email });
    const [audit] = await auditsOf('organization.invitation_sent');
    expect(audit).toMatchObject({ actorType: 'admin', targetType: 'organization', targetId: world.harborId });
    expect((await asAdmin('POST', `/api/admin/organizations/${world.zenithId}/invitation`)).statusCode).toBe(
      409,
    );
    expect((await asAdmin('POST', `/api/admin/organizations/${NOBODY}/invitation`)).statusCode).toBe(404);
  });

  it('shows the audit log newest first, filtered, paginated and masked', async () => {
    const { db } = ctx().handle;
    await db.insert(auditEvents).values({
      action: 'partner.login',
      outcome: 'failure',
      actorType: 'anonymous',
      loginAccount: 'jordan@example.com',
      ip: '203.0.113.7',
      details: {
        note: 'call 518-555-0142 or jordan@example.com',
        referralId: NOBODY,
        nested: { veteranEmail: 'x@y.org' },
      },
      createdAt: daysAgo(0, -1),
    });
    const newest = await get('/api/admin/audit-events?pageSize=1');
    expect(newest.events[0]).toMatchObject({
      action: 'partner.login',
      loginAccount: 'j***@example.com',
      ip: '203.0.113.x',
      details: {
        note: 'call ***-***-**42 or j***@example.com',
        referralId: NOBODY,
        nested: { veteranEmail: 'x***@y.org' },
      },
    });
    expect(JSON.stringify(await get('/api/admin/audit-events?pageSize=100'))).not.toMatch(
      /jordan@|203\.0\.113\.7|555-0142/,
    );

    const history = await get(
      `/api/admin/audit-events?targetType=organization&targetId=${world.partner.organizationId}&action=organization.*`,
    );
    expect(history.events.map((event: { action: string }) => event.action)).toEqual([
      'organization.sign_in_reactivated',
      'organization.sign_in_deactivated',
      'organization.direct_referrals_changed',
      'organization.tier_changed',
      'organization.verified',
    ]);
    expect(history.events[0]).toMatchObject({ actorType: 'admin', actorName: 'Test Admin' });
    const exact = await get('/api/admin/audit-events?action=organization.verified');
    expect(exact.total).toBe(2); // the partner and Zenith
    expect((await get('/api/admin/audit-events?action=organization.verif')).total).toBe(0);
    expect((await get('/api/admin/audit-events?action=organization.')).total).toBe(
      (await get('/api/admin/audit-events?action=organization.*')).total,
    );
    const partner = await get(
      `/api/admin/audit-events?actorType=partner&actorId=${world.partner.organizationId}`,
    );
    expect(partner.total).toBeGreaterThan(0);
    expect(partner.events[0].actorName).toBe('Albany Veterans Desk');

    const all = await get('/api/admin/audit-events?pageSize=100');
    const times = all.events.map((event: { createdAt: string }) => event.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const [first, second] = await Promise.all([
      get('/api/admin/audit-events?pageSize=2&page=1'),
      get('/api/admin/audit-events?pageSize=2&page=2'),
    ]);
    expect(first.total).toBe(all.total);
    expect([...first.events, ...second.events].map((e: { id: string }) => e.id)).toEqual(
      all.events.slice(0, 4).map((e: { id: string }) => e.id),
    );
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await get(`/api/admin/audit-events?from=${encodeURIComponent(future)}`)).total).toBe(0);
    const until = await get(`/api/admin/audit-events?to=${encodeURIComponent(new Date().toISOString())}`);
    expect(until.total).toBe(all.total - 1);
    const bad = await asAdmin('GET', '/api/admin/audit-events?actorType=robot');
    expect(bad.json().message).toBe('Choose an actor: partner, admin, landlord, veteran, anonymous, system');
  });
});
