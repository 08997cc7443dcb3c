import { INFLOWS, OUTFLOWS, type PersonSpells, spellAt } from './active-spells';
import { average } from './figures';

const DAY_MS = 86_400_000;

/** The monthly by-name-list report's keys, in Built for Zero's order (the CSV's columns). */
export const MONTHLY_REPORT_KEYS = [
  'actively_homeless',
  'newly_identified',
  'returned_from_housing',
  'returned_from_inactive',
  'housing_placements',
  'moved_to_inactive',
  'no_longer_meets_population_criteria',
  'avg_lot_from_id_to_housing',
] as const;

export interface MonthlyReport {
  /** Actively homeless at the end of the month. */
  actively_homeless: number;
  newly_identified: number;
  returned_from_housing: number;
  returned_from_inactive: number;
  housing_placements: number;
  moved_to_inactive: number;
  no_longer_meets_population_criteria: number;
  /** Average days from identification to housing of the month's placements; null when none. */
  avg_lot_from_id_to_housing: number | null;
}

/** The month's counts a report is made from: the active at its end, and each inflow and outflow. */
export type MonthlyCounts = Omit<MonthlyReport, 'actively_homeless' | 'avg_lot_from_id_to_housing'> & {
  activelyHomeless: number;
};

/** A month as yyyy-mm: its first instant and the first instant of the next (UTC, epoch ms). */
export function monthBounds(month: string): { start: number; end: number } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { start: Date.UTC(year, number - 1, 1), end: Date.UTC(year, number, 1) };
}

export const monthOf = (at: number) => new Date(at).toISOString().slice(0, 7);

/** Active at the start of a month: with the events before it. */
export const activeBefore = (paths: readonly PersonSpells[], instant: number) =>
  paths.filter((path) => spellAt(path, instant - 1)).length;

/**
 * The by-name list's month: active at the end = active at the start + inflow - outflow, always, because each
 * flow is a person's spell starting or ending within the month.
 */
export function monthlyReport(paths: readonly PersonSpells[], month: string): MonthlyReport {
  const { start, end } = monthBounds(month);
  const flows = Object.fromEntries([...INFLOWS, ...OUTFLOWS].map((key) => [key, 0])) as Record<
    (typeof INFLOWS)[number] | (typeof OUTFLOWS)[number],
    number
  >;
  const daysToHousing: number[] = [];
  for (const path of paths) {
    for (const spell of path.spells) {
      if (spell.from >= start && spell.from < end) flows[spell.inflow]++;
      if (spell.until !== null && spell.outflow && spell.until >= start && spell.until < end) {
        flows[spell.outflow]++;
        if (spell.outflow === 'housing_placements') daysToHousing.push((spell.until - spell.from) / DAY_MS);
      }
    }
  }
  return monthlyReportFrom({ activelyHomeless: activeBefore(paths, end), ...flows }, daysToHousing);
}

/** The report from its counts and the days to housing of the month's placements (averaged here). */
export function monthlyReportFrom(counts: MonthlyCounts, daysToHousing: readonly number[]): MonthlyReport {
  const { activelyHomeless, ...flows } = counts;
  const avg = average(daysToHousing);
  return {
    actively_homeless: activelyHomeless,
    newly_identified: flows.newly_identified,
    returned_from_housing: flows.returned_from_housing,
    returned_from_inactive: flows.returned_from_inactive,
    housing_placements: flows.housing_placements,
    moved_to_inactive: flows.moved_to_inactive,
    no_longer_meets_population_criteria: flows.no_longer_meets_population_criteria,
    avg_lot_from_id_to_housing: avg === null ? null : Math.round(avg * 10) / 10,
  };
}

/** The report as CSV: one header row of the keys, one row of figures (an empty cell for no placements). */
export function monthlyReportCsv(report: MonthlyReport, month: string, community: string): string {
  const header = ['month', 'community', ...MONTHLY_REPORT_KEYS].join(',');
  const cells = MONTHLY_REPORT_KEYS.map((key) => report[key] ?? '');
  const quoted = `"${community.replaceAll('"', '""')}"`;
  return `${header}\n${[month, quoted, ...cells].join(',')}\n`;
}
