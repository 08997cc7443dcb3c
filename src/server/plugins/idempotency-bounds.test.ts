import { randomUUID } from 'node:crypto';
import { contactMessages, idempotencyKeys } from '@server/db/schema';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

/** What anyone can make the table hold (issue 31): nothing for a read, and no key space shared by strangers. */
describeApi('Idempotency-Key storage stays bounded', (ctx) => {
  const db = () => ctx().handle.db;
  const keysStored = async () =>
    (await db().select({ key: idempotencyKeys.key }).from(idempotencyKeys)).length;

  it.each([
    [
      '/api/find-matches',
      {
        zipCode: '12345',
        dischargeStatus: 'honorable',
        benefits: { vash: true, giBill: false, disability: false, employment: false },
      },
    ],
    ['/api/property-score', { zipCode: '12345', bedrooms: 3, ownershipType: 'private' }],
    ['/api/income-calculator', { rent: 1800, vacancyMonths: 2 }],
    ['/api/benefits-guide', { status: 'veteran', currentBenefits: 'some' }],
  ])('keeps no answer for %s, a read: each new key is answered afresh', async (url, payload) => {
    const before = await keysStored();
    for (let i = 0; i < 3; i++) {
      const res = await ctx().app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await keysStored()).toBe(before);
  });

  it('keeps anonymous keys per client address: another visitor with the same key is another request', async () => {
    const key = randomUUID();
    const contact = (remoteAddress: string, email: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress,
        headers: { 'idempotency-key': key },
        payload: { fullName: 'Dana Brooks', email, subject: 'Housing help', message: 'A room near Albany.' },
      });
    const first = await contact('198.51.100.7', `first-${key}@example.org`);
    expect(first.statusCode).toBe(201);
    // the same key and another body from another address: its own record, not "already used" (422)
    const other = await contact('198.51.100.8', `other-${key}@example.org`);
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    // a guessed key with the same body from elsewhere gets no replay of someone else's answer
    const guess = await contact('198.51.100.9', `first-${key}@example.org`);
    expect(guess.headers['idempotent-replayed']).toBeUndefined();
    const owners = await db()
      .select({ owner: idempotencyKeys.owner })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(owners.map((o) => o.owner).sort()).toEqual([
      'anonymous:198.51.100.7',
      'anonymous:198.51.100.8',
      'anonymous:198.51.100.9',
    ]);
    // the first caller's retry still replays its own answer
    const retry = await contact('198.51.100.7', `first-${key}@example.org`);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const saved = await db()
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.email, `first-${key}@example.org`));
    expect(saved).toHaveLength(2);
  });
});
