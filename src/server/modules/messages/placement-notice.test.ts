import { organizations, outboxMessages } from '@server/db/schema';
import { bearer, loginPartner, makePartner } from '@server/test/accounts.fixtures';
import { TEST_PUBLIC_URL, useTestMailbox, waitForDelivery } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

describeApi('placement acknowledgements', (ctx) => {
  const db = () => ctx().handle.db;
  const mailbox = useTestMailbox(ctx);

  it('thanks the organisation once, with the day and a link to its tools, and no veteran in it', async () => {
    const partner = await makePartner(db());
    await db()
      .update(organizations)
      .set({ email: 'intake@owner-vets.test' })
      .where(eq(organizations.id, partner.organizationId));
    const token = await loginPartner(ctx().app, partner.email);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/placements',
      headers: bearer(token),
      payload: {
        veteranName: 'Casey Brooks',
        propertyAddress: '12 Lark Street, Albany NY',
        placementDate: '2026-11-02',
        monthlyRent: 1150,
        isVABenefitBased: true,
        notes: 'HUD-VASH voucher',
        vsoId: partner.organizationId,
      },
    });
    expect(res.statusCode).toBe(201);
    const queued = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'placement.recorded'));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.payload).toEqual({ placementId: res.json().id });

    await mailbox.runner.enqueueQueued();
    await waitForDelivery(db(), [queued[0]?.id ?? '']);
    const mail = mailbox.smtp.to('intake@owner-vets.test');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.parsed.subject).toBe('Your placement was recorded');
    expect(mail[0]?.parsed.text).toContain('Nov 2, 2026');
    expect(mail[0]?.parsed.text).toContain(`${TEST_PUBLIC_URL}/partner/internal/${partner.organizationId}`);
    for (const personal of ['Casey', 'Brooks', 'Lark', '1150', 'HUD-VASH']) {
      expect(mail[0]?.parsed.text).not.toContain(personal);
    }
  });
});
