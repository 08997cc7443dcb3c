import { outboxMessages } from '@server/db/schema';
import { useTestMailbox, waitForDelivery } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { OFFER_HOUSING_THANKS_MESSAGE } from '@shared/contracts/network';
import { and, eq } from 'drizzle-orm';

/** Brief tim34 step 4 (issue 34, point 7): the landlord who offers housing gets an acknowledgement by email too. */
describeApi('an offer of housing is acknowledged by email', (ctx) => {
  const mailbox = useTestMailbox(ctx);
  const db = () => ctx().handle.db;

  it('tells the sender once that it arrived and when we contact them, echoing nothing they typed', async () => {
    const offer = {
      contactName: 'Robin Owner',
      contactEmail: 'Robin.Owner@example.com',
      propertyAddress: '71 Quiet Lane',
      zipCode: '12601',
      unitCount: 2,
    };
    const res = await ctx().app.inject({ method: 'POST', url: '/api/landlord-leads', payload: offer });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(OFFER_HOUSING_THANKS_MESSAGE);
    const queued = await db()
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.kind, 'landlord_lead.received'), eq(outboxMessages.recipientId, res.json().id)),
      );
    expect(queued).toHaveLength(1);
    await mailbox.runner.enqueueQueued();
    const [row] = await waitForDelivery(
      db(),
      queued.map((message) => message.id),
    );
    expect(row?.status).toBe('sent');
    const mails = mailbox.smtp.to('robin.owner@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.parsed.subject).toBe('We received your offer of housing');
    const text = mails[0]?.parsed.text ?? '';
    expect(text).toContain('within 48 hours');
    for (const echoed of [offer.contactName, offer.propertyAddress]) expect(text).not.toContain(echoed);
  });
});
