import { auditEvents, organizations, outboxMessages, partnerCredentials } from '@server/db/schema';
import { latestLink, mintLink, postAccountLink } from '@server/test/account-links.fixtures';
import { signedInAdmin, signedInLandlord, signedInPartner } from '@server/test/accounts.fixtures';
import { makeOrganization } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const PASSWORD = 'our first password';

describeApi('organisation invitations', (ctx) => {
  const db = () => ctx().handle.db;
  let adminCookie = '';
  let adminId = '';
  const invite = (organizationId: string, cookie = adminCookie) =>
    ctx().app.inject({
      method: 'POST',
      url: `/api/admin/organizations/${organizationId}/invitation`,
      headers: cookie ? { cookie } : {},
    });
  const accept = (token: string, password = PASSWORD) =>
    postAccountLink(ctx().app, '/api/password-reset/confirm', { token, password });
  const partnerLogin = (email: string, password: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/partner/login', payload: { email, password } });

  async function organizationWithEmail(email: string | null) {
    const organization = await makeOrganization(db(), { name: 'Harbor Vets', zipCode: '12207' });
    await db().update(organizations).set({ email }).where(eq(organizations.id, organization.id));
    return organization.id;
  }

  beforeAll(async () => {
    adminCookie = (await signedInAdmin(ctx())).cookie;
    const me = await ctx().app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: adminCookie },
    });
    adminId = me.json().id;
  });

  it('refuses anonymous callers before looking at the input, and landlords', async () => {
    expect((await invite('not-a-uuid', '')).statusCode).toBe(401);
    const organizationId = await organizationWithEmail('desk@harbor.test');
    expect((await invite(organizationId, '')).statusCode).toBe(401);
    const landlord = await signedInLandlord(ctx());
    expect((await invite(organizationId, landlord.cookie)).statusCode).toBe(403);
    expect((await invite('not-a-uuid')).statusCode).toBe(400);
    expect((await invite('3f1c2b7e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const messages = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'account.invitation'));
    expect(messages).toHaveLength(0);
  });

  it('answers 409 for an organisation without an email', async () => {
    const res = await invite(await organizationWithEmail(null));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This organization has no email address to send an invitation to. Add one first.',
    );
  });

  it('queues an invitation; following it creates the sign-in, and the organisation can sign in', async () => {
    const organizationId = await organizationWithEmail('Desk@Harbor.test');
    const res = await invite(organizationId);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ email: 'desk@harbor.test', expiresAt: expect.any(String) });
    const days = (Date.parse(res.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const link = await latestLink(db(), organizationId);
    expect(link).toMatchObject({ purpose: 'invitation', email: 'desk@harbor.test', tokenHash: null });
    const [message] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipientId, organizationId));
    expect(message).toMatchObject({ kind: 'account.invitation', payload: { linkId: link.id } });

    const token = await mintLink(db(), link.id);
    const described = await postAccountLink(ctx().app, '/api/password-reset/link', { token });
    expect(described.json()).toEqual({
      purpose: 'invitation',
      account: 'partner',
      signInName: 'desk@harbor.test',
      organizationName: 'Harbor Vets',
    });
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ purpose: 'invitation', signInName: 'desk@harbor.test' });
    const login = await partnerLogin('desk@harbor.test', PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json().organization).toMatchObject({ id: organizationId, name: 'Harbor Vets' });
    expect((await accept(token, 'a second password')).statusCode).toBe(400);

    const audit = await db().select().from(auditEvents).where(eq(auditEvents.targetId, organizationId));
    expect(audit.map((e) => [e.action, e.actorType, e.actorId])).toEqual(
      expect.arrayContaining([
        ['organization.invitation_sent', 'admin', adminId],
        ['organization.invitation_accepted', 'partner', organizationId],
      ]),
    );
  });

  it('sets the password of an organisation that already signs in, and ends its sessions', async () => {
    const partner = await signedInPartner(ctx());
    await db()
      .update(organizations)
      .set({ email: 'office@signed-in.test' })
      .where(eq(organizations.id, partner.organizationId));
    expect((await invite(partner.organizationId)).statusCode).toBe(202);
    const token = await mintLink(db(), (await latestLink(db(), partner.organizationId)).id);
    const accepted = await accept(token);
    // the sign-in keeps its email; the invitation only set the password
    expect(accepted.json()).toMatchObject({ signInName: partner.email });
    expect((await partnerLogin(partner.email, PASSWORD)).statusCode).toBe(200);
    expect((await partnerLogin(partner.email, partner.password)).statusCode).toBe(401);
    const logout = await ctx().app.inject({
      method: 'POST',
      url: '/api/partner/logout',
      headers: partner.headers,
    });
    expect(logout.statusCode).toBe(401);
  });

  it('refuses, with 409, an invited address that already signs in for another organisation', async () => {
    const other = await signedInPartner(ctx());
    const organizationId = await organizationWithEmail(other.email);
    expect((await invite(organizationId)).statusCode).toBe(202);
    const token = await mintLink(db(), (await latestLink(db(), organizationId)).id);
    const res = await accept(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Another organization already signs in with this email/);
    const credentials = await db()
      .select()
      .from(partnerCredentials)
      .where(eq(partnerCredentials.organizationId, organizationId));
    expect(credentials).toHaveLength(0);
    // nothing was used up: the link still opens
    expect((await postAccountLink(ctx().app, '/api/password-reset/link', { token })).statusCode).toBe(200);
  });
});
