import { describe, expect, it } from 'vitest';
import { ROWS } from './admin-map.fixtures';
import {
  countText,
  countWithParts,
  figuresByState,
  figureText,
  NO_ACTIVITY_CLASS,
  scaleClass,
  scaleSteps,
  stepLabel,
} from './map-figures';

describe('map figures', () => {
  it('sums the ZIP rows per state, busiest first, by the chosen data type', () => {
    const all = figuresByState(ROWS, 'all');
    expect(all.map((s) => [s.code, s.name, s.value, s.rows.length])).toEqual([
      ['NY', 'New York', 26, 2],
      ['CA', 'California', 4, 1],
      ['PR', 'Puerto Rico', 2, 1],
    ]);
    expect(all[0]?.figures).toEqual({
      veteranReferrals: 12,
      urgentReferrals: 3,
      landlordLeads: 4,
      availableUnits: 6,
      successfulMatches: 4,
    });
    expect(figuresByState(ROWS, 'matches').map((s) => [s.code, s.value])).toEqual([
      ['NY', 4],
      ['CA', 1],
      ['PR', 0],
    ]);
    expect(figuresByState(ROWS, 'landlords')[0]?.rows.map((r) => r.zipCode)).toEqual(['10001', '12207']);
  });

  it('says counts in words', () => {
    expect(countText('veterans', 12)).toBe('12 veteran referrals');
    expect(countText('landlords', 1)).toBe('1 landlord lead or available unit');
    expect(countText('matches', 0)).toBe('no successful matches');
    expect(countText('all', 1204)).toBe('1,204 in all');
    expect(countText('all', 0)).toBe('no activity');
    expect(countText('landlords', 7)).toBe('7 landlord leads and available units');
    const [newYork] = ROWS;
    if (!newYork) throw new Error('fixture');
    expect(countWithParts('landlords', newYork.metadata)).toBe(
      '9 landlord leads and available units (3 landlord leads, 6 available units)',
    );
    expect(countWithParts('veterans', newYork.metadata)).toBe('8 veteran referrals');
    expect(figureText('landlordLeads', 1)).toBe('1 landlord lead');
  });

  it('splits the scale in up to five steps of about as many states each, covering every count', () => {
    expect(scaleSteps([])).toEqual([]);
    expect(scaleSteps([0, 0])).toEqual([]);
    expect(scaleSteps([1, 2, 3]).map(stepLabel)).toEqual(['1', '2', '3']);
    expect(scaleSteps(Array.from({ length: 20 }, (_, i) => i + 1)).map(stepLabel)).toEqual([
      '1–4',
      '5–8',
      '9–12',
      '13–16',
      '17–20',
    ]);
    // one very busy state does not flatten the others
    const skewed = scaleSteps([2, 2, 3, 4, 5, 5, 6, 7, 9, 1204]);
    expect(skewed.map(stepLabel)).toEqual(['1–2', '3–4', '5', '6–7', '8–1,204']);
    expect(scaleClass(skewed, 1204)).toBe('fill-primary');
    expect(scaleClass(skewed, 2)).toBe('fill-primary/25');
    expect(scaleClass(skewed, 0)).toBe(NO_ACTIVITY_CLASS);
    // the fewer the distinct counts, the darker the steps: the busiest is always the darkest
    const steps = scaleSteps([7, 7, 3]);
    expect(steps.map(stepLabel)).toEqual(['1–3', '4–7']);
    expect(steps.map((step) => step.className)).toEqual(['fill-primary/80', 'fill-primary']);
    for (let value = 1; value <= 7; value++) expect(scaleClass(steps, value)).not.toBe(NO_ACTIVITY_CLASS);
  });
});
