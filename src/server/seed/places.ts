import { lookupZip, type ZipPlace, zipsInState } from '@server/lib/zip-lookup';
import type { Random } from './random';

/** States the demo data spreads over (45, all real ZIP/city/state combinations from the zipcodes data set). */
export const DEMO_STATES = [
  'AL',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'WA',
  'WI',
] as const;

/** ZIPs around Schenectady, NY (12345 is the spec's example ZIP) so a demo search finds several homes. */
export const DEMO_HOME_ZIPS = [
  '12345',
  '12305',
  '12308',
  '12309',
  '12203',
  '12206',
  '12180',
  '12019',
] as const;

export function demoPlace(zip: string): ZipPlace {
  const place = lookupZip(zip);
  if (!place) throw new Error(`demo ZIP ${zip} is not in the ZIP data set`);
  return place;
}

export function randomPlaceInState(random: Random, state: string): ZipPlace {
  return random.pick(zipsInState(state));
}
