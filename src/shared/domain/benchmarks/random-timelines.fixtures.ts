import fc from 'fast-check';
import { CE_EVENTS } from '../hmis-codes';
import { PERSON_EVENT_TYPES, type PersonEventFacts, TRANSITIONAL_PROGRAMMES } from '../person-timeline';

/** The random timelines' first day; events fall on any hour of the 540 days after it. */
export const RANDOM_START = Date.UTC(2025, 0, 1);
const HOUR_MS = 3_600_000;

/**
 * Any event a timeline can hold, with the answers benchmark A reads (chronic, long-term), permanent and other
 * offers, every decision and programme: what the SQL figures are compared with the shared calculators on.
 */
export const aTimelineEvent: fc.Arbitrary<PersonEventFacts> = fc
  .record({
    hour: fc.integer({ min: 0, max: 540 * 24 }),
    kind: fc.constantFrom(...PERSON_EVENT_TYPES),
    offerId: fc.constantFrom('o1', 'o2'),
    ceEvent: fc.constantFrom(CE_EVENTS.permanentSupportiveHousing, CE_EVENTS.transitionalHousing),
    result: fc.constantFrom('accepted', 'declined_by_veteran') as fc.Arbitrary<
      'accepted' | 'declined_by_veteran'
    >,
    programme: fc.constantFrom(...TRANSITIONAL_PROGRAMMES),
    destination: fc.constantFrom(435, 116, 24),
    situation: fc.constantFrom(116, 101, 8, null),
    homelessSince: fc.constantFrom(null, '2023-06-01', '2025-03-15'),
    disabling: fc.boolean(),
    months: fc.constantFrom(0, 6, 12, 13),
    times: fc.constantFrom(1, 4) as fc.Arbitrary<1 | 4>,
    from: fc.constantFrom('from_housing', 'from_inactive') as fc.Arbitrary<'from_housing' | 'from_inactive'>,
  })
  .map((e): PersonEventFacts => {
    const occurredAt = new Date(RANDOM_START + e.hour * HOUR_MS).toISOString();
    const offer = { offerKind: 'match' as const, offerId: e.offerId };
    switch (e.kind) {
      case 'identified':
        return {
          type: 'identified',
          occurredAt,
          details: {
            livingSituation: e.situation,
            homelessSince: e.homelessSince,
            disablingCondition: e.disabling,
            monthsHomeless: e.months,
            timesHomeless: e.times,
          },
        };
      case 'contacted':
        return { type: 'contacted', occurredAt, details: { livingSituation: e.situation } };
      case 'referred':
        return { type: 'referred', occurredAt, details: { referralId: null, need: null } };
      case 'offered':
        return { type: 'offered', occurredAt, details: { ...offer, ceEvent: e.ceEvent, propertyId: null } };
      case 'offer_decided':
        return { type: 'offer_decided', occurredAt, details: { ...offer, result: e.result, reason: null } };
      case 'transitional_entered':
        return { type: 'transitional_entered', occurredAt, details: { programme: e.programme } };
      case 'transitional_left':
        return { type: 'transitional_left', occurredAt, details: {} };
      case 'moved_in':
        return {
          type: 'moved_in',
          occurredAt,
          details: { propertyId: null, placementId: null, rentCents: null, subsidy: null },
        };
      case 'exited':
        return { type: 'exited', occurredAt, details: { destination: e.destination } };
      case 'inactive':
        return { type: 'inactive', occurredAt, details: {} };
      default:
        return { type: 'returned', occurredAt, details: { from: e.from } };
    }
  });

/** Any moment of the random timelines' span and a little after (epoch ms). */
export const aMoment = fc.integer({
  min: RANDOM_START - 30 * 24 * HOUR_MS,
  max: RANDOM_START + 620 * 24 * HOUR_MS,
});
