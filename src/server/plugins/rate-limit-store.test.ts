import { buildApp } from '@server/app';
import { rateLimitCounters } from '@server/db/schema';
import { describeApi } from '@server/test/test-app.fixtures';
import { CONTACT_PATH } from '@shared/contracts/contact';
import { countHit } from './rate-limit-store';
import { formRateLimit } from './security';

const contact = (i: number) => ({
  fullName: 'Alex Rivera',
  email: `alex${i}@example.org`,
  subject: `Question ${i}`,
  message: 'Do you have a place near Albany?',
});

describeApi('rate limits kept in the database', (ctx) => {
  const db = () => ctx().handle.db;
  beforeEach(async () => {
    await db().delete(rateLimitCounters);
  });

  it('counts one client’s form submissions across two app servers on one database', async () => {
    const other = await buildApp({ db: db() });
    try {
      const max = formRateLimit.rateLimit.max;
      const apps = [ctx().app, other];
      const statuses: number[] = [];
      for (let i = 0; i <= max; i++) {
        const app = apps[i % 2] ?? other;
        const response = await app.inject({
          method: 'POST',
          url: CONTACT_PATH,
          payload: contact(i),
          remoteAddress: '198.51.100.23',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, max).every((status) => status === 201)).toBe(true);
      expect(statuses[max]).toBe(429);
      // another client is counted apart
      const elsewhere = await other.inject({
        method: 'POST',
        url: CONTACT_PATH,
        payload: contact(99),
        remoteAddress: '198.51.100.24',
      });
      expect(elsewhere.statusCode).toBe(201);
      expect(await db().select().from(rateLimitCounters)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ key: 'POST /api/contact 198.51.100.23', hits: max + 1 }),
          expect.objectContaining({ key: 'POST /api/contact 198.51.100.24', hits: 1 }),
        ]),
      );
    } finally {
      await other.close();
    }
  });

  it('counts parallel hits exactly, one statement each, and starts again when the window has passed', async () => {
    const hits = await Promise.all(Array.from({ length: 25 }, () => countHit(db(), 'race', 60_000)));
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(hits.every((hit) => hit.ttl > 0 && hit.ttl <= 60_000)).toBe(true);

    await countHit(db(), 'short', 100);
    expect((await countHit(db(), 'short', 100)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await countHit(db(), 'short', 100)).toMatchObject({ current: 1 });
  });
});
