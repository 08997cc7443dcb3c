import { home, profile } from '../profiles.fixtures';
import { formHouseholds } from './index';
import {
  HOMES_DECLINED,
  NO_FREE_ROOM,
  NO_HOUSEMATES,
  noHomeFits,
  noHomeWithin,
  PLACES_TAKEN,
} from './reasons';
import type { FormationApplicant, FormationHome, FormationInput } from './types';

const HERE = { latitude: 39.95, longitude: -75.16 };
const FAR = { latitude: 41.5, longitude: -75.16 };

const applicant = (id: string, overrides = {}, at = HERE): FormationApplicant => ({
  ...at,
  profile: profile({ id, ...overrides }),
});
const openHome = (id: string, freeRooms = 3, overrides = {}): FormationHome => ({
  id,
  ...HERE,
  freeRooms,
  profile: home(overrides),
});
const run = (input: Partial<FormationInput>) =>
  formHouseholds({
    applicants: [],
    homes: [],
    formingHouseholds: [],
    blockedPairs: [],
    blockedHomes: [],
    ...input,
  });
const reasonOf = (result: ReturnType<typeof run>, id: string) =>
  result.unplaced.find((u) => u.applicantId === id)?.reason;

describe('why an applicant waits', () => {
  it('names the radius when no home is in reach', () => {
    const result = run({ applicants: [applicant('a', {}, FAR)], homes: [openHome('h')] });
    expect(reasonOf(result, 'a')).toBe(noHomeWithin(25));
    expect(reasonOf(result, 'a')).toBe('No co-living home within 25 miles');
  });

  it("gives the nearest home's first misfit", () => {
    const result = run({ applicants: [applicant('a', { hasPets: true })], homes: [openHome('h')] });
    expect(reasonOf(result, 'a')).toBe(noHomeFits('this home allows no pets'));
  });

  it('says the homes nearby are full', () => {
    const result = run({ applicants: [applicant('a')], homes: [openHome('h', 0)] });
    expect(reasonOf(result, 'a')).toBe(NO_FREE_ROOM);
  });

  it('says when the homes that fit were declined', () => {
    const result = run({ applicants: [applicant('a')], homes: [openHome('h')], blockedHomes: [['a', 'h']] });
    expect(reasonOf(result, 'a')).toBe(HOMES_DECLINED);
  });

  it('asks for two compatible housemates', () => {
    const result = run({
      applicants: [applicant('a'), applicant('b', { smokingPreference: 'smoking_ok' })],
      homes: [openHome('h', 3, { smokingPolicy: 'outdoor_only' })],
    });
    expect(reasonOf(result, 'a')).toBe(NO_HOUSEMATES);
  });

  it('places the best-matched three and says the fourth lost the place', () => {
    const result = run({
      applicants: [
        applicant('a'),
        applicant('b'),
        applicant('c'),
        applicant('d', { cleanliness: 'relaxed', socialLevel: 'introverted' }),
      ],
      homes: [openHome('h')],
    });
    expect(result.groups).toEqual([{ householdId: null, homeId: 'h', memberIds: ['a', 'b', 'c'] }]);
    expect(result.unplaced).toEqual([{ applicantId: 'd', reason: PLACES_TAKEN }]);
    expect(result.totalCompatibility).toBeLessThanOrEqual(result.upperBound);
  });

  it('fills an open place of a forming household before forming a new one', () => {
    const result = run({
      applicants: [applicant('a'), applicant('b'), applicant('c')],
      homes: [openHome('h', 3)],
      formingHouseholds: [
        { id: 'f', homeId: 'h', members: [profile({ id: 'm1' }), profile({ id: 'm2' })], maxOccupants: 3 },
      ],
    });
    expect(result.groups).toEqual([{ householdId: 'f', homeId: 'h', memberIds: ['a'] }]);
    expect(result.householdsFormed).toBe(0);
    expect(result.veteransPlaced).toBe(1);
  });
});
