import { describe, expect, it } from 'vitest';
import {
  applySearchRule,
  EMPTY_SEARCH_MESSAGE,
  filtersToQuery,
  LOCATION_FORMAT_MESSAGE,
  ZIP_FORMAT_MESSAGE,
} from './search-rule';

describe('the directory search rule', () => {
  it('runs nothing when nothing is entered', () => {
    expect(applySearchRule({ location: '  ', zipCode: '', orgTypes: [], radius: 50 })).toEqual({
      ok: false,
      errors: { form: EMPTY_SEARCH_MESSAGE },
    });
  });

  it("accepts 'City, ST' and splits it into city and an upper-case state", () => {
    expect(applySearchRule({ location: ' Albany , ny ', zipCode: '', orgTypes: [], radius: 50 })).toEqual({
      ok: true,
      filters: { city: 'Albany', state: 'NY', radius: 50 },
    });
    expect(
      applySearchRule({ location: "Coeur d'Alene, ID", zipCode: '', orgTypes: [], radius: 50 }),
    ).toMatchObject({
      ok: true,
      filters: { city: "Coeur d'Alene", state: 'ID' },
    });
  });

  it.each(['Albany', 'Albany NY', 'Albany, New York', 'Albany, N', ', NY', '12207, NY'])(
    "refuses the location '%s'",
    (location) => {
      expect(applySearchRule({ location, zipCode: '', orgTypes: [], radius: 50 })).toEqual({
        ok: false,
        errors: { location: LOCATION_FORMAT_MESSAGE },
      });
    },
  );

  it('checks the ZIP code and passes the organization types on', () => {
    expect(applySearchRule({ location: '', zipCode: '1220', orgTypes: [], radius: 50 })).toEqual({
      ok: false,
      errors: { zipCode: ZIP_FORMAT_MESSAGE },
    });
    expect(
      applySearchRule({ location: '', zipCode: '12207', orgTypes: ['housing', 'legal'], radius: 50 }),
    ).toEqual({
      ok: true,
      filters: { zipCode: '12207', orgTypes: ['housing', 'legal'], radius: 50 },
    });
  });

  it('builds the query with comma-joined organization types', () => {
    const query = filtersToQuery({ city: 'Albany', state: 'NY', orgTypes: ['housing', 'legal'] }, 12, 24);
    expect(new URLSearchParams(query).get('orgTypes')).toBe('housing,legal');
    expect(query).toBe('city=Albany&state=NY&orgTypes=housing%2Clegal&limit=12&offset=24');
  });
});
