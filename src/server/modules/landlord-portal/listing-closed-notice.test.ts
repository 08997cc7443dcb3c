import { outboxMessages } from '@server/db/schema';
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
  });

  it('tells the case manager and the veteran when a home they were told of is filled', async () => {
    const id = await insertTestHome(db(), '12345', { landlordId: actors.landlordId, address: '9 Elm St' });
    const veteranId = await insertQueueVeteran(db(), '12345', {
      email: 'riley@example.com',
      caseManagerEmail: 'worker@example.org',
      phone: '5185550155',
    });
    await insertAnnouncedProposal(db(), veteranId, id);
    expect(
      (await asLandlord('POST', `/api/landlord/listings/${id}/status`, { status: 'filled' })).statusCode,
    ).toBe(200);
    const [notice] = await db()
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'housing_match.withdrawn'));
    await mailbox.runner.enqueueQueued();
    const [delivered] = await waitForDelivery(db(), [notice?.id ?? '']);
    expect(delivered?.status).toBe('sent');
    for (const to of ['worker@example.org', 'riley@example.com']) {
      const mail = mailbox.smtp
        .to(to)
        .find((m) => m.parsed.subject === 'A home we proposed is no longer available');
      expect(mail?.parsed.text).toContain('stays in the housing queue');
      // the reason recorded on the match, not a guess at it
      expect(mail?.parsed.text).toContain('(the landlord marked this home as filled)');
    }
  });
});
