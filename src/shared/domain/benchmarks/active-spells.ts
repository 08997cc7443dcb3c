import { DESTINATIONS } from '../hmis-codes';
import { type Episode, type PersonEventFacts, personEpisodes } from '../person-timeline';
import { daysHomelessSince, isChronic } from './chronic';

const DAY_MS = 86_400_000;

/** Why a person joined the by-name list's active count (the monthly report's inflow). */
export const INFLOWS = ['newly_identified', 'returned_from_housing', 'returned_from_inactive'] as const;
export type Inflow = (typeof INFLOWS)[number];
/** Why a person left it (the monthly report's outflow). */
export const OUTFLOWS = [
  'housing_placements',
  'moved_to_inactive',
  'no_longer_meets_population_criteria',
] as const;
export type Outflow = (typeof OUTFLOWS)[number];

/**
 * One stretch of time a person counts as actively homeless: from the start of an episode to its move-in, its
 * exit or its inactivity. Two episodes that follow each other while the person is still active (a return
 * recorded before the earlier episode ended) are one spell: the person never left the list.
 */
export interface ActiveSpell {
  /** Epoch ms: the event that put the person on the list (the episode's start). */
  from: number;
  inflow: Inflow;
  /** Epoch ms of the event that took them off; null while they are still on it. */
  until: number | null;
  outflow: Outflow | null;
}

export interface PersonSpells<E extends PersonEventFacts = PersonEventFacts> {
  id: string;
  events: readonly E[];
  episodes: Episode<E>[];
  spells: ActiveSpell[];
  /** Read once, so figures at many moments (the 12-month trend) never parse a date again. */
  times: {
    /** Each episode's start, and each of its events' times (epoch ms), in the episode's order. */
    episodeStarts: number[];
    episodeEvents: number[][];
    /** The identifications, oldest first, with their answers. */
    identified: { at: number; chronic: boolean; homelessSince: number | null; monthsHomeless: number }[];
    serviceIntensiveEntries: number[];
    /** Every event's time, oldest first. */
    all: number[];
  };
}

const PERMANENT = new Set(DESTINATIONS.filter((d) => d.permanent).map((d) => d.code));
const ENDS = new Set(['moved_in', 'exited', 'inactive']);

const INFLOW_OF: Record<Episode['startedBy'], Inflow> = {
  identified: 'newly_identified',
  returned_from_housing: 'returned_from_housing',
  returned_from_inactive: 'returned_from_inactive',
};

/**
 * How an episode left the list: a move-in or an exit to a permanent destination is a housing placement; an
 * inactive event is a move to inactive; any other exit (deceased, jail, moved away) means the person no
 * longer meets the population criteria.
 */
function endOf(episode: Episode): { at: number; outflow: Outflow } | null {
  const end = episode.events.find((event) => ENDS.has(event.type));
  if (!end) return null;
  const at = Date.parse(end.occurredAt);
  if (end.type === 'moved_in') return { at, outflow: 'housing_placements' };
  if (end.type === 'inactive') return { at, outflow: 'moved_to_inactive' };
  const destination = end.type === 'exited' ? end.details.destination : null;
  return {
    at,
    outflow:
      destination !== null && PERMANENT.has(destination)
        ? 'housing_placements'
        : 'no_longer_meets_population_criteria',
  };
}

export function activeSpells(episodes: readonly Episode[]): ActiveSpell[] {
  const spells: ActiveSpell[] = [];
  for (const episode of episodes) {
    const open = spells.at(-1);
    const end = endOf(episode);
    if (open && open.until === null) {
      // still on the list when this episode began: the same spell goes on
      open.until = end?.at ?? null;
      open.outflow = end?.outflow ?? null;
      continue;
    }
    spells.push({
      from: Date.parse(episode.startedAt),
      inflow: INFLOW_OF[episode.startedBy],
      until: end?.at ?? null,
      outflow: end?.outflow ?? null,
    });
  }
  return spells;
}

export function personSpells<E extends PersonEventFacts>(id: string, events: readonly E[]): PersonSpells<E> {
  const episodes = personEpisodes(events);
  const times: PersonSpells['times'] = {
    episodeStarts: [],
    episodeEvents: [],
    identified: [],
    serviceIntensiveEntries: [],
    all: [],
  };
  for (const episode of episodes) {
    times.episodeStarts.push(Date.parse(episode.startedAt));
    const own: number[] = [];
    for (const event of episode.events) {
      const at = Date.parse(event.occurredAt);
      own.push(at);
      times.all.push(at);
      if (event.type === 'identified') {
        const days = daysHomelessSince(event.details.homelessSince, event.occurredAt);
        times.identified.push({
          at,
          chronic: isChronic(event.details, event.occurredAt),
          homelessSince: days === null ? null : at - days * DAY_MS,
          monthsHomeless: event.details.monthsHomeless ?? 0,
        });
      }
      if (event.type === 'transitional_entered' && event.details.programme === 'service_intensive')
        times.serviceIntensiveEntries.push(at);
    }
    times.episodeEvents.push(own);
  }
  return { id, events, episodes, spells: activeSpells(episodes), times };
}

/** The spell a person is in at `at` (events up to and including `at`), if they are active then. */
export function spellAt(path: PersonSpells, at: number): ActiveSpell | undefined {
  return path.spells.find((spell) => spell.from <= at && (spell.until === null || spell.until > at));
}
