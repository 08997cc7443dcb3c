import { landlords, matches, veterans } from '@server/db/schema';
import { personStatusIn } from '@server/test/person-events.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { LANDLORD_TIERS } from '@shared/domain/match-engine';
import { eq, sql } from 'drizzle-orm';
import { seedHistory } from './history';
import { seedHousingDemo } from './housing-demo';
import { createRandom } from './random';

const NOW = new Date('2025-06-15T12:00:00Z');

describeApi('housing demo data', (ctx) => {
  it('seeds landlords of every tier, a queue and real engine matches in every status', async () => {
    const { db } = ctx().handle;
    const seeded = await seedHousingDemo(db, createRandom(7), NOW);
    expect(seeded.homes).toBeGreaterThan(10);
    expect(seeded.veterans).toBe(24);
    expect(seeded.matches).toBeGreaterThan(5);

    const tiers = await db.selectDistinct({ tier: landlords.tier }).from(landlords);
    expect(tiers.map((row) => row.tier).sort()).toEqual([...LANDLORD_TIERS].sort());

    const byStatus = await db
      .select({ status: matches.status, n: sql<number>`count(*)::int` })
      .from(matches)
      .groupBy(matches.status);
    expect(Object.fromEntries(byStatus.map((row) => [row.status, row.n]))).toMatchObject({
      contacted: 1,
      approved: 1,
      placed: 2,
      declined: 1,
      pending: expect.any(Number),
    });
    // the demo's history records their move-ins: a placed veteran's status says housed
    await seedHistory(db, createRandom(8), NOW);
    const placed = await db
      .select({ veteranId: matches.veteranId })
      .from(matches)
      .where(eq(matches.status, 'placed'));
    const statuses = await Promise.all(placed.map((row) => personStatusIn(db, row.veteranId)));
    expect(statuses).toEqual(['moved_in', 'moved_in']);
    const times = await db
      .select({
        matchedAt: matches.createdAt,
        intakeAt: veterans.createdAt,
        notifiedAt: matches.veteranNotifiedAt,
      })
      .from(matches)
      .innerJoin(veterans, eq(veterans.id, matches.veteranId));
    for (const row of times) {
      expect(row.matchedAt.getTime()).toBeGreaterThan(row.intakeAt.getTime());
      expect(row.matchedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(row.notifiedAt?.getTime()).toBe(row.matchedAt.getTime());
    }
    const queue = await db.select().from(veterans).where(eq(veterans.source, 'housing_intake'));
    expect(new Set(queue.map((v) => v.urgency)).size).toBeGreaterThan(2);
    expect(queue.every((v) => v.caseManagerEmail)).toBe(true);
  });
});
