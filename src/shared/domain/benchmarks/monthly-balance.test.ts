import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PersonEventFacts } from '../person-timeline';
import { personSpells } from './active-spells';
import { monthlyReport } from './monthly-report';

const START = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;

const anEvent: fc.Arbitrary<PersonEventFacts> = fc
  .tuple(
    fc.integer({ min: 0, max: 540 }),
    fc.constantFrom(
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
      'returned_housing',
      'returned_inactive',
    ),
    fc.constantFrom('o1', 'o2'),
    fc.constantFrom(435, 116, 24),
  )
  .map(([day, kind, offerId, destination]): PersonEventFacts => {
    const occurredAt = new Date(START + day * DAY_MS).toISOString();
    switch (kind) {
      case 'identified':
        return { type: 'identified', occurredAt, details: { livingSituation: 116, homelessSince: null } };
      case 'contacted':
        return { type: 'contacted', occurredAt, details: { livingSituation: null } };
      case 'referred':
        return { type: 'referred', occurredAt, details: { referralId: null, need: null } };
      case 'offered':
        return {
          type: 'offered',
          occurredAt,
          details: { offerKind: 'match', offerId, ceEvent: 14, propertyId: null },
        };
      case 'offer_decided':
        return {
          type: 'offer_decided',
          occurredAt,
          details: { offerKind: 'match', offerId, result: 'accepted', reason: null },
        };
      case 'transitional_entered':
        return { type: 'transitional_entered', occurredAt, details: { programme: 'service_intensive' } };
      case 'transitional_left':
        return { type: 'transitional_left', occurredAt, details: {} };
      case 'moved_in':
        return {
          type: 'moved_in',
          occurredAt,
          details: { propertyId: null, placementId: null, rentCents: null, subsidy: null },
        };
      case 'exited':
        return { type: 'exited', occurredAt, details: { destination } };
      case 'inactive':
        return { type: 'inactive', occurredAt, details: {} };
      case 'returned_housing':
        return { type: 'returned', occurredAt, details: { from: 'from_housing' } };
      default:
        return { type: 'returned', occurredAt, details: { from: 'from_inactive' } };
    }
  });

const MONTHS = Array.from({ length: 19 }, (_, index) =>
  new Date(Date.UTC(2025, index, 1)).toISOString().slice(0, 7),
);

describe('the monthly by-name-list report', () => {
  it('active at the end = active at the start + inflow - outflow, for any timelines', () => {
    fc.assert(
      fc.property(fc.array(fc.array(anEvent, { maxLength: 12 }), { maxLength: 15 }), (timelines) => {
        const paths = timelines.map((events, index) => personSpells(`p${index}`, events));
        let activeAtStart = 0;
        for (const month of MONTHS) {
          const report = monthlyReport(paths, month);
          const inflow =
            report.newly_identified + report.returned_from_housing + report.returned_from_inactive;
          const outflow =
            report.housing_placements + report.moved_to_inactive + report.no_longer_meets_population_criteria;
          expect(report.actively_homeless).toBe(activeAtStart + inflow - outflow);
          expect(report.actively_homeless).toBeGreaterThanOrEqual(0);
          activeAtStart = report.actively_homeless;
        }
      }),
      { numRuns: 300 },
    );
  });
});
