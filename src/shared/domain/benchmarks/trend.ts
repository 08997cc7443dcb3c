import type { PersonSpells } from './active-spells';
import { type Benchmarks, computeBenchmarks } from './figures';
import { monthOf } from './monthly-report';

/** One month's point of the 12-month trend: each benchmark's headline figure at the end of the month. */
export interface TrendPoint {
  month: string;
  net: number;
  averageDays: number | null;
  moveIns: number;
  newlyIdentified: number;
  transitionalEntries: number;
  activelyHomeless: number;
  monthlyCapacity: number;
}

export const trendPoint = (month: string, figures: Benchmarks): TrendPoint => ({
  month,
  net: figures.a.net,
  averageDays: figures.b.averageDays,
  moveIns: figures.c.moveIns,
  newlyIdentified: figures.c.newlyIdentified,
  transitionalEntries: figures.d.transitionalEntries,
  activelyHomeless: figures.functionalZero.activelyHomeless,
  monthlyCapacity: figures.functionalZero.monthlyCapacity,
});

/** The trend's moments: the end of each of the 11 months before `at`'s month, then `at`; oldest first. */
export function trendMoments(at: number): number[] {
  const date = new Date(at);
  const moments: number[] = [];
  for (let back = 11; back >= 1; back--)
    moments.push(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back + 1, 1) - 1);
  moments.push(at);
  return moments;
}

/** The figures at each of the trend's moments: 12 points, oldest first. */
export function benchmarkTrend(paths: readonly PersonSpells[], at: number): TrendPoint[] {
  return trendMoments(at).map((moment) =>
    trendPoint(monthOf(moment), computeBenchmarks(paths, moment).figures),
  );
}
