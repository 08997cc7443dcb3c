import { inboxItems, outboxMessages } from '@server/db/schema';
import { housingActors } from '@server/test/housing-world.fixtures';
import { useTestMailbox, waitForDelivery } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq } from 'drizzle-orm';
import { application } from './partner-applications.fixtures';

/**
 * Anyone can type any address into the form: what we mail to it is our own words, never the name or the
 * words typed with it (a name can carry a phishing link that our mail would carry for the sender).
 */
describeApi('mail to an address nobody confirmed', (ctx) => {
  const { asAdmin } = housingActors(ctx);
  const mailbox = useTestMailbox(ctx);
  const db = () => ctx().handle.db;
  const NAME = 'Urgent: verify at https://evil.test/login';

  it("never puts the applicant's typed name in the acknowledgement, the decline or an inbox reply", async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/partner-applications',
      payload: application({ name: NAME, email: 'victim@example.com' }),
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [item] = await db()
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.type, 'partner_application'), eq(inboxItems.subjectId, id)));
    const itemId = item?.id ?? '';
    expect((await asAdmin('POST', `/api/admin/inbox/${itemId}/reply`, { body: 'Thanks.' })).statusCode).toBe(
      200,
    );
    const decline = await asAdmin('POST', `/api/admin/inbox/${itemId}/partner-application-decision`, {
      decision: 'decline',
      reason: 'We work in New York only.',
    });
    expect(decline.statusCode).toBe(200);

    await mailbox.runner.enqueueQueued();
    const queued = await db().select({ id: outboxMessages.id }).from(outboxMessages);
    const rows = await waitForDelivery(
      db(),
      queued.map((q) => q.id),
    );
    expect(rows.filter((row) => row.recipientEmail === 'victim@example.com').length).toBe(3);
    const mails = mailbox.smtp.to('victim@example.com');
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.parsed.text).not.toContain('evil.test');
      expect(mail.parsed.html || '').not.toContain('evil.test');
      expect(mail.parsed.text).toContain('Hello,');
    }
  });
});
