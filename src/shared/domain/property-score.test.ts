import { localDemandPoints, type PropertyScoreInput, scoreProperty } from './property-score';

const schenectady = { city: 'Schenectady', state: 'NY' };
const base: PropertyScoreInput = {
  bedrooms: 3,
  ownershipType: 'private',
  place: schenectady,
  nearbyVeterans: 0,
};
const points = (input: Partial<PropertyScoreInput>, label: string) =>
  scoreProperty({ ...base, ...input }).factors.find((factor) => factor.label === label)?.points;

describe('scoreProperty', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 3],
    [4, 4],
    [5, 4],
    [8, 4],
  ])('gives %i bedrooms %i points', (bedrooms, expected) => {
    expect(points({ bedrooms }, 'Bedrooms')).toBe(expected);
  });

  it('gives a private owner 2 points and a property manager 1', () => {
    expect(points({ ownershipType: 'private' }, 'Ownership')).toBe(2);
    expect(points({ ownershipType: 'manager' }, 'Ownership')).toBe(1);
  });

  it('gives a real ZIP 1 point and names its place; an unknown ZIP 0 and no demand points', () => {
    const known = scoreProperty({ ...base, nearbyVeterans: 25 });
    expect(known.factors[2]).toMatchObject({ points: 1, detail: 'Your ZIP code is in Schenectady, NY.' });
    expect(known.factors[3]?.points).toBe(3);
    const unknown = scoreProperty({ ...base, place: null, nearbyVeterans: 25 });
    expect(unknown.factors[2]?.points).toBe(0);
    expect(unknown.factors[3]?.points).toBe(0);
  });

  it.each([
    [0, 0],
    [1, 1],
    [4, 1],
    [5, 2],
    [19, 2],
    [20, 3],
    [300, 3],
  ])('gives %i veterans nearby %i demand points', (nearbyVeterans, expected) => {
    expect(localDemandPoints(nearbyVeterans)).toBe(expected);
    expect(points({ nearbyVeterans }, 'Local veteran demand')).toBe(expected);
  });

  it('words the demand detail for one and for many veterans', () => {
    expect(scoreProperty({ ...base, nearbyVeterans: 1 }).factors[3]?.detail).toBe(
      '1 veteran looking for housing with us lives within 25 miles.',
    );
    expect(scoreProperty({ ...base, nearbyVeterans: 7 }).factors[3]?.detail).toBe(
      '7 veterans looking for housing with us live within 25 miles.',
    );
  });

  it('adds the factors up to at most 10, with their maximums summing to 10', () => {
    const best = scoreProperty({
      bedrooms: 5,
      ownershipType: 'private',
      place: schenectady,
      nearbyVeterans: 20,
    });
    expect(best.score).toBe(10);
    expect(best.maxScore).toBe(10);
    expect(best.factors.reduce((sum, factor) => sum + factor.maxPoints, 0)).toBe(10);
    const modest = scoreProperty({
      bedrooms: 3,
      ownershipType: 'manager',
      place: schenectady,
      nearbyVeterans: 2,
    });
    expect(modest.score).toBe(3 + 1 + 1 + 1);
    const none = scoreProperty({ bedrooms: 2, ownershipType: 'manager', place: null, nearbyVeterans: 0 });
    expect(none.score).toBe(1);
  });
});
