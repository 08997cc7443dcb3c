import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PersonEventFacts, personEpisodes, personStatus } from './person-timeline';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();
const identified = (n: number, livingSituation: number | null = 116): PersonEventFacts => ({
  type: 'identified',
  occurredAt: day(n),
  details: { livingSituation, homelessSince: null },
});
const contacted = (n: number): PersonEventFacts => ({
  type: 'contacted',
  occurredAt: day(n),
  details: { livingSituation: 101 },
});
const referred = (n: number): PersonEventFacts => ({
  type: 'referred',
  occurredAt: day(n),
  details: { referralId: null, need: 'housing' },
});
const offered = (n: number, offerId = 'm1'): PersonEventFacts => ({
  type: 'offered',
  occurredAt: day(n),
  details: { offerKind: 'match', offerId, ceEvent: 15, propertyId: null },
});
const decided = (
  n: number,
  result: 'accepted' | 'declined_by_veteran' | 'declined_by_provider',
  offerId = 'm1',
): PersonEventFacts => ({
  type: 'offer_decided',
  occurredAt: day(n),
  details: { offerKind: 'match', offerId, result, reason: null },
});
const movedIn = (n: number): PersonEventFacts => ({
  type: 'moved_in',
  occurredAt: day(n),
  details: { propertyId: null, placementId: null, rentCents: null, subsidy: null },
});
const exited = (n: number, destination = 435): PersonEventFacts => ({
  type: 'exited',
  occurredAt: day(n),
  details: { destination },
});
const inactive = (n: number): PersonEventFacts => ({ type: 'inactive', occurredAt: day(n), details: {} });
const returned = (n: number): PersonEventFacts => ({
  type: 'returned',
  occurredAt: day(n),
  details: { from: 'from_housing' },
});

describe('a person’s status, from their timeline', () => {
  it('walks the path home: waiting, referred, offered, accepted, moved in', () => {
    const path = [identified(0), referred(2), offered(5), decided(8, 'accepted'), movedIn(20)];
    const statuses = path.map((_, index) => personStatus(path.slice(0, index + 1)));
    expect(statuses).toEqual(['waiting', 'referred', 'offered', 'accepted', 'moved_in']);
    expect(personStatus([])).toBe('waiting');
  });

  it('a declined offer goes back to where the person stood; another pending offer keeps them offered', () => {
    expect(personStatus([identified(0), referred(1), offered(2), decided(3, 'declined_by_veteran')])).toBe(
      'referred',
    );
    expect(
      personStatus([
        identified(0),
        offered(2, 'a'),
        offered(2, 'b'),
        decided(3, 'declined_by_provider', 'a'),
      ]),
    ).toBe('offered');
    // accepted, then the landlord says it did not work out
    expect(
      personStatus([identified(0), offered(1), decided(2, 'accepted'), decided(9, 'declined_by_provider')]),
    ).toBe('waiting');
  });

  it('inactive until the next contact, which starts a new episode (returned from inactive)', () => {
    const events = [identified(0), referred(1), inactive(95)];
    expect(personStatus(events)).toBe('inactive');
    const back = personEpisodes([...events, contacted(120)]);
    expect(back.map((episode) => [episode.startedBy, episode.status])).toEqual([
      ['identified', 'inactive'],
      ['returned_from_inactive', 'waiting'],
    ]);
  });

  it('contact after more than 90 days without any starts a new episode, even before the daily job ran', () => {
    const episodes = personEpisodes([identified(0), contacted(91)]);
    expect(episodes.map((episode) => episode.startedBy)).toEqual(['identified', 'returned_from_inactive']);
    expect(personEpisodes([identified(0), contacted(89)])).toHaveLength(1);
  });

  it('a return after a move-in starts a new episode; follow-up contact after a move-in does not', () => {
    const housed = [identified(0), offered(1), decided(2, 'accepted'), movedIn(10)];
    expect(personEpisodes([...housed, contacted(200)])).toHaveLength(1);
    const back = personEpisodes([...housed, exited(300, 116), returned(301)]);
    expect(back.map((episode) => [episode.startedBy, episode.status])).toEqual([
      ['identified', 'exited'],
      ['returned_from_housing', 'waiting'],
    ]);
    expect(back[0]?.movedInAt).toBe(day(10));
  });

  it('the episode keeps the first living situation and the move-in date', () => {
    const [episode] = personEpisodes([contacted(3), identified(0, 116), movedIn(30)]);
    expect([episode?.livingSituation, episode?.movedInAt, episode?.startedAt]).toEqual([
      116,
      day(30),
      day(0),
    ]);
  });

  it('never depends on the order events were recorded in, only on when they happened', () => {
    const event = fc.oneof(
      fc.nat(400).map((n) => identified(n)),
      fc.nat(400).map(contacted),
      fc.nat(400).map(referred),
      fc.tuple(fc.nat(400), fc.constantFrom('a', 'b')).map(([n, id]) => offered(n, id)),
      fc
        .tuple(
          fc.nat(400),
          fc.constantFrom('accepted', 'declined_by_veteran', 'declined_by_provider' as const),
          fc.constantFrom('a', 'b'),
        )
        .map(([n, result, id]) => decided(n, result, id)),
      fc.nat(400).map(movedIn),
      fc.nat(400).map((n) => exited(n)),
      fc.nat(400).map(inactive),
      fc.nat(400).map(returned),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), fc.func(fc.integer()), (events, key) => {
        const shuffled = [...events].sort((a, b) => key(a) - key(b));
        expect(personStatus(shuffled)).toBe(personStatus(events));
        expect(personEpisodes(shuffled).map((episode) => episode.startedAt)).toEqual(
          personEpisodes(events).map((episode) => episode.startedAt),
        );
      }),
    );
  });
});
