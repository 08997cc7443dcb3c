import type { PersonEventFacts } from '../person-timeline';

/** The fixture's "now": June 30, 2026 at noon UTC. Every event is a whole number of days before it. */
export const AT = Date.UTC(2026, 5, 30, 12);
const ago = (days: number) => new Date(AT - days * 86_400_000).toISOString();

type Answers = {
  disablingCondition?: boolean;
  homelessSince?: string;
  monthsHomeless?: number;
  timesHomeless?: 1 | 2 | 3 | 4;
};
const CHRONIC: Answers = { disablingCondition: true, homelessSince: '2024-01-01' };

export const ev = {
  identified: (days: number, answers: Answers = {}): PersonEventFacts => ({
    type: 'identified',
    occurredAt: ago(days),
    details: { livingSituation: 116, homelessSince: null, ...answers },
  }),
  contacted: (days: number): PersonEventFacts => ({
    type: 'contacted',
    occurredAt: ago(days),
    details: { livingSituation: 101 },
  }),
  offered: (days: number, offerId: string, ceEvent = 14): PersonEventFacts => ({
    type: 'offered',
    occurredAt: ago(days),
    details: { offerKind: 'match', offerId, ceEvent, propertyId: null },
  }),
  accepted: (days: number, offerId: string): PersonEventFacts => ({
    type: 'offer_decided',
    occurredAt: ago(days),
    details: { offerKind: 'match', offerId, result: 'accepted', reason: null },
  }),
  transitional: (days: number): PersonEventFacts => ({
    type: 'transitional_entered',
    occurredAt: ago(days),
    details: { programme: 'service_intensive' },
  }),
  movedIn: (days: number): PersonEventFacts => ({
    type: 'moved_in',
    occurredAt: ago(days),
    details: { propertyId: null, placementId: null, rentCents: null, subsidy: null },
  }),
  exited: (days: number, destination: number): PersonEventFacts => ({
    type: 'exited',
    occurredAt: ago(days),
    details: { destination },
  }),
  inactive: (days: number): PersonEventFacts => ({ type: 'inactive', occurredAt: ago(days), details: {} }),
};

/** Each group: how many people, and the timeline each of them has (n = their number in the group). */
export const GROUPS: Record<string, { size: number; timeline: (n: number) => PersonEventFacts[] }> = {
  g1ChronicWaiting: { size: 30, timeline: () => [ev.identified(200, CHRONIC), ev.contacted(30)] },
  g2ChronicOfferedRecently: {
    size: 10,
    timeline: (n) => [ev.identified(200, CHRONIC), ev.offered(10, `g2-${n}`)],
  },
  g3ChronicOfferedLongAgo: {
    size: 5,
    timeline: (n) => [ev.identified(200, CHRONIC), ev.offered(20, `g3-${n}`)],
  },
  g4LongTermInTransitional: {
    size: 8,
    timeline: () => [ev.identified(150, { monthsHomeless: 13, timesHomeless: 2 }), ev.transitional(100)],
  },
  g5ChronicEnrolledRecently: {
    size: 6,
    timeline: (n) => [ev.identified(150, CHRONIC), ev.offered(60, `g5-${n}`), ev.accepted(50, `g5-${n}`)],
  },
  g6ChronicEnrolledLongAgo: {
    size: 4,
    timeline: (n) => [ev.identified(300, CHRONIC), ev.offered(130, `g6-${n}`), ev.accepted(120, `g6-${n}`)],
  },
  g7NewlyIdentified: {
    size: 40,
    timeline: () => [ev.identified(60, { homelessSince: '2026-03-01' }), ev.contacted(10)],
  },
  g8HousedIn60Days: { size: 30, timeline: () => [ev.identified(100), ev.movedIn(40)] },
  g9HousedIn120Days: { size: 20, timeline: () => [ev.identified(130), ev.movedIn(10)] },
  g10NewInTransitional: { size: 15, timeline: () => [ev.identified(50), ev.transitional(40)] },
  g11Inactive: { size: 10, timeline: () => [ev.identified(250), ev.inactive(150)] },
  g12BackFromInactive: { size: 5, timeline: () => [ev.identified(250), ev.inactive(150), ev.contacted(20)] },
  g13Deceased: { size: 10, timeline: () => [ev.identified(300), ev.exited(200, 24)] },
  g14BackFromHousing: {
    size: 7,
    timeline: () => [ev.identified(330), ev.movedIn(250), ev.exited(180, 116), ev.identified(170)],
  },
  g15HousedFiveMonthsAgo: { size: 15, timeline: () => [ev.identified(250), ev.movedIn(150)] },
};

/** 215 people: `${group}-${n}` and their timelines. */
export function fixturePeople(): { id: string; events: PersonEventFacts[] }[] {
  return Object.entries(GROUPS).flatMap(([group, { size, timeline }]) =>
    Array.from({ length: size }, (_, n) => ({ id: `${group}-${n}`, events: timeline(n) })),
  );
}
