import { landlordLeads, landlords, outboxMessages, users } from '@server/db/schema';
import { openInboxItem } from '@server/modules/inbox';
import { signedInAdmin } from '@server/test/accounts.fixtures';
import { TEST_PUBLIC_URL, useTestMailbox, waitForDelivery } from '@server/test/mail.fixtures';
import { insertLandlordLead } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const LINK = new RegExp(`${TEST_PUBLIC_URL}/reset-password\\?token=([A-Za-z0-9_-]+)`);

describeApi("a lead's invitation: a one-time link to the landlord account opened for the lead", (ctx) => {
  const mailbox = useTestMailbox(ctx);
  const db = () => ctx().handle.db;
  let adminCookie = '';
  beforeAll(async () => {
    adminCookie = (await signedInAdmin(ctx())).cookie;
  });
  const post = (url: string, payload?: object) =>
    ctx().app.inject({
      method: 'POST',
      url,
      headers: { cookie: adminCookie },
      ...(payload ? { payload } : {}),
    });

  async function leadItem(email: string) {
    const leadId = await insertLandlordLead(db(), email);
    const itemId = await openInboxItem(db(), {
      type: 'landlord_lead',
      subjectId: leadId,
      summary: 'Lee Owner',
    });
    return { leadId, itemId };
  }

  it('opens the account for the lead, ties it to the lead, and mails the link that sets its password once', async () => {
    const { leadId, itemId } = await leadItem('lee.owner@example.com');
    const invited = await post(`/api/admin/inbox/${itemId}/invite-landlord`);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().notes.at(-1).body).toBe(
      'Invited to set up a landlord account (a one-time link to set its password)',
    );

    const [lead] = await db().select().from(landlordLeads).where(eq(landlordLeads.id, leadId));
    const [landlord] = await db()
      .select()
      .from(landlords)
      .where(eq(landlords.id, lead?.landlordId ?? ''));
    expect(landlord).toMatchObject({ name: 'Lee Owner', email: 'lee.owner@example.com' });
    const [user] = await db()
      .select()
      .from(users)
      .where(eq(users.id, landlord?.userId ?? ''));
    expect(user).toMatchObject({ role: 'landlord', username: 'lee.owner@example.com' });

    const queued = await db().select().from(outboxMessages).where(eq(outboxMessages.recipientId, leadId));
    expect(queued.map((row) => row.kind)).toEqual(['landlord.invitation']);
    await mailbox.runner.enqueueQueued();
    const [sent] = await waitForDelivery(
      db(),
      queued.map((row) => row.id),
    );
    expect(sent?.status).toBe('sent');
    const mail = mailbox.smtp.to('lee.owner@example.com')[0]?.parsed;
    expect(mail?.subject).toBe('List your home with Veterans Housing: set up your account');
    const token = mail?.text?.match(LINK)?.[1];
    expect(token).toBeTruthy();

    const confirm = (password: string) =>
      ctx().app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password } });
    const used = await confirm('harbor lantern quietly 7');
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ purpose: 'invitation', account: 'landlord' });
    expect((await confirm('another harbor lantern 8')).statusCode).toBe(400);
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'lee.owner@example.com', password: 'harbor lantern quietly 7' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, user: { id: landlord?.userId, role: 'landlord' } });
  });
});
