import { chosenText, toInteger } from './form-values';

describe('form value parsers', () => {
  it('treats an empty select as not chosen', () => {
    expect(chosenText('')).toBeUndefined();
    expect(chosenText(null)).toBeUndefined();
    expect(chosenText('private')).toBe('private');
  });

  it('parses integers and turns anything invalid into 0', () => {
    expect(toInteger('1200')).toBe(1200);
    expect(toInteger('12.7')).toBe(12);
    expect(toInteger('abc')).toBe(0);
    expect(toInteger('')).toBe(0);
  });
});
