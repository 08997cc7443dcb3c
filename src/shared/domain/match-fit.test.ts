import { distanceInWords, matchFit, matchReasons } from './match-fit';

const facts = {
  distanceMiles: 3,
  sameZip: false,
  rentCents: 95_000,
  budgetCents: null,
  acceptsTheirVoucher: false,
};

describe('how a match is described to a veteran', () => {
  it('calls a near home great, a middling one good and a far one possible', () => {
    expect(matchFit(facts)).toBe('great');
    expect(matchFit({ ...facts, distanceMiles: 10 })).toBe('great');
    expect(matchFit({ ...facts, distanceMiles: 10.1 })).toBe('good');
    expect(matchFit({ ...facts, distanceMiles: 25 })).toBe('good');
    expect(matchFit({ ...facts, distanceMiles: 40 })).toBe('possible');
  });

  it('never calls a home over budget, or of unknown rent, great', () => {
    expect(matchFit({ ...facts, budgetCents: 90_000 })).toBe('good');
    expect(matchFit({ ...facts, rentCents: null, budgetCents: 90_000 })).toBe('good');
    expect(matchFit({ ...facts, budgetCents: 95_000 })).toBe('great');
  });

  it('writes every distance one way', () => {
    expect(distanceInWords(0, true)).toBe('In your ZIP code');
    expect(distanceInWords(null, true)).toBe('In your ZIP code');
    expect(distanceInWords(0.02, false)).toBe('Less than 0.1 miles away');
    expect(distanceInWords(1, false)).toBe('1.0 miles away');
    expect(distanceInWords(12.345, false)).toBe('12.3 miles away');
    expect(distanceInWords(null, false)).toBe('Distance not known');
  });

  it('gives distance, rent and what the home accepts, and nothing about the landlord', () => {
    expect(matchReasons({ ...facts, acceptsTheirVoucher: true })).toEqual([
      '3.0 miles away',
      '$950 a month for your room',
      'Accepts your HUD-VASH voucher',
    ]);
    expect(matchReasons({ ...facts, budgetCents: 100_000 })).toContain(
      '$950 a month for your room, within your budget',
    );
    expect(matchReasons({ ...facts, rentCents: null })).toContain('Ask the landlord about the rent');
  });
});
