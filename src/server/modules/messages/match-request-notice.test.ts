import { outboxMessages } from '@server/db/schema';
import { makeLandlord } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { useTestMailbox, waitForDelivery } from '@server/test/mail.fixtures';
import { openMyPage } from '@server/test/my-page.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const noBenefits = { vash: false, giBill: false, disability: false, employment: false };
const answers = { zipCode: '12345', dischargeStatus: 'honorable', benefits: noBenefits };

describeApi('match request notices', (ctx) => {
  const db = () => ctx().handle.db;
  const mailbox = useTestMailbox(ctx);
  let landlordEmail = '';
  const homes: string[] = [];
  const request = (payload: Record<string, unknown>) =>
    ctx().app.inject({ method: 'POST', url: '/api/match-requests', payload: { ...answers, ...payload } });

  beforeAll(async () => {
    const landlord = await makeLandlord(db());
    landlordEmail = landlord.email;
    for (let i = 0; i < 2; i += 1) {
      homes.push(
        await insertTestHome(db(), '12345', { landlordId: landlord.landlordId, address: `${i + 1} Elm St` }),
      );
    }
  });

  it('tells the landlord, and gives the veteran the reference to quote, without their details in either', async () => {
    const res = await request({
      propertyId: homes[0],
      name: 'Casey Morgan',
      phone: '518-555-0177',
      email: 'casey@example.com',
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    await mailbox.runner.enqueueQueued();
    await waitForDelivery(
      db(),
      (await db().select({ id: outboxMessages.id }).from(outboxMessages)).map((r) => r.id),
    );

    const toVeteran = mailbox.smtp.to('casey@example.com');
    expect(toVeteran).toHaveLength(1);
    expect(toVeteran[0]?.parsed.subject).toBe(`We sent your request: ${reference}`);
    expect(toVeteran[0]?.parsed.text).toContain(`Your reference is ${reference}.`);
    expect(toVeteran[0]?.parsed.text).toContain('1 Elm St');
    // the link opens the veteran's own page, once, showing this request
    const page = await openMyPage(ctx(), toVeteran[0]?.parsed.text ?? '');
    expect(page.json().requests.map((item: { reference: string }) => item.reference)).toEqual([reference]);
    const toLandlord = mailbox.smtp.to(landlordEmail);
    expect(toLandlord).toHaveLength(1);
    for (const mail of [...toVeteran, ...toLandlord]) {
      for (const personal of ['Casey', 'Morgan', '555-0177', '5185550177'])
        expect(mail.parsed.text).not.toContain(personal);
    }
    expect(toLandlord[0]?.parsed.text).not.toContain('casey@example.com');
  });

  it('queues no confirmation for a veteran who gave only a phone number', async () => {
    const res = await request({ propertyId: homes[1], name: 'Robin Hale', phone: '518-555-0188' });
    expect(res.statusCode).toBe(201);
    const confirmations = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'match_request.confirmation'));
    expect(confirmations.map((row) => (row.payload as { matchId: string }).matchId)).not.toContain(
      res.json().id,
    );
  });
});
