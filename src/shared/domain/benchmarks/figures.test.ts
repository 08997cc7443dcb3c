import { describe, expect, it } from 'vitest';
import { personSpells } from './active-spells';
import { AT, fixturePeople } from './benchmarks.fixtures';
import { computeBenchmarks } from './figures';
import { monthlyReport } from './monthly-report';
import { benchmarkTrend } from './trend';

const paths = fixturePeople().map((person) => personSpells(person.id, person.events));
const ids = (list: string[], group: string) => list.filter((id) => id.startsWith(`${group}-`)).length;

/*
 * Worked out by hand from the groups in benchmarks.fixtures.ts (June 30, 2026):
 * active = g1 30 + g2 10 + g3 5 + g4 8 + g5 6 + g6 4 + g7 40 + g10 15 + g12 5 + g14 7 = 130
 * A1 = chronic (g1, g2, g3, g5, g6) or long-term (g4: 13 months homeless) = 63; A2 = g2 (offer 10 days ago)
 * = 10; A3 = g4 (service-intensive) = 8; A4 = g5 (accepted 50 days ago) = 6; net = 63 - 24 = 39 (g1+g3+g6)
 * B: placements in 90 days g8 (30 x 60 days) + g9 (20 x 120 days): average 84, median 60
 * C: 50 move-ins against newly identified g7 40 + g10 15 = 55; D: g10's 15 entries < 55
 * functional zero: placements since Dec 30, 2025 = g8 30 + g9 20 + g15 15 = 65, 65 / 6 = 10.8 < 130
 */
describe('the federal benchmarks on a 215-person fixture worked out by hand', () => {
  const result = computeBenchmarks(paths, AT);

  it('A, B, C, D and functional zero', () => {
    expect(result.figures).toEqual({
      a: { a1: 63, a2: 10, a3: 8, a4: 6, net: 39, met: false },
      b: { averageDays: 84, medianDays: 60, met: true },
      c: { moveIns: 50, newlyIdentified: 55, met: false },
      d: { transitionalEntries: 15, newlyIdentified: 55, met: true },
      functionalZero: { activelyHomeless: 130, monthlyCapacity: 10.8, met: false },
    });
  });

  it('names the people behind each figure', () => {
    expect(ids(result.people.a2, 'g2ChronicOfferedRecently')).toBe(10);
    expect(ids(result.people.a3, 'g4LongTermInTransitional')).toBe(8);
    expect(ids(result.people.net, 'g3ChronicOfferedLongAgo')).toBe(5);
    expect(ids(result.people.net, 'g6ChronicEnrolledLongAgo')).toBe(4);
    expect(ids(result.people.activelyHomeless, 'g12BackFromInactive')).toBe(5);
    expect(result.people.moveIns.every((id) => /^g(8|9)H/.test(id))).toBe(true);
    expect(result.people.transitionalEntries.every((id) => id.startsWith('g10'))).toBe(true);
  });

  it('the monthly by-name-list report for January, May and June 2026', () => {
    expect(monthlyReport(paths, '2026-01')).toEqual({
      // end of December: g1+g2+g3 45, g6 4, g11+g12 15, g15 15 = 79; + 14 + 7 - 15 - 15 = 70
      actively_homeless: 70,
      newly_identified: 14, // g4 and g5, identified Jan 31
      returned_from_housing: 7,
      returned_from_inactive: 0,
      housing_placements: 15,
      moved_to_inactive: 15,
      no_longer_meets_population_criteria: 0,
      avg_lot_from_id_to_housing: 100,
    });
    expect(monthlyReport(paths, '2026-05')).toEqual({
      actively_homeless: 145,
      newly_identified: 55,
      returned_from_housing: 0,
      returned_from_inactive: 0,
      housing_placements: 30,
      moved_to_inactive: 0,
      no_longer_meets_population_criteria: 0,
      avg_lot_from_id_to_housing: 60,
    });
    expect(monthlyReport(paths, '2026-06')).toMatchObject({
      actively_homeless: 130,
      returned_from_inactive: 5,
      housing_placements: 20,
      avg_lot_from_id_to_housing: 120,
    });
    expect(monthlyReport(paths, '2025-12')).toMatchObject({
      newly_identified: 45,
      no_longer_meets_population_criteria: 10,
    });
  });

  it('a 12-month trend ending with today', () => {
    const trend = benchmarkTrend(paths, AT);
    expect(trend.map((point) => point.month)).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(trend.at(-1)).toMatchObject({ net: 39, activelyHomeless: 130, moveIns: 50 });
    expect(trend.at(-2)).toMatchObject({ activelyHomeless: 145 });
    expect(trend[0]).toMatchObject({ activelyHomeless: 0, moveIns: 0 });
  });
});
