import { matches, outboxMessages, veterans } from '@server/db/schema';
import { insertTestHome } from '@server/test/homes.fixtures';
import {
  housingActors,
  insertAnnouncedProposal,
  insertQueueVeteran,
} from '@server/test/housing-world.fixtures';
import { TEST_PUBLIC_URL, useTestMailbox, waitForDelivery } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const noBenefits = { vash: false, giBill: false, disability: false, employment: false };
const answers = { zipCode: '12345', dischargeStatus: 'honorable', benefits: { ...noBenefits, vash: true } };

describeApi('the notice to a veteran whose requested home was paused', (ctx) => {
  const { actors, send, asLandlord } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const mailbox = useTestMailbox(ctx);

  it('reaches the veteran with the reference and a way to choose another home, without their details', async () => {
    const id = await insertTestHome(db(), '12345', {
      landlordId: actors.landlordId,
      acceptsVouchers: true,
      address: '7 Maple Ave',
    });
    const asked = await send(
      'POST',
      '/api/match-requests',
      {},
      {
        propertyId: id,
        ...answers,
        name: 'Casey Morgan',
        phone: '518-555-0177',
        email: 'casey@example.com',
      },
    );
    const { reference } = asked.json();
    // the veteran has a case worker on record: they hear it too, on the caseload entry
    const [request] = await db().select().from(matches).where(eq(matches.reference, reference));
    const veteranId = request?.veteranId ?? '';
    await db().update(veterans).set({ caseManagerEmail: 'desk@vso.test' }).where(eq(veterans.id, veteranId));
    expect(
      (await asLandlord('POST', `/api/landlord/listings/${id}/status`, { status: 'paused' })).statusCode,
    ).toBe(200);
    const [notice] = await db()
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'match_request.closed'));
    await mailbox.runner.enqueueQueued();
    const [delivered] = await waitForDelivery(db(), [notice?.id ?? '']);
    expect(delivered?.status).toBe('sent');

    const mail = mailbox.smtp
      .to('casey@example.com')
      .find((m) => m.parsed.subject?.includes('not going ahead'));
    expect(mail?.parsed.subject).toBe(`Your request is not going ahead: ${reference}`);
    expect(mail?.parsed.text).toContain('7 Maple Ave');
    // the reason the landlord's move gave, in the veteran's words
    expect(mail?.parsed.text).toContain(
      'is closed: the landlord is no longer taking requests for this home.',
    );
    expect(mail?.parsed.text).toContain(`${TEST_PUBLIC_URL}/my?token=`);
    for (const personal of ['Casey', 'Morgan', '555-0177']) expect(mail?.parsed.text).not.toContain(personal);

    await mailbox.deliverAll();
    const toWorker = mailbox.smtp.to('desk@vso.test');
    expect(toWorker.map((m) => m.parsed.subject)).toEqual(['A home closed: a veteran you support']);
    expect(toWorker[0]?.parsed.text).toContain(`${TEST_PUBLIC_URL}/partner/caseload/${veteranId}`);
    for (const personal of ['Casey', 'Morgan', '555-0177']) {
      expect(toWorker[0]?.parsed.text).not.toContain(personal);
    }
  });

  it('tells each one a proposal concerns that the home is filled, each on their own page', async () => {
    const id = await insertTestHome(db(), '12345', { landlordId: actors.landlordId, address: '9 Elm St' });
    // a veteran with a case worker: the case worker hears it, on the veteran's caseload entry
    const supported = await insertQueueVeteran(db(), '12345', {
      email: 'riley@example.com',
      caseManagerEmail: 'worker@example.org',
      phone: '5185550155',
    });
    // a veteran on their own: they hear it, on their own page
    const alone = await insertQueueVeteran(db(), '12345', {
      name: 'Jo Alone',
      email: 'jo@example.com',
      caseManagerEmail: null,
      phone: '5185550156',
    });
    await insertAnnouncedProposal(db(), supported, id);
    await insertAnnouncedProposal(db(), alone, id);
    expect(
      (await asLandlord('POST', `/api/landlord/listings/${id}/status`, { status: 'filled' })).statusCode,
    ).toBe(200);
    const notices = await db()
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'housing_match.withdrawn'));
    await mailbox.runner.enqueueQueued();
    const delivered = await waitForDelivery(
      db(),
      notices.map((notice) => notice.id),
    );
    expect(delivered.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    const mailOf = (to: string) =>
      mailbox.smtp.to(to).find((m) => m.parsed.subject === 'A home we proposed is no longer available');
    const worker = mailOf('worker@example.org');
    expect(worker?.parsed.text).toContain('stays in the housing queue');
    // the reason recorded on the match, not a guess at it
    expect(worker?.parsed.text).toContain('(the landlord marked this home as filled)');
    expect(worker?.parsed.text).toContain(`${TEST_PUBLIC_URL}/partner/caseload/${supported}`);
    // and the veteran, on their own page (each concerned, as a match's steps are told)
    expect(mailOf('riley@example.com')?.parsed.text).toContain(`${TEST_PUBLIC_URL}/my?token=`);
    const own = mailOf('jo@example.com');
    expect(own?.parsed.text).toContain('You stay in the housing queue');
    expect(own?.parsed.text).toContain(`${TEST_PUBLIC_URL}/my?token=`);
    expect(own?.parsed.text).not.toContain('/housing-dashboard');
  });
});
