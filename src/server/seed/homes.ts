import type { Database } from '@server/db/client';
import { insertPublishedListings, type PublishedListing } from '@server/modules/properties';
import { DEMO_HOME_ZIPS, DEMO_STATES, demoPlace, randomPlaceInState } from './places';
import type { Random } from './random';

const STREETS = [
  'Maple Ave',
  'Oak St',
  'Liberty Rd',
  'Veterans Way',
  'Union St',
  'Washington Blvd',
  'Cedar Ln',
  'Park Pl',
];
const DESCRIPTIONS = [
  'Quiet three-bedroom home near a bus line, a grocery store and the VA clinic.',
  'Renovated house with a shared kitchen, laundry on site and off-street parking.',
  'Single-level home with a ramp entrance, wide doorways and a fenced yard.',
  'Bright rooms in a well-kept duplex, ten minutes from downtown.',
];

type PropertyInsert = PublishedListing;

function demoHome(
  random: Random,
  zip: { zipCode: string; city: string; state: string; latitude: number; longitude: number },
): PropertyInsert {
  const roomCount = random.pick([3, 3, 4, 5]);
  const rentPerRoom = random.pick([650, 750, 800, 900, 950, 1000, 1100, 1200]);
  return {
    address: `${random.int(10, 9800)} ${random.pick(STREETS)}`,
    city: zip.city,
    state: zip.state,
    zipCode: zip.zipCode,
    latitude: zip.latitude,
    longitude: zip.longitude,
    unitType: random.pick(['house', 'house', 'apartment', 'condo'] as const),
    roomType: random.chance(0.7) ? 'private' : 'shared',
    bedrooms: roomCount,
    bathrooms: random.int(1, 3),
    roomCount,
    unitsAvailable: random.int(1, roomCount),
    rentPerRoomCents: rentPerRoom * 100,
    rentCents: rentPerRoom * roomCount * 100,
    acceptsVouchers: random.chance(0.7),
    accessible: random.chance(0.35),
    allowsPets: random.chance(0.5),
    furnished: random.chance(0.5),
    inspected: random.chance(0.6),
    description: random.pick(DESCRIPTIONS),
    status: random.chance(0.9) ? 'available' : 'filled',
    source: 'seed',
  };
}

export async function seedHomes(db: Database, random: Random): Promise<number> {
  const rows: PropertyInsert[] = [];
  for (const zip of DEMO_HOME_ZIPS) {
    rows.push({ ...demoHome(random, demoPlace(zip)), status: 'available' });
  }
  for (const state of DEMO_STATES) {
    for (let i = 0; i < 2; i += 1) rows.push(demoHome(random, randomPlaceInState(random, state)));
  }
  return insertPublishedListings(db, rows);
}
