import { veterans } from '@server/db/schema';
import { makeLandlord } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { useTestMailbox } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const answers = {
  zipCode: '12345',
  dischargeStatus: 'honorable',
  benefits: { vash: false, giBill: false, disability: false, employment: false },
};

/**
 * Issue 30, point 5: a message about a request goes to the contact its own intake gave, never to an address of
 * another person's record; the person's own address is used only when the intake was linked to them (same name
 * and phone or email) and gave none.
 */
describeApi('messages follow the person the request belongs to', (ctx) => {
  const db = () => ctx().handle.db;
  const mailbox = useTestMailbox(ctx);
  const homes: string[] = [];
  const post = (url: string, payload: object) => ctx().app.inject({ method: 'POST', url, payload });
  const { deliverAll } = mailbox;

  beforeAll(async () => {
    const landlord = await makeLandlord(db());
    for (let i = 0; i < 3; i += 1)
      homes.push(await insertTestHome(db(), '12345', { landlordId: landlord.landlordId }));
  });

  it("sends each Request Match confirmation to its own asker, never to the other person's email", async () => {
    const casey = await post('/api/match-requests', {
      ...answers,
      propertyId: homes[0],
      name: 'Casey Morgan',
      phone: '518-555-0401',
      email: 'casey@example.com',
    });
    // Marcus shares Casey's phone: another person, whose confirmation and reference are his own
    const marcus = await post('/api/match-requests', {
      ...answers,
      propertyId: homes[1],
      name: 'Marcus Reed',
      phone: '518-555-0401',
      email: 'marcus@example.com',
    });
    // and someone else on that phone who gave no email: nobody to confirm to, certainly not Casey
    const noEmail = await post('/api/match-requests', {
      ...answers,
      propertyId: homes[2],
      name: 'Robin Desk',
      phone: '518-555-0401',
    });
    for (const response of [casey, marcus, noEmail]) expect(response.statusCode).toBe(201);
    await deliverAll();
    const toCasey = mailbox.smtp.to('casey@example.com');
    expect(toCasey.map((mail) => mail.parsed.subject)).toEqual([
      `We sent your request: ${casey.json().reference}`,
    ]);
    const toMarcus = mailbox.smtp.to('marcus@example.com');
    expect(toMarcus.map((mail) => mail.parsed.subject)).toEqual([
      `We sent your request: ${marcus.json().reference}`,
    ]);
    for (const mail of toCasey) expect(mail.parsed.text).not.toContain(marcus.json().reference);
  });

  it("confirms a linked request to the email it gave, and to the person's own only when it gave none", async () => {
    const [person] = await db()
      .insert(veterans)
      .values({
        name: 'Pat Kept',
        phone: '5185550402',
        email: null,
        zipCode: '12345',
        source: 'housing_intake',
      })
      .returning();
    const [withEmail] = await db()
      .insert(veterans)
      .values({
        name: 'Lee Kept',
        phone: '5185550403',
        email: 'lee@example.com',
        zipCode: '12345',
        source: 'housing_intake',
      })
      .returning();
    // the same name and phone: attached to Pat, who has no email on record; the request's own email is used
    const pat = await post('/api/match-requests', {
      ...answers,
      propertyId: homes[0],
      name: 'Pat Kept',
      phone: '518-555-0402',
      email: 'pat.new@example.com',
    });
    // the same name and phone, no email given: Lee's own address on record
    const lee = await post('/api/match-requests', {
      ...answers,
      propertyId: homes[0],
      name: 'lee kept',
      phone: '5185550403',
    });
    await deliverAll();
    expect(mailbox.smtp.to('pat.new@example.com').map((mail) => mail.parsed.subject)).toEqual([
      `We sent your request: ${pat.json().reference}`,
    ]);
    expect(mailbox.smtp.to('lee@example.com').map((mail) => mail.parsed.subject)).toEqual([
      `We sent your request: ${lee.json().reference}`,
    ]);
    // nothing was written on either record
    const rows = await db()
      .select()
      .from(veterans)
      .where(eq(veterans.id, person?.id ?? ''));
    expect(rows[0]?.email).toBeNull();
    expect(withEmail?.email).toBe('lee@example.com');
  });

  it("sends a waitlist notice to the case worker of the intake that asked, not the one on the person's record", async () => {
    await db().insert(veterans).values({
      name: 'Sky Waiting',
      phone: '5185550404',
      zipCode: '99950',
      caseManagerEmail: 'first.cm@vso.test',
      source: 'bulk_intake',
    });
    const intake = await post('/api/bulk-intake', {
      caseManagerEmail: 'second.cm@vso.test',
      veterans: [{ ...answers, name: 'Sky Waiting', phone: '518-555-0404', zipCode: '99950' }],
    });
    const [result] = intake.json().results;
    expect(result).toMatchObject({ status: 'Waitlisted', canNotify: true });
    expect((await post(`/api/bulk-intake/${result.intakeId}/notify`, {})).statusCode).toBe(201);
    await deliverAll();
    expect(mailbox.smtp.to('second.cm@vso.test').map((mail) => mail.parsed.subject)).toEqual([
      'A veteran from your intake is on the waitlist',
    ]);
    expect(mailbox.smtp.to('first.cm@vso.test')).toHaveLength(0);
  });
});
