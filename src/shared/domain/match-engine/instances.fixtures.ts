// Builders and fast-check arbitraries for the engine tests (not used by the app).
import fc from 'fast-check';
import { URGENCY_LEVELS } from '../urgency';
import { LANDLORD_TIERS } from './landlord-tiers';
import type { EngineProperty, EngineVeteran } from './types';

export const NOW = new Date('2025-06-01T12:00:00Z');
export const DAY_MS = 86_400_000;

/** Albany, NY (ZIP 12207) and a point about 10 miles north of it. */
export const ALBANY = { zipCode: '12207', latitude: 42.6526, longitude: -73.7562 };
const MILES_PER_DEGREE = (3958.8 * Math.PI) / 180;
/** A place in another ZIP, `miles` due north of Albany. */
export const milesNorth = (miles: number) => ({
  zipCode: '12065',
  latitude: ALBANY.latitude + miles / MILES_PER_DEGREE,
  longitude: ALBANY.longitude,
});
export const TEN_MILES_NORTH = milesNorth(10);

export const veteran = (change: Partial<EngineVeteran> = {}): EngineVeteran => ({
  id: 'v1',
  ...ALBANY,
  hasVoucher: false,
  requiresAccessibility: false,
  hasPet: false,
  urgency: 'normal',
  maxRentCents: null,
  waitingSince: NOW,
  ...change,
});

export const property = (change: Partial<EngineProperty> = {}): EngineProperty => ({
  id: 'p1',
  ...ALBANY,
  acceptsVouchers: false,
  accessible: false,
  allowsPets: false,
  available: true,
  unitsAvailable: 1,
  rentCents: null,
  landlordTier: 'bronze',
  ...change,
});

// a small region (about 140 x 100 miles) so many pairs are in reach and many are not
const place = fc.record({
  zipCode: fc.constantFrom('12207', '12065', '12309', '12866', '13202'),
  latitude: fc.option(fc.double({ min: 42, max: 44, noNaN: true }), { freq: 8 }),
  longitude: fc.option(fc.double({ min: -75, max: -73, noNaN: true }), { freq: 8 }),
});
const rent = fc.option(fc.integer({ min: 40_000, max: 250_000 }), { freq: 4 });

export const veteranArb = (id: number) =>
  fc
    .record({
      place,
      hasVoucher: fc.boolean(),
      requiresAccessibility: fc.boolean(),
      hasPet: fc.boolean(),
      urgency: fc.constantFrom(...URGENCY_LEVELS),
      maxRentCents: rent,
      waitedDays: fc.integer({ min: 0, max: 200 }),
    })
    .map(
      ({ place: at, waitedDays, ...rest }): EngineVeteran => ({
        id: `v${id}`,
        ...at,
        ...rest,
        waitingSince: new Date(NOW.getTime() - waitedDays * DAY_MS),
      }),
    );

export const propertyArb = (id: number) =>
  fc
    .record({
      place,
      acceptsVouchers: fc.boolean(),
      accessible: fc.boolean(),
      allowsPets: fc.boolean(),
      available: fc.integer({ min: 0, max: 7 }).map((roll) => roll > 0),
      unitsAvailable: fc.integer({ min: 0, max: 3 }),
      rentCents: rent,
      landlordTier: fc.constantFrom(...LANDLORD_TIERS),
    })
    .map(({ place: at, ...rest }): EngineProperty => ({ id: `p${id}`, ...at, ...rest }));

/** Up to `maxVeterans` veterans and `maxProperties` properties with unique ids. */
export const instanceArb = (maxVeterans: number, maxProperties: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxVeterans }), fc.integer({ min: 0, max: maxProperties }))
    .chain(([veterans, properties]) =>
      fc.record({
        veterans: fc.tuple(...Array.from({ length: veterans }, (_, i) => veteranArb(i))),
        properties: fc.tuple(...Array.from({ length: properties }, (_, i) => propertyArb(i))),
      }),
    )
    .map(({ veterans, properties }) => ({
      veterans: veterans as EngineVeteran[],
      properties: properties as EngineProperty[],
    }));
