import { personEvents } from '@server/db/schema';
import { appendPersonEvent } from '@server/modules/veterans';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq } from 'drizzle-orm';
import { type BenchmarksWorld, buildBenchmarksWorld } from './benchmarks.fixtures';
import { benchmarkSchedules, MARK_INACTIVE_QUEUE, markInactivePeople } from './index';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeApi('benchmarks: the daily inactivity check', (ctx) => {
  let world: BenchmarksWorld;
  beforeAll(async () => {
    world = await buildBenchmarksWorld(ctx());
  });
  const inactiveOf = async (veteranId: string) =>
    ctx()
      .handle.db.select()
      .from(personEvents)
      .where(and(eq(personEvents.veteranId, veteranId), eq(personEvents.type, 'inactive')));
  const nyActive = async () => {
    const response = await ctx().app.inject({
      method: 'GET',
      url: '/api/admin/benchmarks?coc=NY-505',
      headers: { cookie: world.adminCookie },
    });
    return response.json().functionalZero.activelyHomeless;
  };

  it('marks the silent active people of each CoC by its threshold, once; a later contact returns them', async () => {
    const t0 = Date.now();
    expect(await nyActive()).toBe(2);
    // p3: last seen 200 days ago (NY-505: 90 days); nobody else is silent yet; p2 moved in and is not active
    expect(await markInactivePeople(ctx().handle.db, new Date(t0 - HOUR))).toEqual({ marked: 1 });
    const [marked] = await inactiveOf(world.ids.p3);
    expect(marked).toMatchObject({ recordedByKind: 'system', recordedById: null });
    expect(await nyActive()).toBe(1);
    expect(await markInactivePeople(ctx().handle.db, new Date(t0 - HOUR))).toEqual({ marked: 0 });

    await appendPersonEvent(ctx().handle.db, {
      veteranId: world.ids.p3,
      type: 'contacted',
      occurredAt: new Date(t0).toISOString(),
      recordedBy: { kind: 'partner', id: world.partner.organizationId },
      organizationId: world.partner.organizationId,
      details: { livingSituation: 116 },
    });
    expect(await nyActive()).toBe(2);

    // 41 days on: CA-600's threshold is 60 days (q1 last seen 20 days ago, q2 25); NY-505's people are within 90
    const later = new Date(t0 + 41 * DAY);
    expect(await markInactivePeople(ctx().handle.db, later)).toEqual({ marked: 2 });
    expect(await inactiveOf(world.ids.q1)).toHaveLength(1);
    expect(await inactiveOf(world.ids.q2)).toHaveLength(1);
    expect(await inactiveOf(world.ids.p1)).toHaveLength(0);
    expect(await markInactivePeople(ctx().handle.db, later)).toEqual({ marked: 0 });
  });

  it('is a daily schedule of the job runner', () => {
    expect(benchmarkSchedules(ctx().handle.db).map(({ queue, cron }) => ({ queue, cron }))).toEqual([
      { queue: MARK_INACTIVE_QUEUE, cron: '0 7 * * *' },
    ]);
  });
});
