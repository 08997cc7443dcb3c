import type { ActiveSpell, Inflow, Outflow, PersonSpells } from './active-spells';
import { type ABucket, BENCHMARK_TARGETS, benchmarkA } from './figures';

const DAY_MS = 86_400_000;
/** The rows kept of a person: an active spell, an A1 period, a service-intensive entry. */
export const BENCHMARK_PERIOD_KINDS = ['active', 'a1', 'service_intensive_entry'] as const;
const YEAR_MS = 365 * DAY_MS;

/**
 * What the benchmarks read of one person, kept beside their status row by the timeline's write path
 * (decision 0038, addendum) so the panel is sums in SQL instead of every event in the app. Each period is
 * [from, until): until null while it lasts.
 */
export interface BenchmarkPeriods {
  /** The person's active spells (the by-name list's inflow at `from`, outflow at `until`). */
  active: { from: number; until: number | null; inflow: Inflow; outflow: Outflow | null }[];
  /** While active, chronic or long-term (A1), and which of A2-A4 or the net they count in. */
  a1: { from: number; until: number | null; bucket: ABucket }[];
  /** Entries into service-intensive transitional housing (benchmark D). */
  serviceIntensiveEntries: number[];
  /** The latest episode's living situation (the data-quality card). */
  livingSituation: number | null;
  identified: boolean;
}

/**
 * The moments within a spell where benchmark A can change: every event (a state read with the events up to
 * and including it), a pending offer leaving its 14 days, an enrolment its 90, a year since homelessness began
 * or since the spell began. Between two of them `benchmarkA` is constant (each of its tests holds on [x, y)).
 */
function breakpoints(path: PersonSpells, spell: ActiveSpell): number[] {
  const t = BENCHMARK_TARGETS;
  const moments = [spell.from, spell.from + YEAR_MS];
  for (const at of path.times.all)
    moments.push(at, at + t.offerPendingDays * DAY_MS + 1, at + t.enrolledDays * DAY_MS);
  for (const identification of path.times.identified)
    if (identification.homelessSince !== null) moments.push(identification.homelessSince + YEAR_MS);
  const end = spell.until ?? Number.POSITIVE_INFINITY;
  return [...new Set(moments.filter((at) => at >= spell.from && at < end))].sort((x, y) => x - y);
}

function a1Periods(path: PersonSpells): BenchmarkPeriods['a1'] {
  const periods: BenchmarkPeriods['a1'] = [];
  for (const spell of path.spells) {
    let open: BenchmarkPeriods['a1'][number] | null = null;
    for (const at of breakpoints(path, spell)) {
      const bucket = benchmarkA(path, spell, at);
      if (open && open.bucket === bucket) continue;
      if (open) open.until = at;
      open = bucket ? { from: at, until: spell.until, bucket } : null;
      if (open) periods.push(open);
    }
  }
  return periods;
}

/** A person's benchmark periods, from their whole timeline (`personSpells`) by the shared calculators. */
export function benchmarkPeriods(path: PersonSpells): BenchmarkPeriods {
  return {
    active: path.spells.map(({ from, until, inflow, outflow }) => ({ from, until, inflow, outflow })),
    a1: a1Periods(path),
    serviceIntensiveEntries: path.times.serviceIntensiveEntries,
    livingSituation: path.episodes.at(-1)?.livingSituation ?? null,
    identified: path.events.some((event) => event.type === 'identified'),
  };
}
