import type { Benchmarks } from '@shared/contracts/benchmarks';
import type { BenchmarkFigure } from '@shared/domain/benchmarks/figures';

const days = (value: number | null) => (value === null ? 'No move-ins' : `${value} days`);

export interface BenchmarkFigureLine {
  label: string;
  value: string;
  /** Opens the people behind it (absent: a figure of days, not of people). */
  figure?: BenchmarkFigure;
  count?: number;
}

export interface BenchmarkCard {
  key: string;
  title: string;
  /** The federal target in plain words. */
  target: string;
  met: boolean;
  lines: BenchmarkFigureLine[];
}

const count = (label: string, value: number, figure: BenchmarkFigure): BenchmarkFigureLine => ({
  label,
  value: value.toLocaleString('en-US'),
  figure,
  count: value,
});

/** The panel's five cards: each figure with its federal target (USICH, HUD and VA, June 2019; Built for Zero). */
export function benchmarkCards(b: Benchmarks): BenchmarkCard[] {
  return [
    {
      key: 'a',
      title: 'A. Chronic and long-term homelessness ended',
      target: 'Target: A1 − A2 − A3 − A4 = 0',
      met: b.a.met,
      lines: [
        count('A1 Chronic or long-term, not in permanent housing', b.a.a1, 'a1'),
        count('A2 Offered permanent housing in the last 14 days, deciding', b.a.a2, 'a2'),
        count('A3 In transitional housing for a clinical need', b.a.a3, 'a3'),
        count('A4 Enrolled in a housing programme under 90 days, still looking', b.a.a4, 'a4'),
        count('Net', b.a.net, 'net'),
      ],
    },
    {
      key: 'b',
      title: 'B. Quick access to permanent housing',
      target: 'Target: on average 90 days or fewer from identification to move-in (last 90 days)',
      met: b.b.met,
      lines: [
        { label: 'Average', value: days(b.b.averageDays) },
        { label: 'Median', value: days(b.b.medianDays) },
      ],
    },
    {
      key: 'c',
      title: 'C. Enough capacity',
      target: 'Target: move-ins at least the newly identified, last 90 days',
      met: b.c.met,
      lines: [
        count('Move-ins', b.c.moveIns, 'moveIns'),
        count('Newly identified', b.c.newlyIdentified, 'newlyIdentified'),
      ],
    },
    {
      key: 'd',
      title: 'D. Housing First',
      target:
        'Target: fewer entries into service-intensive transitional housing than newly identified, last 90 days',
      met: b.d.met,
      lines: [
        count('Entries into transitional housing', b.d.transitionalEntries, 'transitionalEntries'),
        count('Newly identified', b.d.newlyIdentified, 'newlyIdentified'),
      ],
    },
    {
      key: 'fz',
      title: 'Functional zero',
      target:
        'Target: fewer actively homeless than the number housed in a month (6-month average, at least 3)',
      met: b.functionalZero.met,
      lines: [
        count('Actively homeless', b.functionalZero.activelyHomeless, 'activelyHomeless'),
        { label: 'Housed in a month', value: b.functionalZero.monthlyCapacity.toLocaleString('en-US') },
      ],
    },
  ];
}

export const shareText = (share: number | null) =>
  share === null ? 'No one yet' : `${Math.round(share * 100)}%`;
