import {
  distanceInWords,
  MATCH_FIT_LABELS,
  MATCH_FITS,
  matchFit,
  matchFitWithScore,
  matchReasons,
} from './match-fit';

const facts = {
  distanceMiles: 3,
  sameZip: false,
  rentCents: 95_000,
  budgetCents: null,
  acceptsTheirVoucher: false,
};

describe('how a match is described to a veteran', () => {
  it('names every score with one word, and never a great match at half marks', () => {
    expect(matchFit(100)).toBe('great');
    expect(matchFit(60)).toBe('great');
    expect(matchFit(59)).toBe('good');
    expect(matchFit(50)).toBe('good');
    expect(matchFit(40)).toBe('good');
    expect(matchFit(39)).toBe('possible');
    expect(matchFit(0)).toBe('possible');
  });

  it('orders the words as the scores: a list best score first is best fit first', () => {
    const ranks = Array.from({ length: 101 }, (_, i) => MATCH_FITS.indexOf(matchFit(100 - i)));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('shows staff and landlords the same word beside the number', () => {
    expect(matchFitWithScore(72)).toBe('Great match · 72 of 100');
    expect(matchFitWithScore(45)).toBe('Good match · 45 of 100');
    expect(matchFitWithScore(12)).toBe('Possible match · 12 of 100');
    for (const score of [0, 39, 40, 59, 60, 100]) {
      expect(matchFitWithScore(score).startsWith(MATCH_FIT_LABELS[matchFit(score)])).toBe(true);
    }
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
