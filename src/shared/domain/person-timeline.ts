import type { RentalSubsidy } from './hmis-codes';

/**
 * What happens to a person on their way home: an append-only log of events (decision 0034). Every page's
 * status of a person, the episodes, the federal benchmarks and the HMIS export are derived from it here.
 */
export const PERSON_EVENT_TYPES = [
  'identified',
  'contacted',
  'referred',
  'offered',
  'offer_decided',
  'transitional_entered',
  'transitional_left',
  'moved_in',
  'exited',
  'inactive',
  'returned',
] as const;
export type PersonEventType = (typeof PERSON_EVENT_TYPES)[number];

/** Who recorded an event. `system` is the product itself (a daily job, demo data). */
export const RECORDER_KINDS = ['partner', 'admin', 'landlord', 'veteran', 'public', 'system'] as const;
export type RecorderKind = (typeof RECORDER_KINDS)[number];

/** What was offered: an engine proposal or a request the housing team approved (a match), or a co-living household. */
export const OFFER_KINDS = ['match', 'household'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export const OFFER_RESULTS = ['accepted', 'declined_by_veteran', 'declined_by_provider'] as const;
export type OfferResult = (typeof OFFER_RESULTS)[number];

/** Transitional housing: service-intensive (for a clinical need: benchmark A3) or Grant and Per Diem. */
export const TRANSITIONAL_PROGRAMMES = ['service_intensive', 'grant_per_diem', 'other'] as const;
export type TransitionalProgramme = (typeof TRANSITIONAL_PROGRAMMES)[number];

export const RETURN_REASONS = ['from_housing', 'from_inactive'] as const;

/** Each event type's own facts. Ids name the record the event came from (a referral, match, household). */
export interface PersonEventDetails {
  identified: {
    livingSituation: number | null;
    homelessSince: string | null;
    /** HMIS 3.08; with the two below it makes chronic status (computed, never typed). */
    disablingCondition?: boolean | null;
    /** HMIS 3.917.4: times homeless in the last 3 years (4 = four or more). */
    timesHomeless?: 1 | 2 | 3 | 4 | null;
    /** HMIS 3.917.5: months homeless in the last 3 years (13 = more than 12). */
    monthsHomeless?: number | null;
  };
  contacted: { livingSituation: number | null };
  referred: { referralId: string | null; need: string | null };
  offered: { offerKind: OfferKind; offerId: string; ceEvent: number; propertyId: string | null };
  offer_decided: { offerKind: OfferKind; offerId: string; result: OfferResult; reason: string | null };
  transitional_entered: { programme: TransitionalProgramme };
  transitional_left: Record<string, never>;
  moved_in: {
    propertyId: string | null;
    placementId: string | null;
    rentCents: number | null;
    subsidy: RentalSubsidy | null;
  };
  exited: { destination: number };
  inactive: Record<string, never>;
  returned: { from: (typeof RETURN_REASONS)[number] };
}

export type PersonEventOf<T extends PersonEventType> = {
  type: T;
  /** ISO timestamp: when it happened (may be earlier than when it was recorded). */
  occurredAt: string;
  details: PersonEventDetails[T];
};
export type PersonEventFacts = { [T in PersonEventType]: PersonEventOf<T> }[PersonEventType];

/** An event recorded more than this many days after it happened needs a reason. */
export const LATE_RECORD_DAYS = 7;
/** No event for longer than this: the person is inactive, and the next contact starts a new episode. */
export const INACTIVE_AFTER_DAYS = 90;
const DAY_MS = 86_400_000;

export function needsLateReason(occurredAt: string, recordedAt: string): boolean {
  return Date.parse(recordedAt) - Date.parse(occurredAt) > LATE_RECORD_DAYS * DAY_MS;
}

/** The same moment: the order a day's events happen in, so the result never depends on the order recorded. */
const TYPE_RANK = new Map(PERSON_EVENT_TYPES.map((type, index) => [type, index]));

export function compareEvents(a: PersonEventFacts, b: PersonEventFacts): number {
  const byTime = Date.parse(a.occurredAt) - Date.parse(b.occurredAt);
  if (byTime !== 0) return byTime;
  const byType = (TYPE_RANK.get(a.type) ?? 0) - (TYPE_RANK.get(b.type) ?? 0);
  if (byType !== 0) return byType;
  const [x, y] = [JSON.stringify(a.details), JSON.stringify(b.details)];
  return x < y ? -1 : x > y ? 1 : 0;
}

export const PERSON_STATUSES = [
  'waiting',
  'referred',
  'offered',
  'accepted',
  'moved_in',
  'inactive',
  'exited',
] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

export const PERSON_STATUS_LABELS: Record<PersonStatus, string> = {
  waiting: 'Waiting',
  referred: 'Referred',
  offered: 'Offered a home',
  accepted: 'Accepted a home',
  moved_in: 'Moved in',
  inactive: 'Inactive',
  exited: 'Exited',
};

/** Still without a home of their own: on the by-name list's active count. */
export const ACTIVE_STATUSES: readonly PersonStatus[] = ['waiting', 'referred', 'offered', 'accepted'];

export const EPISODE_STARTS = ['identified', 'returned_from_housing', 'returned_from_inactive'] as const;
export type EpisodeStart = (typeof EPISODE_STARTS)[number];

/** One stretch of homelessness: from identification (or a return) to a move-in, an exit or inactivity. */
export interface Episode<E extends PersonEventFacts = PersonEventFacts> {
  startedAt: string;
  startedBy: EpisodeStart;
  /** The living situation first recorded in the episode (3.917). */
  livingSituation: number | null;
  /** The date homelessness began, as the person said it (yyyy-mm-dd). */
  homelessSince: string | null;
  movedInAt: string | null;
  exitedAt: string | null;
  destination: number | null;
  inactiveAt: string | null;
  /** The offers still waiting for a decision, and those accepted (by offer id). */
  pendingOffers: string[];
  acceptedOffers: string[];
  referred: boolean;
  inTransitional: TransitionalProgramme | null;
  status: PersonStatus;
  events: E[];
}

function newEpisode<E extends PersonEventFacts>(event: E, startedBy: EpisodeStart): Episode<E> {
  return {
    startedAt: event.occurredAt,
    startedBy,
    livingSituation: null,
    homelessSince: null,
    movedInAt: null,
    exitedAt: null,
    destination: null,
    inactiveAt: null,
    pendingOffers: [],
    acceptedOffers: [],
    referred: false,
    inTransitional: null,
    status: 'waiting',
    events: [],
  };
}

/** Whether `event` opens a new episode after `current` (null: the person's first event). */
function startOf(current: Episode | null, event: PersonEventFacts): EpisodeStart | null {
  if (current === null) return event.type === 'returned' ? `returned_${event.details.from}` : 'identified';
  if (event.type === 'returned') return `returned_${event.details.from}`;
  const last = current.events.at(-1);
  const housed = current.movedInAt !== null;
  if (housed)
    return current.exitedAt !== null && event.type === 'identified' ? 'returned_from_housing' : null;
  if (current.exitedAt !== null)
    return ['identified', 'contacted', 'referred'].includes(event.type) ? 'identified' : null;
  const reachesOut = event.type === 'contacted' || event.type === 'identified' || event.type === 'referred';
  if (!reachesOut || !last) return null;
  const silent = Date.parse(event.occurredAt) - Date.parse(last.occurredAt) > INACTIVE_AFTER_DAYS * DAY_MS;
  return current.inactiveAt !== null || silent ? 'returned_from_inactive' : null;
}

const without = (list: string[], id: string) => list.filter((item) => item !== id);

function apply<E extends PersonEventFacts>(episode: Episode<E>, event: E): void {
  episode.events.push(event);
  switch (event.type) {
    case 'identified':
      episode.livingSituation ??= event.details.livingSituation;
      episode.homelessSince ??= event.details.homelessSince;
      break;
    case 'contacted':
      episode.livingSituation ??= event.details.livingSituation;
      break;
    case 'referred':
      episode.referred = true;
      break;
    case 'offered':
      if (!episode.pendingOffers.includes(event.details.offerId))
        episode.pendingOffers.push(event.details.offerId);
      break;
    case 'offer_decided':
      episode.pendingOffers = without(episode.pendingOffers, event.details.offerId);
      episode.acceptedOffers = without(episode.acceptedOffers, event.details.offerId);
      if (event.details.result === 'accepted') episode.acceptedOffers.push(event.details.offerId);
      break;
    case 'transitional_entered':
      episode.inTransitional = event.details.programme;
      break;
    case 'transitional_left':
      episode.inTransitional = null;
      break;
    case 'moved_in':
      episode.movedInAt ??= event.occurredAt;
      episode.inTransitional = null;
      break;
    case 'exited':
      episode.exitedAt = event.occurredAt;
      episode.destination = event.details.destination;
      break;
    case 'inactive':
      episode.inactiveAt = event.occurredAt;
      break;
    case 'returned':
      break;
  }
  episode.status = statusOf(episode);
}

function statusOf(episode: Episode<PersonEventFacts>): PersonStatus {
  if (episode.exitedAt !== null) return 'exited';
  if (episode.movedInAt !== null) return 'moved_in';
  if (episode.inactiveAt !== null) return 'inactive';
  if (episode.acceptedOffers.length > 0) return 'accepted';
  if (episode.pendingOffers.length > 0) return 'offered';
  return episode.referred ? 'referred' : 'waiting';
}

/** A person's episodes, oldest first, whatever order the events were recorded in. */
export function personEpisodes<E extends PersonEventFacts>(events: readonly E[]): Episode<E>[] {
  const episodes: Episode<E>[] = [];
  // each event's time and rank read once (a network's benchmarks sort hundreds of thousands of events)
  const keyed = events.map((event) => ({
    event,
    at: Date.parse(event.occurredAt),
    rank: TYPE_RANK.get(event.type) ?? 0,
  }));
  keyed.sort((a, b) => a.at - b.at || a.rank - b.rank || compareEvents(a.event, b.event));
  for (const { event } of keyed) {
    const current = episodes.at(-1) ?? null;
    const start = startOf(current, event);
    if (start) episodes.push(newEpisode(event, start));
    apply(episodes.at(-1) as Episode<E>, event);
  }
  return episodes;
}

/** The one status of a person every page shows: where their latest episode stands. */
export function personStatus(events: readonly PersonEventFacts[]): PersonStatus {
  return personEpisodes(events).at(-1)?.status ?? 'waiting';
}

/**
 * The offers on a timeline nobody has answered yet: offered, and no decision recorded for them (accepted, or
 * declined by the veteran or the provider). Whether the offer's match is still open is the caller's to check.
 */
export function undecidedOfferIds(events: readonly PersonEventFacts[]): Set<string> {
  const offered = new Set<string>();
  const decided = new Set<string>();
  for (const event of events) {
    if (event.type === 'offered') offered.add(event.details.offerId);
    else if (event.type === 'offer_decided') decided.add(event.details.offerId);
  }
  for (const id of decided) offered.delete(id);
  return offered;
}
