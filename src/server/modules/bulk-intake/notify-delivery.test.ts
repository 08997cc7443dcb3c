import { insertHomes, veteran } from '@server/test/bulk-intake.fixtures';
import { TEST_PUBLIC_URL, useTestMailbox } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { waitlistNoticeSentMessage } from '@shared/contracts/bulk-intake';

/**
 * Issue 34, point 6: bulk intake takes a phone or email per veteran; 'Notify' is offered only for a veteran
 * someone can be emailed about, and says exactly who was told. Each mail reaches a real SMTP server once.
 */
describeApi('bulk intake waitlist notices reach whom they say', (ctx) => {
  const mailbox = useTestMailbox(ctx);
  const _db = () => ctx().handle.db;
  const post = (url: string, payload?: object) => ctx().app.inject({ method: 'POST', url, payload });
  const { deliverAll } = mailbox;

  beforeAll(async () => {
    await insertHomes(ctx());
  });

  it('emails the veteran and the case worker, each once and in their own words', async () => {
    const intake = await post('/api/bulk-intake', {
      caseManagerEmail: 'worker@outreach.test',
      veterans: [
        veteran({ name: 'Robin Vale', zipCode: '99950', email: 'Robin.Vale@Example.com' }),
        veteran({ name: 'Phone Only', zipCode: '99950', phone: '518-555-0199' }),
      ],
    });
    expect(intake.statusCode).toBe(201);
    const [robin, phoneOnly] = intake.json().results;
    expect(robin).toMatchObject({ canNotify: true, notifyReaches: { veteran: true, caseWorker: true } });
    expect(phoneOnly).toMatchObject({ canNotify: true, notifyReaches: { veteran: false, caseWorker: true } });

    const sent = await post(`/api/bulk-intake/${robin.intakeId}/notify`);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      message: waitlistNoticeSentMessage({ veteran: true, caseWorker: true }),
      told: { veteran: true, caseWorker: true },
    });
    await deliverAll();
    const toVeteran = mailbox.smtp.to('robin.vale@example.com');
    expect(toVeteran).toHaveLength(1);
    expect(toVeteran[0]?.parsed.subject).toBe('You are on our housing waitlist');
    expect(toVeteran[0]?.parsed.text).toContain('within 7-14 days');
    expect(toVeteran[0]?.parsed.text).toContain(`${TEST_PUBLIC_URL}/my?token=`);
    // our own words only: the name typed into the form is not repeated to the address typed beside it
    expect(toVeteran[0]?.parsed.text).not.toContain('Robin');
    const toWorker = mailbox.smtp.to('worker@outreach.test');
    expect(toWorker).toHaveLength(1);
    expect(toWorker[0]?.parsed.subject).toBe('A veteran from your intake is on the waitlist');
    expect(toWorker[0]?.rcptTo).toEqual(['worker@outreach.test']);
  });

  it('offers Notify for a veteran with an email even without a case worker, and tells only them', async () => {
    const intake = await post('/api/bulk-intake', {
      veterans: [veteran({ name: 'Sky Alone', zipCode: '99950', email: 'sky@example.com' })],
    });
    const [sky] = intake.json().results;
    expect(sky).toMatchObject({ canNotify: true, notifyReaches: { veteran: true, caseWorker: false } });
    const sent = await post(`/api/bulk-intake/${sky.intakeId}/notify`);
    expect(sent.json()).toEqual({
      message: waitlistNoticeSentMessage({ veteran: true, caseWorker: false }),
      told: { veteran: true, caseWorker: false },
    });
    await deliverAll();
    expect(mailbox.smtp.to('sky@example.com')).toHaveLength(1);
  });

  it('never tells an anonymous intake that someone on record has an email: a repeat by phone reaches no one', async () => {
    // a partner's own veteran, with an email on record
    await post('/api/bulk-intake', {
      veterans: [
        veteran({
          name: 'Jordan Keep',
          zipCode: '99950',
          phone: '518-555-0123',
          email: 'jordan@example.com',
        }),
      ],
    });
    // someone who knows the name and phone runs an anonymous intake without any email
    const probe = await post('/api/bulk-intake', {
      veterans: [veteran({ name: 'Jordan Keep', zipCode: '99950', phone: '518-555-0123' })],
    });
    const [result] = probe.json().results;
    expect(result).toMatchObject({ canNotify: false, notifyReaches: { veteran: false, caseWorker: false } });
    expect((await post(`/api/bulk-intake/${result.intakeId}/notify`)).statusCode).toBe(409);
  });
});
