import { describe, expect, it } from 'vitest';
import { isUuidShaped, isValidSlug, slugify } from './slug';

describe('slugify', () => {
  it('makes lower-case hyphenated slugs', () => {
    expect(slugify("St. Mary's Veterans Café")).toBe('st-marys-veterans-cafe');
    expect(slugify('  ***  ')).toBe('partner');
    expect(slugify('A'.repeat(200)).length).toBeLessThanOrEqual(80);
  });

  it('never makes a UUID-shaped slug, so /partner/{slug} and /partner/{id} cannot be confused', () => {
    const uuidName = '3F1C2B7E 0000 4000 8000 000000000000';
    expect(isUuidShaped(slugify(uuidName).replace(/-org$/, ''))).toBe(true);
    expect(slugify(uuidName)).toBe('3f1c2b7e-0000-4000-8000-000000000000-org');
    expect(isValidSlug(slugify(uuidName))).toBe(true);
  });

  it('tells valid slugs from invalid ones', () => {
    expect(isValidSlug('capital-region-veterans-alliance')).toBe(true);
    expect(isValidSlug('3f1c2b7e-0000-4000-8000-000000000000')).toBe(false);
    expect(isValidSlug('Has Spaces')).toBe(false);
    expect(isValidSlug('double--hyphen')).toBe(false);
  });
});
