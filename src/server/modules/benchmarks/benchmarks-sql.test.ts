import type { Database } from '@server/db/client';
import { veterans } from '@server/db/schema';
import { appendPersonEvents } from '@server/modules/veterans';
import { describeApi } from '@server/test/test-app.fixtures';
import { personSpells } from '@shared/domain/benchmarks/active-spells';
import { AT, fixturePeople } from '@shared/domain/benchmarks/benchmarks.fixtures';
import { BENCHMARK_FIGURES, computeBenchmarks } from '@shared/domain/benchmarks/figures';
import { monthlyReport } from '@shared/domain/benchmarks/monthly-report';
import { aTimelineEvent, RANDOM_START } from '@shared/domain/benchmarks/random-timelines.fixtures';
import { benchmarkTrend } from '@shared/domain/benchmarks/trend';
import type { PersonEventFacts } from '@shared/domain/person-timeline';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { figurePeople } from './figures-repo';
import { benchmarksFor, monthlyReportFor } from './service';

const DAY_MS = 86_400_000;
const NETWORK = { kind: 'network' } as const;

/**
 * Each timeline recorded through the one write path, in two appends (the periods are kept as events arrive);
 * answers the people's ids in the database, in the order given.
 */
async function record(db: Database, timelines: readonly PersonEventFacts[][]): Promise<string[]> {
  if (timelines.length === 0) return [];
  const people = await db
    .insert(veterans)
    .values(
      timelines.map((_, n) => ({ name: `Person ${n}`, zipCode: '12207', source: 'housing_intake' as const })),
    )
    .returning({ id: veterans.id });
  const ids = people.map((person) => person.id);
  const event = (veteranId: string, facts: PersonEventFacts) =>
    ({
      ...facts,
      veteranId,
      recordedBy: { kind: 'system', id: null },
      lateReason: 'recorded for the test',
    }) as const;
  const half = (events: readonly PersonEventFacts[], first: boolean) =>
    events.filter((_, index) => index % 2 === (first ? 0 : 1));
  for (const first of [true, false])
    await appendPersonEvents(
      db,
      timelines.flatMap((events, n) => half(events, first).map((facts) => event(ids[n] as string, facts))),
    );
  return ids;
}

const MONTHS = ['2025-01', '2025-04', '2025-09', '2026-01', '2026-03', '2026-06', '2026-07'];

describeApi('the benchmarks in SQL give the shared calculators’ answers', (ctx) => {
  const db = () => ctx().handle.db;

  it('the 215-person fixture worked out by hand (figures.test.ts), its trend and its months', async () => {
    const people = fixturePeople();
    const ids = await record(
      db(),
      people.map((person) => person.events),
    );
    const panel = await benchmarksFor(db(), NETWORK, new Date(AT));
    expect({ a: panel.a, b: panel.b, c: panel.c, d: panel.d, functionalZero: panel.functionalZero }).toEqual({
      a: { a1: 63, a2: 10, a3: 8, a4: 6, net: 39, met: false },
      b: { averageDays: 84, medianDays: 60, met: true },
      c: { moveIns: 50, newlyIdentified: 55, met: false },
      d: { transitionalEntries: 15, newlyIdentified: 55, met: true },
      functionalZero: { activelyHomeless: 130, monthlyCapacity: 10.8, met: false },
    });
    expect(panel.peopleCounted).toBe(215);
    const paths = people.map((person, n) => personSpells(ids[n] as string, person.events));
    expect(panel.trend).toEqual(benchmarkTrend(paths, AT));
    const oracle = computeBenchmarks(paths, AT).people;
    for (const figure of BENCHMARK_FIGURES)
      expect((await figurePeople(db(), NETWORK, figure, AT)).sort(), figure).toEqual(
        [...new Set(oracle[figure])].sort(),
      );
    for (const month of ['2025-12', '2026-01', '2026-02', '2026-04', '2026-06']) {
      const {
        month: _month,
        community: _community,
        ...report
      } = await monthlyReportFor(db(), NETWORK, month);
      expect(report, month).toEqual(monthlyReport(paths, month));
    }
    await db().execute(sql`delete from veterans`);
  });

  it('any timelines: every figure, the trend and the month, at any moment', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(aTimelineEvent, { maxLength: 10 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 600 }),
        fc.nat(),
        async (timelines, day, pick) => {
          await db().execute(sql`delete from veterans`);
          // 20 housed on Mar 2, 2025: within 6 months of Sep 1 but not of Aug 31 (see below)
          const housedMarch2 = (): PersonEventFacts[] => [
            {
              type: 'identified',
              occurredAt: '2025-02-01T00:00:00.000Z',
              details: { livingSituation: 116, homelessSince: null },
            },
            {
              type: 'moved_in',
              occurredAt: '2025-03-02T12:00:00.000Z',
              details: { propertyId: null, placementId: null, rentCents: null, subsidy: null },
            },
          ];
          timelines.push(...Array.from({ length: 20 }, housedMarch2));
          const ids = await record(db(), timelines);
          const paths = timelines.map((events, n) => personSpells(ids[n] as string, events));
          // a moment in the span, the very moment of one of the events (a boundary), or the first hours of a
          // month (where 6 months back from it comes before 6 months back from the last month's end)
          const moments = timelines.flat().map((event) => Date.parse(event.occurredAt));
          const at =
            pick % 3 === 0 && moments.length > 0
              ? (moments[pick % moments.length] as number)
              : pick % 3 === 1
                ? Date.UTC(2025, 2 + (day % 17), 1) + (day % 50) * 3_600_000
                : RANDOM_START + day * DAY_MS + 7 * 3_600_000;
          const panel = await benchmarksFor(db(), NETWORK, new Date(at));
          const { figures } = computeBenchmarks(paths, at);
          expect({
            a: panel.a,
            b: panel.b,
            c: panel.c,
            d: panel.d,
            functionalZero: panel.functionalZero,
          }).toEqual(figures);
          expect(panel.trend).toEqual(benchmarkTrend(paths, at));
          // Sep 1: 6 months back is Mar 1, before Mar 3 (6 months back from Aug 31, the trend's previous point)
          const september = Date.UTC(2025, 8, 1, 5);
          expect((await benchmarksFor(db(), NETWORK, new Date(september))).trend).toEqual(
            benchmarkTrend(paths, september),
          );
          expect(panel.peopleCounted).toBe(timelines.filter((events) => events.length > 0).length);
          for (const month of MONTHS) {
            const { month: _m, community: _c, ...report } = await monthlyReportFor(db(), NETWORK, month);
            expect(report, month).toEqual(monthlyReport(paths, month));
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
