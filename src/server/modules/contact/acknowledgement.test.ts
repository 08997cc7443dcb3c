import { outboxMessages } from '@server/db/schema';
import { validContactMessage } from '@server/test/contact.fixtures';
import { useTestMailbox, waitForDelivery } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { BUSINESS_HOURS, CONTACT_REPLY_TIME } from '@shared/domain/constants';
import { eq } from 'drizzle-orm';

const valid = validContactMessage;

describeApi('contact acknowledgement', (ctx) => {
  const db = () => ctx().handle.db;
  const mailbox = useTestMailbox(ctx);

  it('tells the sender once that the message arrived, when to expect a reply and the support hours', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      `Thank you. We received your message and will reply within ${CONTACT_REPLY_TIME}.`,
    );
    const queued = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipientId, response.json().id));
    expect(queued).toMatchObject([{ kind: 'contact.received', status: 'queued' }]);

    await mailbox.runner.enqueueQueued();
    const [row] = await waitForDelivery(
      db(),
      queued.map((q) => q.id),
    );
    expect(row).toMatchObject({ status: 'sent', recipientEmail: valid.email, attempts: 1 });

    const mail = mailbox.smtp.to(valid.email);
    expect(mail).toHaveLength(1);
    const text = mail[0]?.parsed.text ?? '';
    expect(mail[0]?.parsed.subject).toBe('We received your message');
    expect(text).toContain(`reply within ${CONTACT_REPLY_TIME}`);
    for (const { days, hours } of BUSINESS_HOURS) expect(text).toContain(`${days}, ${hours}`);
    for (const echoed of [valid.fullName, valid.subject, valid.message]) expect(text).not.toContain(echoed);
  });
});
