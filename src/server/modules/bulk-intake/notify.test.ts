import { outboxMessages } from '@server/db/schema';
import { insertHomes, personOfIntake, veteran } from '@server/test/bulk-intake.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { NO_CASE_WORKER_EMAIL_MESSAGE, waitlistNoticeSentMessage } from '@shared/contracts/bulk-intake';
import { eq } from 'drizzle-orm';

describeApi('POST /api/bulk-intake/:id/notify', (ctx) => {
  const notify = (id: string) => ctx().app.inject({ method: 'POST', url: `/api/bulk-intake/${id}/notify` });
  // each result's intake handle (what 'Notify' names) and the person it registered (whom the notice is about)
  let waitlistedId = '';
  let waitlistedPerson = '';
  let matchedId = '';
  let anonymousId = '';
  let anonymousPerson = '';

  beforeAll(async () => {
    await insertHomes(ctx());
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/bulk-intake',
      payload: {
        caseManagerEmail: 'Worker@Outreach.test',
        veterans: [veteran({ zipCode: '99950' }), veteran()],
      },
    });
    const body = response.json();
    expect(body.results.map((r: { canNotify: boolean }) => r.canNotify)).toEqual([true, true]);
    waitlistedId = body.results[0].intakeId;
    waitlistedPerson = await personOfIntake(ctx(), waitlistedId);
    matchedId = body.results[1].intakeId;
    const anonymous = await ctx().app.inject({
      method: 'POST',
      url: '/api/bulk-intake',
      payload: { veterans: [veteran({ name: 'Lee Anon', zipCode: '99950' })] },
    });
    expect(anonymous.json().results[0]).toMatchObject({
      canNotify: false,
      notifyReaches: { veteran: false, caseWorker: false },
    });
    anonymousId = anonymous.json().results[0].intakeId;
    anonymousPerson = await personOfIntake(ctx(), anonymousId);
  });

  it('says so instead of pretending when nobody can receive the notice', async () => {
    const response = await notify(anonymousId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(NO_CASE_WORKER_EMAIL_MESSAGE);
    const rows = await ctx()
      .handle.db.select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipientId, anonymousPerson));
    expect(rows).toHaveLength(0);
  });

  it('queues one waitlist notice to the case worker, and says the veteran was not told', async () => {
    const response = await notify(waitlistedId);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: waitlistNoticeSentMessage({ veteran: false, caseWorker: true }),
      told: { veteran: false, caseWorker: true },
    });
    const rows = await ctx()
      .handle.db.select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipientId, waitlistedPerson));
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'waitlist_status',
        payload: { followUp: '7-14 days', intakeId: waitlistedId, audience: 'case_worker' },
        sentAt: null,
      }),
    ]);
  });

  it('refuses a second notice with 409, twice, and writes nothing more', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await notify(waitlistedId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'This veteran was already notified of waitlist status.' });
    }
    const rows = await ctx()
      .handle.db.select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipientId, waitlistedPerson));
    expect(rows).toHaveLength(1);
  });

  it('refuses a veteran who has matches with 409', async () => {
    const response = await notify(matchedId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This veteran has matching homes and is not on the waitlist.');
  });

  it('answers 404 for an unknown veteran and 400 for a malformed id', async () => {
    const unknown = await notify('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('We could not find this veteran in a bulk intake.');
    const malformed = await notify('not-an-id');
    expect(malformed.statusCode).toBe(400);
    // a person's record id is not an intake
    expect((await notify(waitlistedPerson)).statusCode).toBe(404);
  });
});
