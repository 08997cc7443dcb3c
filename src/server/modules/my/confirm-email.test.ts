import { withTransaction } from '@server/db/client';
import { auditEvents, outboxMessages, veterans } from '@server/db/schema';
import { createVeteranLink, mintVeteranLinkToken } from '@server/modules/veterans';
import { insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { TEST_PUBLIC_URL, useTestMailbox, waitForDelivery } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq } from 'drizzle-orm';

/** Brief tim34 step 2: a new email on /my gets its confirmation link by mail, and only that link makes it theirs. */
describeApi('a new email on /my is confirmed by the link mailed to it', (ctx) => {
  const mailbox = useTestMailbox(ctx);
  const db = () => ctx().handle.db;

  /** A veteran on record at `email`, with their page open on this device (a link to that address). */
  const openPage = async (email: string) => {
    const veteranId = await insertQueueVeteran(db(), '12207', {
      name: 'Lee Marsh',
      email,
      phone: '5185550177',
    });
    const linkId = await withTransaction(db(), (tx) =>
      createVeteranLink(tx, { veteranId, purpose: 'access', sentTo: email, subjectId: null }),
    );
    const token = await mintVeteranLinkToken(db(), linkId);
    const res = await ctx().app.inject({ method: 'POST', url: '/api/my/access', payload: { token } });
    const session = res.cookies.find((c) => c.name === 'vhm_my_session');
    return { veteranId, cookie: `vhm_my_session=${session?.value}` };
  };
  const changeEmail = (cookie: string, email: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/my/contact', headers: { cookie }, payload: { email } });
  const confirm = (token: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/my/contact/confirm', payload: { token } });
  const deliverConfirmations = async (veteranId: string) => {
    await mailbox.runner.enqueueQueued();
    const queued = await db()
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'my.confirm_email'), eq(outboxMessages.recipientId, veteranId)));
    return waitForDelivery(
      db(),
      queued.map((row) => row.id),
    );
  };
  const emailOf = async (veteranId: string) =>
    (await db().select({ email: veterans.email }).from(veterans).where(eq(veterans.id, veteranId)))[0]?.email;

  it('the mail reaches the new address only, once, and its link confirms the address', async () => {
    const { veteranId, cookie } = await openPage('lee@example.com');
    expect((await changeEmail(cookie, 'lee.new@example.com')).statusCode).toBe(200);
    const [sent] = await deliverConfirmations(veteranId);
    expect(sent?.status).toBe('sent');
    const mails = mailbox.smtp.to('lee.new@example.com');
    expect(mails).toHaveLength(1);
    expect(mailbox.smtp.to('lee@example.com')).toHaveLength(0);
    expect(mails[0]?.parsed.subject).toBe('Confirm your new email');
    const link = mails[0]?.parsed.text?.match(/https:\/\/\S+\/my\?confirm=[A-Za-z0-9_-]+/)?.[0] ?? '';
    expect(link.startsWith(`${TEST_PUBLIC_URL}/my?confirm=`)).toBe(true);
    // not yet theirs
    expect(await emailOf(veteranId)).toBe('lee@example.com');
    const token = new URL(link).searchParams.get('confirm') ?? '';
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(await emailOf(veteranId)).toBe('lee.new@example.com');
    const audits = await db().select().from(auditEvents).where(eq(auditEvents.action, 'my.email_confirmed'));
    expect(audits.filter((row) => row.targetId === veteranId)).toHaveLength(1);
    // once only
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('an access link cannot confirm an email, and the confirmation link does not open a page', async () => {
    const { veteranId, cookie } = await openPage('ash@example.com');
    await changeEmail(cookie, 'ash.other@example.com');
    await deliverConfirmations(veteranId);
    const text = mailbox.smtp.to('ash.other@example.com')[0]?.parsed.text ?? '';
    const token = text.match(/confirm=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(token).not.toBe('');
    const opened = await ctx().app.inject({ method: 'POST', url: '/api/my/access', payload: { token } });
    expect(opened.statusCode).toBe(400);
    expect(opened.cookies.find((c) => c.name === 'vhm_my_session')).toBeUndefined();
    const accessId = await withTransaction(db(), (tx) =>
      createVeteranLink(tx, { veteranId, purpose: 'access', sentTo: 'ash@example.com', subjectId: null }),
    );
    expect((await confirm((await mintVeteranLinkToken(db(), accessId)) ?? '')).statusCode).toBe(400);
    expect(await emailOf(veteranId)).toBe('ash@example.com');
  });
});
