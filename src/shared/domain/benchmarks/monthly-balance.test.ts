import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personSpells } from './active-spells';
import { monthlyReport } from './monthly-report';
import { aTimelineEvent } from './random-timelines.fixtures';

const MONTHS = Array.from({ length: 19 }, (_, index) =>
  new Date(Date.UTC(2025, index, 1)).toISOString().slice(0, 7),
);

describe('the monthly by-name-list report', () => {
  it('active at the end = active at the start + inflow - outflow, for any timelines', () => {
    fc.assert(
      fc.property(fc.array(fc.array(aTimelineEvent, { maxLength: 12 }), { maxLength: 15 }), (timelines) => {
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
