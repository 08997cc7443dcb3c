import fc from 'fast-check';
import { pairCompatibility } from './pair';
import { pairScore } from './pair-score';
import { profile, profileArb } from './profiles.fixtures';

describe('pairScore, the numeric path of the formation', () => {
  it('equals pairCompatibility(a, b).overall on any two applicants', () => {
    fc.assert(
      fc.property(profileArb, profileArb, (a, b) => {
        expect(pairScore(a, b)).toBe(pairCompatibility(a, b).overall);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads quiet hours the way the words do, invalid times included', () => {
    const windows = [
      { start: '22:00', end: '07:00' },
      { start: '07:00', end: '22:00' },
      { start: '23:30', end: '23:30' },
      { start: 'late', end: '6am' },
      { start: '00:00', end: '23:59' },
      { start: '21:15', end: '05:45' },
    ];
    for (const x of windows) {
      for (const y of windows) {
        const a = profile({ quietHours: x });
        const b = profile({ id: 'b', quietHours: y, cleanliness: 'relaxed' });
        expect(pairScore(a, b)).toBe(pairCompatibility(a, b).overall);
      }
    }
  });
});
