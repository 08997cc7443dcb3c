import type { Episode, PersonEventFacts, TransitionalProgramme } from '@shared/domain/person-timeline';

/** 3.12 30: no exit interview was done (the person stopped being in touch, or left without saying where to). */
export const NO_EXIT_INTERVIEW = 30;
/** 3.12 435 and 410: renting, with and without a housing subsidy. */
const RENTING_WITH_SUBSIDY = 435;
const RENTING = 410;

/** A stay in transitional housing within an episode: when it began, and when and to where it ended. */
export interface TransitionalStay<E extends PersonEventFacts = PersonEventFacts> {
  entered: E;
  programme: TransitionalProgramme;
  /** When it ended (left, moved in, or the episode's exit); null while it lasts. */
  endedAt: string | null;
  destination: number | null;
  subsidy: string | null;
}

const subsidyOf = (event: PersonEventFacts) =>
  event.type === 'moved_in' && event.details.subsidy ? event.details.subsidy : null;

/**
 * The episode's stays in transitional housing (issue 36): each is its own HMIS enrollment in a transitional
 * project. A move-in ends the stay with the rental it moved into; leaving without one, with no exit interview;
 * an exit of the whole episode, with its destination.
 */
export function transitionalStays<E extends PersonEventFacts>(episode: Episode<E>): TransitionalStay<E>[] {
  const stays: TransitionalStay<E>[] = [];
  let open: TransitionalStay<E> | null = null;
  for (const event of episode.events) {
    if (event.type === 'transitional_entered' && open === null) {
      open = {
        entered: event,
        programme: event.details.programme,
        endedAt: null,
        destination: null,
        subsidy: null,
      };
      stays.push(open);
    } else if (open !== null && event.type === 'transitional_left') {
      Object.assign(open, { endedAt: event.occurredAt, destination: NO_EXIT_INTERVIEW });
      open = null;
    } else if (open !== null && event.type === 'moved_in') {
      const subsidy = subsidyOf(event);
      Object.assign(open, {
        endedAt: event.occurredAt,
        destination: subsidy ? RENTING_WITH_SUBSIDY : RENTING,
        subsidy,
      });
      open = null;
    } else if (open !== null && event.type === 'exited') {
      Object.assign(open, { endedAt: event.occurredAt, destination: event.details.destination });
      open = null;
    }
  }
  return stays;
}

/**
 * 2.06.1 funders of a transitional programme: VA Grant Per Diem service-intensive transitional housing (41), VA
 * Grant Per Diem bridge housing (37), local or other funding (46). The import reads the programme back from them.
 */
export const TRANSITIONAL_FUNDERS: Readonly<Record<TransitionalProgramme, number>> = {
  service_intensive: 41,
  grant_per_diem: 37,
  other: 46,
};

/**
 * How the episode's own enrollment ends: its exit with the destination, or, for a person who became inactive
 * before any move-in, an exit on that day with no exit interview (how a by-name list closes an inactive record).
 */
export function episodeEnd(episode: Episode): { at: string; destination: number } | null {
  if (episode.exitedAt !== null && episode.destination !== null)
    return { at: episode.exitedAt, destination: episode.destination };
  if (episode.inactiveAt !== null && episode.movedInAt === null)
    return { at: episode.inactiveAt, destination: NO_EXIT_INTERVIEW };
  return null;
}
