import { auditEvents, inboxItems } from '@server/db/schema';
import { closeInboxItemsFor } from '@server/modules/inbox';
import { insertHomes, veteran } from '@server/test/bulk-intake.fixtures';
import { type SignedInPartner, signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { housingRequestPath } from '@shared/contracts/bulk-intake';
import { and, eq } from 'drizzle-orm';

describeApi('POST /api/bulk-intake/batches/:batchId/housing-request', (ctx) => {
  let partner: SignedInPartner;
  let other: SignedInPartner;
  let batchId = '';
  let matchedBatchId = '';
  const ask = (id: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url: housingRequestPath(id), headers });
  const intake = async (people: object[], headers: Record<string, string>) => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/bulk-intake',
      payload: { veterans: people },
      headers,
    });
    return response.json() as { batchId: string; results: { veteranId: string }[] };
  };
  const itemsFor = (subjectId: string) =>
    ctx()
      .handle.db.select()
      .from(inboxItems)
      .where(and(eq(inboxItems.type, 'housing_request'), eq(inboxItems.subjectId, subjectId)));

  beforeAll(async () => {
    await insertHomes(ctx());
    partner = await signedInPartner(ctx());
    other = await signedInPartner(ctx());
    const batch = await intake(
      [
        veteran({ name: 'Far One', zipCode: '99950' }),
        veteran({ name: 'Far Two', zipCode: '99901' }),
        veteran({ name: 'Near Housed' }),
      ],
      partner.headers,
    );
    batchId = batch.batchId;
    matchedBatchId = (await intake([veteran({ name: 'Near Only' })], partner.headers)).batchId;
  });

  it('needs a partner session: 401 before the id is even read', async () => {
    expect((await ask(batchId)).statusCode).toBe(401);
    expect((await ask('not-an-id')).statusCode).toBe(401);
    expect(await itemsFor(batchId)).toHaveLength(0);
  });

  it("answers 404 for another organisation's batch or an unknown one, 400 for a malformed id", async () => {
    const theirs = await ask(batchId, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'We could not find this intake in your caseload.' });
    expect((await ask('00000000-0000-4000-8000-000000000000', partner.headers)).statusCode).toBe(404);
    expect((await ask('not-an-id', partner.headers)).statusCode).toBe(400);
    expect(await itemsFor(batchId)).toHaveLength(0);
  });

  it('opens one inbox item for the waitlisted veterans, audited, and tells the case worker', async () => {
    const response = await ask(batchId, partner.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Sent to our housing team: they will look for homes for 2 veterans.',
      veteranCount: 2,
    });
    const [item, ...more] = await itemsFor(batchId);
    expect(more).toHaveLength(0);
    const { organizationName } = await orgName(partner.organizationId);
    expect(item).toMatchObject({
      status: 'open',
      summary: `${organizationName} asks for homes for 2 waitlisted veteran(s) in 99901, 99950`,
    });
    const audit = await ctx()
      .handle.db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'housing_request.sent'), eq(auditEvents.targetId, batchId)));
    expect(audit).toEqual([
      expect.objectContaining({
        actorType: 'partner',
        actorId: partner.organizationId,
        targetType: 'intake_batch',
        details: expect.objectContaining({ inboxItemId: item?.id }),
      }),
    ]);
  });

  it('answers 409 while the request is open, and opens a new one after an admin closed it', async () => {
    const again = await ask(batchId, partner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You already sent this intake to our housing team. They are looking for homes and will contact you.',
    );
    expect(await itemsFor(batchId)).toHaveLength(1);

    await closeInboxItemsFor(ctx().handle.db, 'housing_request', batchId, { body: 'Two homes found' });
    const afterClose = await ask(batchId, partner.headers);
    expect(afterClose.statusCode).toBe(201);
    const items = await itemsFor(batchId);
    expect(items.map((row) => row.status).sort()).toEqual(['done', 'open']);
  });

  it('answers 409 when every veteran of the batch has a home', async () => {
    const response = await ask(matchedBatchId, partner.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Every veteran in this intake already has a matching home, so there is nothing to send.',
    );
    expect(await itemsFor(matchedBatchId)).toHaveLength(0);
  });

  async function orgName(id: string) {
    const response = await ctx().app.inject({
      method: 'GET',
      url: '/api/partner/profile',
      headers: id === partner.organizationId ? partner.headers : other.headers,
    });
    return { organizationName: response.json().name as string };
  }
});
