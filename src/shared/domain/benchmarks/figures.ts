import { CE_EVENTS } from '../hmis-codes';
import type { Episode, PersonEventFacts } from '../person-timeline';
import { type ActiveSpell, type PersonSpells, spellAt } from './active-spells';

const DAY_MS = 86_400_000;
/** Long-term homelessness: a year or more (see chronic.ts). */
const LONG_TERM_DAYS = 365;
/** The federal benchmarks' windows and targets (USICH, HUD and VA, revised June 2019). */
export const BENCHMARK_TARGETS = {
  /** A2: an offer of permanent housing made in the last 14 days, decision pending. */
  offerPendingDays: 14,
  /** A4: enrolled in a permanent-housing programme for under 90 days and still looking. */
  enrolledDays: 90,
  /** B, C, D: the last 90 days. */
  windowDays: 90,
  /** B: average days from identification to move-in at most 90. */
  averageDays: 90,
  /** Functional zero: the monthly capacity is the average monthly placements over 6 months, at least 3. */
  capacityMonths: 6,
  minimumCapacity: 3,
} as const;

/** Figures that open the named people behind them. */
export const BENCHMARK_FIGURES = [
  'a1',
  'a2',
  'a3',
  'a4',
  'net',
  'moveIns',
  'newlyIdentified',
  'transitionalEntries',
  'activelyHomeless',
] as const;
export type BenchmarkFigure = (typeof BENCHMARK_FIGURES)[number];

export interface Benchmarks {
  a: { a1: number; a2: number; a3: number; a4: number; net: number; met: boolean };
  b: { averageDays: number | null; medianDays: number | null; met: boolean };
  c: { moveIns: number; newlyIdentified: number; met: boolean };
  d: { transitionalEntries: number; newlyIdentified: number; met: boolean };
  functionalZero: { activelyHomeless: number; monthlyCapacity: number; met: boolean };
}

export interface BenchmarkResult {
  figures: Benchmarks;
  /** The ids of the people behind each figure. */
  people: Record<BenchmarkFigure, string[]>;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export const average = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** `at` moved back by calendar months (UTC). */
export function monthsBefore(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

/** A housing placement ended this spell within (start, end]: the by-name list's placements. */
const placedIn = (spell: ActiveSpell, start: number, end: number) =>
  spell.outflow === 'housing_placements' && spell.until !== null && spell.until > start && spell.until <= end;

/** Where the person's episode stands at `at`: offers pending and accepted, transitional housing. */
function episodeStateAt(episode: Episode, times: readonly number[], at: number) {
  const pending = new Map<string, { at: number; permanent: boolean }>();
  const accepted = new Map<string, number>();
  let transitional: string | null = null;
  for (const [index, event] of episode.events.entries()) {
    const when = times[index] as number;
    if (when > at) break;
    if (event.type === 'offered') {
      const ce = event.details.ceEvent;
      const permanent = ce !== CE_EVENTS.transitionalHousing && ce !== CE_EVENTS.emergencyShelter;
      pending.set(event.details.offerId, { at: when, permanent });
    } else if (event.type === 'offer_decided') {
      pending.delete(event.details.offerId);
      accepted.delete(event.details.offerId);
      if (event.details.result === 'accepted') accepted.set(event.details.offerId, when);
    } else if (event.type === 'transitional_entered') transitional = event.details.programme;
    else if (event.type === 'transitional_left') transitional = null;
  }
  return { pending: [...pending.values()], accepted: [...accepted.values()], transitional };
}

/** The latest intake answers on record at `at` (what chronic status is computed from). */
function answersAt(path: PersonSpells, at: number) {
  let found: PersonSpells['times']['identified'][number] | null = null;
  for (const identification of path.times.identified) {
    if (identification.at <= at && (!found || identification.at >= found.at)) found = identification;
  }
  return found;
}

/** Where an A1 person counts: A2, A3, A4 or the net (what none of them excuses). */
export const ABUCKETS = ['a2', 'a3', 'a4', 'net'] as const;
export type ABucket = (typeof ABUCKETS)[number];

/** Benchmark A for one active person at `at`: not chronic or long-term (null), or which of A2-A4 they are in. */
export function benchmarkA(path: PersonSpells, spell: ActiveSpell, at: number): ABucket | null {
  const intake = answersAt(path, at);
  const year = LONG_TERM_DAYS * DAY_MS;
  // long-term: a year or more since homelessness began, 12 months in 3 years, or a year on this network's list
  const longTerm =
    (intake?.homelessSince != null && at - intake.homelessSince >= year) ||
    (intake?.monthsHomeless ?? 0) >= 12 ||
    at - spell.from >= year;
  if (!intake?.chronic && !longTerm) return null;
  const starts = path.times.episodeStarts;
  let index = starts.length - 1;
  while (index >= 0 && (starts[index] as number) > at) index--;
  const episode = path.episodes[index];
  if (!episode) return 'net';
  const state = episodeStateAt(episode, path.times.episodeEvents[index] ?? [], at);
  const t = BENCHMARK_TARGETS;
  if (state.pending.some((offer) => offer.permanent && at - offer.at <= t.offerPendingDays * DAY_MS))
    return 'a2';
  if (state.transitional === 'service_intensive') return 'a3';
  if (state.accepted.some((when) => at - when < t.enrolledDays * DAY_MS)) return 'a4';
  return 'net';
}

/**
 * The four federal benchmarks and functional zero at `at` (epoch ms), for the people given (a CoC's, a
 * partner's, the network's), each figure with the people behind it.
 */
export function computeBenchmarks(
  paths: readonly PersonSpells<PersonEventFacts>[],
  at: number,
): BenchmarkResult {
  const t = BENCHMARK_TARGETS;
  const windowStart = at - t.windowDays * DAY_MS;
  const capacityStart = monthsBefore(at, t.capacityMonths);
  const people: Record<BenchmarkFigure, string[]> = {
    a1: [],
    a2: [],
    a3: [],
    a4: [],
    net: [],
    moveIns: [],
    newlyIdentified: [],
    transitionalEntries: [],
    activelyHomeless: [],
  };
  const daysToHome: number[] = [];
  let placementsInCapacityWindow = 0;
  for (const path of paths) {
    const spell = spellAt(path, at);
    if (spell) {
      people.activelyHomeless.push(path.id);
      const bucket = benchmarkA(path, spell, at);
      if (bucket) {
        people.a1.push(path.id);
        people[bucket].push(path.id);
      }
    }
    for (const s of path.spells) {
      if (s.inflow === 'newly_identified' && s.from > windowStart && s.from <= at)
        people.newlyIdentified.push(path.id);
      if (placedIn(s, capacityStart, at)) placementsInCapacityWindow++;
      if (placedIn(s, windowStart, at)) {
        people.moveIns.push(path.id);
        daysToHome.push(((s.until as number) - s.from) / DAY_MS);
      }
    }
    const enteredSi = path.times.serviceIntensiveEntries.some((when) => when > windowStart && when <= at);
    if (enteredSi) people.transitionalEntries.push(path.id);
  }
  const figures = benchmarkFigures({
    a2: people.a2.length,
    a3: people.a3.length,
    a4: people.a4.length,
    net: people.net.length,
    activelyHomeless: people.activelyHomeless.length,
    newlyIdentified: people.newlyIdentified.length,
    transitionalEntries: people.transitionalEntries.length,
    placementsInCapacityWindow,
    daysToHome,
  });
  return { people, figures };
}

/** What the figures are made of at one moment (counted here, or by the database's sums). */
export interface BenchmarkCounts {
  a2: number;
  a3: number;
  a4: number;
  net: number;
  activelyHomeless: number;
  /** Spells begun by a new identification in the 90 days. */
  newlyIdentified: number;
  /** People who entered service-intensive transitional housing in the 90 days. */
  transitionalEntries: number;
  /** Housing placements in the last 6 calendar months. */
  placementsInCapacityWindow: number;
  /** Days from each placement's spell start to its placement, placements in the 90 days. */
  daysToHome: readonly number[];
}

/** The four benchmarks and functional zero, each with its federal target, from the counts. */
export function benchmarkFigures(counts: BenchmarkCounts): Benchmarks {
  const t = BENCHMARK_TARGETS;
  const { daysToHome, newlyIdentified, transitionalEntries, activelyHomeless } = counts;
  const averageDays = average(daysToHome);
  const medianDays = median(daysToHome);
  const moveIns = daysToHome.length;
  const a = {
    a1: counts.a2 + counts.a3 + counts.a4 + counts.net,
    a2: counts.a2,
    a3: counts.a3,
    a4: counts.a4,
    net: counts.net,
  };
  const monthlyCapacity = round1(
    Math.max(t.minimumCapacity, counts.placementsInCapacityWindow / t.capacityMonths),
  );
  return {
    a: { ...a, met: a.net === 0 },
    b: {
      averageDays: averageDays === null ? null : round1(averageDays),
      medianDays: medianDays === null ? null : round1(medianDays),
      met: averageDays !== null && averageDays <= t.averageDays,
    },
    c: { moveIns, newlyIdentified, met: moveIns >= newlyIdentified },
    // Housing First: fewer entries into service-intensive transitional housing than newly identified people
    d: {
      transitionalEntries,
      newlyIdentified,
      met: transitionalEntries === 0 || transitionalEntries < newlyIdentified,
    },
    functionalZero: { activelyHomeless, monthlyCapacity, met: activelyHomeless < monthlyCapacity },
  };
}
