import {
  accountTokens,
  auditEvents,
  organizations,
  outboxMessages,
  partnerCredentials,
  referrals,
} from '@server/db/schema';
import { makePartner } from '@server/test/accounts.fixtures';
import { TEST_PUBLIC_URL, useTestMailbox, waitForDelivery } from '@server/test/mail.fixtures';
import { makeOrganization, REFERRED_VETERAN } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const VETERAN = REFERRED_VETERAN;
const PERSONAL = ['Morgan', 'Lee', '555-0142', '5185550142', 'morgan@example.com', 'ground-floor'];

describeApi('referral notices to organisations', (ctx) => {
  const db = () => ctx().handle.db;
  const mailbox = useTestMailbox(ctx);

  const setEmail = (id: string, email: string | null) =>
    db().update(organizations).set({ email }).where(eq(organizations.id, id));
  const post = (url: string, payload: Record<string, unknown>) =>
    ctx().app.inject({ method: 'POST', url, payload });
  const noticeFor = async (referralId: string) => {
    const rows = await db().select().from(outboxMessages).where(eq(outboxMessages.kind, 'referral.received'));
    const row = rows.find((r) => (r.payload as { referralId?: string }).referralId === referralId);
    if (!row) throw new Error('no notice queued');
    return row;
  };

  it('queues one notice per referral, in the same transaction, with ids only', async () => {
    const partner = await makePartner(db());
    const res = await post('/api/referrals', { ...VETERAN, vsoId: partner.organizationId });
    expect(res.statusCode).toBe(201);
    const notice = await noticeFor(res.json().id);
    expect(notice).toMatchObject({
      recipientId: partner.organizationId,
      payload: { referralId: res.json().id },
    });
    expect(JSON.stringify(notice.payload)).not.toContain('Morgan');

    const refused = await post('/api/referrals', {
      ...VETERAN,
      vsoId: '3f1c2b7e-0000-4000-8000-000000000000',
    });
    expect(refused.statusCode).toBe(404);
    const all = await db().select().from(outboxMessages).where(eq(outboxMessages.kind, 'referral.received'));
    expect(all).toHaveLength((await db().select().from(referrals)).length);
  });

  it('emails the organisation once with the dashboard link and no personal data', async () => {
    const partner = await makePartner(db());
    await setEmail(partner.organizationId, 'desk@signed-in.test');
    const noSignIn = await makeOrganization(db(), { name: 'Hudson Valley Vets', zipCode: '12601' });
    await setEmail(noSignIn.id, 'office@no-sign-in.test');
    const noEmail = await makeOrganization(db(), { name: 'Quiet Post', zipCode: '12207' });
    await setEmail(noEmail.id, null);

    const named = await post('/api/referrals', { ...VETERAN, vsoId: partner.organizationId });
    const modal = await post('/api/veteran-referrals', {
      orgId: noSignIn.id,
      veteranName: VETERAN.veteranName,
      veteranEmail: VETERAN.veteranEmail,
      veteranZip: '12207',
      needType: 'housing',
      contactMethod: 'Call the VA case manager',
      referralSource: 'org-card-modal',
      status: 'pending',
    });
    const lost = await post('/api/referrals', { ...VETERAN, vsoId: noEmail.id });
    const ids = await Promise.all([named, modal, lost].map(async (r) => (await noticeFor(r.json().id)).id));

    await mailbox.runner.enqueueQueued();
    const rows = await waitForDelivery(db(), ids);

    const signedIn = mailbox.smtp.to('desk@signed-in.test');
    expect(signedIn).toHaveLength(1);
    const mail = signedIn[0]?.parsed;
    expect(mail?.subject).toBe('A new referral is waiting for you');
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/partner/dashboard`);
    expect(mail?.html).toContain(`href="${TEST_PUBLIC_URL}/partner/dashboard"`);
    expect(mail?.text).toContain('Please sign in to your partner dashboard');
    for (const personal of PERSONAL) {
      expect(mail?.text).not.toContain(personal);
      expect(String(mail?.html)).not.toContain(personal);
    }

    const invited = mailbox.smtp.to('office@no-sign-in.test');
    expect(invited).toHaveLength(1);
    const claim = invited[0]?.parsed;
    expect(claim?.text).toContain("Hudson Valley Vets has no sign-in yet. Claim your organization's account");
    expect(claim?.text).not.toContain('Someone from our network team');
    for (const personal of PERSONAL) expect(claim?.text).not.toContain(personal);
    // the claim link is an invitation minted at delivery: it sets the first password, then the dashboard opens
    const token = new RegExp(`${TEST_PUBLIC_URL}/reset-password\\?token=([A-Za-z0-9_-]{43})`).exec(
      claim?.text ?? '',
    )?.[1];
    const accepted = await post('/api/password-reset/confirm', { token, password: 'claimed at last' });
    expect(accepted.json()).toMatchObject({ purpose: 'invitation', signInName: 'office@no-sign-in.test' });
    const login = await post('/api/partner/login', {
      email: 'office@no-sign-in.test',
      password: 'claimed at last',
    });
    expect(login.json()).toMatchObject({ success: true, organization: { id: noSignIn.id } });
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.targetId, noSignIn.id));
    expect(audit.map((e) => [e.action, e.actorType])).toEqual(
      expect.arrayContaining([
        ['organization.invitation_sent', 'system'],
        ['organization.invitation_accepted', 'partner'],
      ]),
    );

    expect(rows.find((row) => row.id === ids[0])).toMatchObject({
      status: 'sent',
      recipientEmail: 'desk@signed-in.test',
    });
    expect(rows.find((row) => row.id === ids[2])).toMatchObject({
      status: 'failed',
      lastError: 'no recipient address',
    });
  });

  it('keeps the network team wording for an organisation whose sign-in was switched off', async () => {
    const partner = await makePartner(db());
    await setEmail(partner.organizationId, 'desk@switched-off.test');
    await db()
      .update(partnerCredentials)
      .set({ isActive: false })
      .where(eq(partnerCredentials.organizationId, partner.organizationId));
    const res = await post('/api/referrals', { ...VETERAN, vsoId: partner.organizationId });
    await mailbox.runner.enqueueQueued();
    await waitForDelivery(db(), [(await noticeFor(res.json().id)).id]);
    const text = mailbox.smtp.to('desk@switched-off.test')[0]?.parsed.text;
    expect(text).toContain('Someone from our network team will contact you');
    expect(text).not.toContain('token=');
    const links = await db()
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.organizationId, partner.organizationId));
    expect(links).toHaveLength(0);
  });
});
