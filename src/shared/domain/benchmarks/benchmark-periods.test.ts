import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personSpells, spellAt } from './active-spells';
import { benchmarkPeriods } from './benchmark-periods';
import { benchmarkA } from './figures';
import { aMoment, aTimelineEvent } from './random-timelines.fixtures';

const within = (period: { from: number; until: number | null }, at: number) =>
  period.from <= at && (period.until === null || period.until > at);

describe('benchmark periods: what the SQL figures read of a person', () => {
  it('at any moment, the active spell and the A1 period held are the calculators’ own', () => {
    fc.assert(
      fc.property(
        fc.array(aTimelineEvent, { maxLength: 14 }),
        fc.array(aMoment, { minLength: 1, maxLength: 20 }),
        (events, moments) => {
          const path = personSpells('p', events);
          const periods = benchmarkPeriods(path);
          for (const at of moments) {
            const spell = spellAt(path, at);
            const active = periods.active.filter((period) => within(period, at));
            expect(active.length).toBe(spell ? 1 : 0);
            const held = periods.a1.filter((period) => within(period, at)).map((period) => period.bucket);
            expect(held).toEqual(spell ? [benchmarkA(path, spell, at)].filter(Boolean) : []);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('also at the very moments a figure changes: an event, an offer’s 14 days, an enrolment’s 90', () => {
    fc.assert(
      fc.property(fc.array(aTimelineEvent, { minLength: 1, maxLength: 14 }), (events) => {
        const path = personSpells('p', events);
        const periods = benchmarkPeriods(path);
        const edges = periods.a1.flatMap((period) => [period.from, period.until ?? period.from]);
        for (const at of [...edges, ...edges.map((edge) => edge - 1), ...path.times.all]) {
          const spell = spellAt(path, at);
          const held = periods.a1.filter((period) => within(period, at)).map((period) => period.bucket);
          expect(held).toEqual(spell ? [benchmarkA(path, spell, at)].filter(Boolean) : []);
        }
      }),
      { numRuns: 400 },
    );
  });
});
