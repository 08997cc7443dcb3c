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

/** The figures at the end of each of the 11 months before `at`'s month, then at `at`: 12 points, oldest first. */
export function benchmarkTrend(paths: readonly PersonSpells[], at: number): TrendPoint[] {
  const date = new Date(at);
  const points: TrendPoint[] = [];
  for (let back = 11; back >= 1; back--) {
    const end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back + 1, 1) - 1;
    points.push(trendPoint(monthOf(end), computeBenchmarks(paths, end).figures));
  }
  points.push(trendPoint(monthOf(at), computeBenchmarks(paths, at).figures));
  return points;
}
