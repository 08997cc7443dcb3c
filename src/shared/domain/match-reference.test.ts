import { MATCH_REFERENCE_PATTERN, newMatchReference } from './match-reference';

describe('match references', () => {
  it('are VH- and six symbols without 0, O, 1 or I, and differ from each other', () => {
    const references = Array.from({ length: 2000 }, newMatchReference);
    for (const reference of references) expect(reference).toMatch(MATCH_REFERENCE_PATTERN);
    expect(references.join('')).not.toMatch(/[01IO]/);
    expect(new Set(references).size).toBe(references.length);
  });

  it('use every symbol of the alphabet', () => {
    const seen = new Set(Array.from({ length: 3000 }, newMatchReference).flatMap((r) => [...r.slice(3)]));
    expect(seen.size).toBe(32);
  });
});
