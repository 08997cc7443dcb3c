import { accountTokens, auditEvents, organizations, outboxMessages, users } from '@server/db/schema';
import { hashToken } from '@server/plugins/auth/tokens';
import { expireLink, latestLink, postAccountLink } from '@server/test/account-links.fixtures';
import { loginUser, makeAdmin, makePartner } from '@server/test/accounts.fixtures';
import { TEST_PUBLIC_URL, useTestMailbox, waitForDelivery } from '@server/test/mail.fixtures';
import { makeOrganization } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const LINK = new RegExp(`${TEST_PUBLIC_URL}/reset-password\\?token=([A-Za-z0-9_-]+)`);
const CONFIRM_LINK = new RegExp(`${TEST_PUBLIC_URL}/landlord/confirm\\?token=([A-Za-z0-9_-]+)`);

describeApi('account links by email', (ctx) => {
  const db = () => ctx().handle.db;
  const mailbox = useTestMailbox(ctx);
  const post = (url: string, payload: object) => postAccountLink(ctx().app, url, payload);

  /** Hands every queued message to the runner and waits until those of `recipientId` left the queue. */
  async function deliverTo(recipientId: string) {
    await mailbox.runner.enqueueQueued();
    const rows = await db().select().from(outboxMessages).where(eq(outboxMessages.recipientId, recipientId));
    return waitForDelivery(
      db(),
      rows.map((row) => row.id),
    );
  }

  it('mails a reset link once; its token is stored only as a hash and works once', async () => {
    const partner = await makePartner(db());
    expect((await post('/api/password-reset', { email: partner.email })).statusCode).toBe(202);
    expect((await post('/api/password-reset', { email: 'stranger@nowhere.test' })).statusCode).toBe(202);
    const [row] = await deliverTo(partner.organizationId);
    expect(row).toMatchObject({ status: 'sent', recipientEmail: partner.email });

    const mails = mailbox.smtp.to(partner.email);
    expect(mails).toHaveLength(1);
    expect(mailbox.smtp.to('stranger@nowhere.test')).toHaveLength(0);
    const mail = mails[0]?.parsed;
    expect(mail?.subject).toBe('Choose a new password for Veterans Housing');
    const token = LINK.exec(mail?.text ?? '')?.[1] ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail?.html).toContain(`href="${TEST_PUBLIC_URL}/reset-password?token=${token}"`);

    const link = await latestLink(db(), partner.organizationId);
    expect(link.tokenHash).toBe(hashToken(token));
    const stored = JSON.stringify([
      await db().select().from(accountTokens),
      await db().select().from(outboxMessages),
      await db().select().from(auditEvents),
    ]);
    expect(stored).not.toContain(token);

    // an admin reading the message sees a placeholder; reading it mints nothing
    const admin = await makeAdmin(db());
    const cookie = await loginUser(ctx().app, admin.username);
    const preview = await ctx().app.inject({
      method: 'GET',
      url: `/api/admin/messages/${row?.id}`,
      headers: { cookie },
    });
    expect(preview.json().text).toContain(
      '/reset-password?token=[one-time token, made when the message is sent]',
    );
    expect(preview.body).not.toContain(token);
    expect((await latestLink(db(), partner.organizationId)).tokenHash).toBe(hashToken(token));

    const done = await post('/api/password-reset/confirm', { token, password: 'mailed new password' });
    expect(done.statusCode).toBe(200);
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { email: partner.email, password: 'mailed new password' },
    });
    expect(login.statusCode).toBe(200);
    expect(
      (await post('/api/password-reset/confirm', { token, password: 'once more please' })).statusCode,
    ).toBe(400);
    expect(mailbox.smtp.to(partner.email)).toHaveLength(1);
  });

  it('says the link expired, with a way to ask again, when it expired before it could be sent', async () => {
    const partner = await makePartner(db());
    await post('/api/password-reset', { email: partner.email });
    await expireLink(db(), (await latestLink(db(), partner.organizationId)).id);
    const [row] = await deliverTo(partner.organizationId);
    expect(row?.status).toBe('sent');
    const mail = mailbox.smtp.to(partner.email)[0]?.parsed;
    expect(mail?.subject).toBe('Your password reset link expired');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/forgot-password?account=partner`);
    expect(mail?.text).not.toContain('token=');
    expect((await latestLink(db(), partner.organizationId)).tokenHash).toBeNull();
  });

  it("mails an admin's invitation; its link sets the organisation's first password", async () => {
    const organization = await makeOrganization(db(), { name: 'Lakeside Vets', zipCode: '12601' });
    await db()
      .update(organizations)
      .set({ email: 'hello@lakeside.test' })
      .where(eq(organizations.id, organization.id));
    const admin = await makeAdmin(db());
    const cookie = await loginUser(ctx().app, admin.username);
    const invited = await ctx().app.inject({
      method: 'POST',
      url: `/api/admin/organizations/${organization.id}/invitation`,
      headers: { cookie },
    });
    expect(invited.statusCode).toBe(202);
    await deliverTo(organization.id);
    const mail = mailbox.smtp.to('hello@lakeside.test')[0]?.parsed;
    expect(mail?.subject).toBe('Set up your partner sign-in at Veterans Housing');
    expect(mail?.text).toContain('Lakeside Vets is part of the Veterans Housing network');
    expect(mail?.text).toContain('Set your password:');
    const token = LINK.exec(mail?.text ?? '')?.[1] ?? '';
    expect(
      (await post('/api/password-reset/confirm', { token, password: 'lakeside password' })).statusCode,
    ).toBe(200);
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { email: 'hello@lakeside.test', password: 'lakeside password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('mails a sign-up confirmation link that signs the landlord in, and tells the owner of a taken email', async () => {
    const signup = (email: string) =>
      post('/api/landlord/signup', { name: 'Robin Porter', email, password: 'quiet harbor lantern' });
    expect((await signup('robin@porter.test')).statusCode).toBe(202);
    const [user] = await db().select().from(users).where(eq(users.username, 'robin@porter.test'));
    await deliverTo(user?.id ?? '');
    const mail = mailbox.smtp.to('robin@porter.test')[0]?.parsed;
    expect(mail?.subject).toBe('Confirm your email to finish your Veterans Housing account');
    const token = CONFIRM_LINK.exec(mail?.text ?? '')?.[1] ?? '';
    const confirmed = await post('/api/landlord/signup/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, user: { username: 'robin@porter.test' } });

    expect((await signup('robin@porter.test')).statusCode).toBe(202);
    await deliverTo(user?.id ?? '');
    const [, notice] = mailbox.smtp.to('robin@porter.test').map((m) => m.parsed);
    expect(notice?.subject).toBe('Someone tried to create an account with your email');
    expect(notice?.text).toContain(`${TEST_PUBLIC_URL}/forgot-password?account=landlord`);
    expect(notice?.text).toContain(`Sign in: ${TEST_PUBLIC_URL}/landlord/login`);
    expect(notice?.text).not.toContain('token=');
  });

  it('tells the owner of a pending account that someone tried, with the way to a password that confirms it', async () => {
    const signup = (password: string) =>
      post('/api/landlord/signup', { name: 'Sam Pending', email: 'sam@pending.test', password });
    await signup('quiet harbor lantern');
    await signup('attacker chosen phrase');
    const [user] = await db().select().from(users).where(eq(users.username, 'sam@pending.test'));
    await deliverTo(user?.id ?? '');
    const mails = mailbox.smtp.to('sam@pending.test').map((m) => m.parsed);
    expect(mails.map((m) => m?.subject).sort()).toEqual([
      'Confirm your email to finish your Veterans Housing account',
      'Someone tried to create an account with your email',
    ]);
    const notice = mails.find((m) => m?.subject?.startsWith('Someone tried'));
    expect(notice?.text).toContain('waiting for its email to be confirmed, so nothing changed on it');
    expect(notice?.text).toContain(`${TEST_PUBLIC_URL}/forgot-password?account=landlord`);
    expect(notice?.text).not.toContain('token=');
  });
});
