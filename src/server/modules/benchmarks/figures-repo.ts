import type { Database } from '@server/db/client';
import { rows } from '@server/db/rows';
import { BENCHMARK_TARGETS, type BenchmarkFigure, monthsBefore } from '@shared/domain/benchmarks/figures';
import { type SQL, sql } from 'drizzle-orm';
import type { Scope } from './repo';
import { DAY_MS, holds, inScope, instants, iso, PLACED, SPENT_MS, within, withScope } from './scope-sql';

/*
 * The panel's figures as sums in SQL over `person_benchmark_periods` (decision 0038, addendum): each person's
 * active spells, A1 periods and service-intensive entries, kept by the timeline's write path. What is averaged
 * (days to a home) comes back as a list and is averaged by the shared calculators, so the answers are theirs.
 */

export interface FiguresAtRow {
  at: number;
  activelyHomeless: number;
  a2: number;
  a3: number;
  a4: number;
  net: number;
  newlyIdentified: number;
  transitionalEntries: number;
  placementsInCapacityWindow: number;
  /** Days from each placement's spell start to its placement, placements in the 90 days. */
  daysToHome: number[];
}

/**
 * How many of the moments come before `column` (`width_bucket` counts the bounds <= a value, and every time kept
 * has whole milliseconds, so the bounds are the moments + 1 ms); null (no end) stays null: never. With the
 * moments sorted, `column` <= the moment of rank r exactly when this is <= r (see `rankOf`).
 */
const momentsBefore = (column: SQL, moments: readonly number[]) =>
  sql`width_bucket(${column}, ${instants([...moments].sort((x, y) => x - y).map((at) => at + 1))}::timestamptz[])`;

/** Each moment's rank among them sorted (a 6-month capacity start can come after the next one's: Aug 31, Sep 1). */
const rankOf = (moments: readonly number[]) => {
  const sorted = [...moments].sort((x, y) => x - y);
  return moments.map((at) => sorted.indexOf(at));
};

interface PeriodGroup {
  kind: 'active' | 'a1';
  label: string | null;
  /** From which moment the period has begun (starts_at <= moment) and ended (ends_at <= moment). */
  begun: number;
  ended: number | null;
  /** From which moment a newly identified spell's start is older than the 90 days. */
  startLeftWindow: number | null;
  /** From which moment a placement is older than the 6 months of capacity. */
  endLeftCapacity: number | null;
  n: number;
}

/**
 * The counts behind the four benchmarks and functional zero at each moment (sorted, oldest first): three
 * statements at once, whatever the number of people. Each period is grouped by the first moment at which it has begun
 * and has ended; a count at a moment is then a difference of prefix sums (held = begun - ended, in a window =
 * begun by the moment - begun by the window's start).
 */
export async function figuresAt(db: Database, scope: Scope, moments: readonly number[]) {
  const t = BENCHMARK_TARGETS;
  const windows = moments.map((at) => at - t.windowDays * DAY_MS);
  const capacities = moments.map((at) => monthsBefore(at, t.capacityMonths));
  const [groups, placements, entries] = await Promise.all([
    rows<PeriodGroup>(
      db,
      sql`${withScope(scope)}
          select p.kind, coalesce(p.bucket, p.inflow) as label,
                 ${momentsBefore(sql`p.starts_at`, moments)} as begun,
                 ${momentsBefore(sql`p.ends_at`, moments)} as ended,
                 case when p.inflow = 'newly_identified'
                      then ${momentsBefore(sql`p.starts_at`, windows)} end as "startLeftWindow",
                 case when ${PLACED} then ${momentsBefore(sql`p.ends_at`, capacities)} end as "endLeftCapacity",
                 count(*)::int as n
            from person_benchmark_periods p
           where p.kind in ('active', 'a1') and ${inScope(scope, sql`p.veteran_id`)}
           group by 1, 2, 3, 4, 5, 6`,
    ),
    // the days to a home of the placements in any of the 90-day windows, by when they enter and leave them
    rows<{ ended: number; endLeftWindow: number; spent: number[] }>(
      db,
      sql`${withScope(scope)}
          select ${momentsBefore(sql`p.ends_at`, moments)} as ended,
                 ${momentsBefore(sql`p.ends_at`, windows)} as "endLeftWindow",
                 array_agg(${SPENT_MS}) as spent
            from person_benchmark_periods p
           where ${PLACED} and p.ends_at > ${iso(Math.min(...windows))}::timestamptz
             and p.ends_at <= ${iso(Math.max(...moments))}::timestamptz and ${inScope(scope, sql`p.veteran_id`)}
           group by 1, 2`,
    ),
    rows<{ k: number; people: number }>(
      db,
      sql`${withScope(scope)}
          select i.k::int, (select count(distinct p.veteran_id)::int from person_benchmark_periods p
                             where p.kind = 'service_intensive_entry' and p.starts_at > i.window_start
                               and p.starts_at <= i.at and ${inScope(scope, sql`p.veteran_id`)}) as people
            from unnest(${instants(moments)}::timestamptz[], ${instants(windows)}::timestamptz[])
                 with ordinality as i(at, window_start, k)`,
    ),
  ]);
  const counted = (k: number, test: (group: PeriodGroup) => boolean) => {
    let total = 0;
    for (const group of groups) {
      if (!test(group)) continue;
      if (group.begun <= k) total += group.n;
      if (group.ended !== null && group.ended <= k) total -= group.n;
    }
    return total;
  };
  const windowRank = rankOf(windows);
  const capacityRank = rankOf(capacities);
  const reached = (count: number | null, rank: number | undefined) => count !== null && count <= (rank ?? -1);
  return moments.map((at, k): FiguresAtRow => {
    const held = (kind: PeriodGroup['kind'], label?: string) =>
      counted(k, (group) => group.kind === kind && (label === undefined || group.label === label));
    let newlyIdentified = 0;
    let placementsInCapacityWindow = 0;
    const daysToHome: number[] = [];
    for (const group of groups) {
      if (group.kind !== 'active') continue;
      if (
        group.label === 'newly_identified' &&
        group.begun <= k &&
        !reached(group.startLeftWindow, windowRank[k])
      )
        newlyIdentified += group.n;
      if (group.endLeftCapacity === null || !reached(group.ended, k)) continue;
      if (!reached(group.endLeftCapacity, capacityRank[k])) placementsInCapacityWindow += group.n;
    }
    for (const group of placements)
      if (reached(group.ended, k) && !reached(group.endLeftWindow, windowRank[k]))
        for (const ms of group.spent) daysToHome.push(Number(ms) / DAY_MS);
    return {
      at,
      activelyHomeless: held('active'),
      a2: held('a1', 'a2'),
      a3: held('a1', 'a3'),
      a4: held('a1', 'a4'),
      net: held('a1', 'net'),
      newlyIdentified,
      transitionalEntries: entries.find((row) => row.k === k + 1)?.people ?? 0,
      placementsInCapacityWindow,
      daysToHome,
    };
  });
}

/** Who is behind one figure at `at` (ids, a person once however many of their spells count). */
export async function figurePeople(db: Database, scope: Scope, figure: BenchmarkFigure, at: number) {
  const now = sql`${iso(at)}::timestamptz`;
  const windowStart = sql`${iso(at - BENCHMARK_TARGETS.windowDays * DAY_MS)}::timestamptz`;
  const conditions: Record<BenchmarkFigure, SQL> = {
    activelyHomeless: sql`p.kind = 'active' and ${holds(now)}`,
    a1: sql`p.kind = 'a1' and ${holds(now)}`,
    a2: sql`p.kind = 'a1' and p.bucket = 'a2' and ${holds(now)}`,
    a3: sql`p.kind = 'a1' and p.bucket = 'a3' and ${holds(now)}`,
    a4: sql`p.kind = 'a1' and p.bucket = 'a4' and ${holds(now)}`,
    net: sql`p.kind = 'a1' and p.bucket = 'net' and ${holds(now)}`,
    newlyIdentified: sql`p.kind = 'active' and p.inflow = 'newly_identified'
                         and ${within(sql`p.starts_at`, windowStart, now)}`,
    moveIns: sql`${PLACED} and ${within(sql`p.ends_at`, windowStart, now)}`,
    transitionalEntries: sql`p.kind = 'service_intensive_entry' and ${within(sql`p.starts_at`, windowStart, now)}`,
  };
  const found = await rows<{ id: string }>(
    db,
    sql`${withScope(scope)}
        select distinct p.veteran_id as id from person_benchmark_periods p
         where ${conditions[figure]} and ${inScope(scope, sql`p.veteran_id`)}`,
  );
  return found.map((row) => row.id);
}
