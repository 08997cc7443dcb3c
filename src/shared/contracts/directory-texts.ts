/**
 * The directory's API paths, location rule and radius choices, apart from its schemas: /directory starts without
 * building zod's schemas (issue 38). directory-query.ts re-exports them (and network.ts with it).
 */
export const VSOS_PATH = '/api/vsos';
export const VSOS_SUMMARY_PATH = '/api/vsos/summary';

/** The directory's location box: 'City, ST' (spec 2, section 5); anything else does not search. */
export const CITY_STATE_PATTERN = /^\s*([A-Za-z][A-Za-z .'-]*[A-Za-z.])\s*,\s*([A-Za-z]{2})\s*$/;
export function parseCityState(location: string): { city: string; state: string } | null {
  const match = CITY_STATE_PATTERN.exec(location);
  if (!match?.[1] || !match[2]) return null;
  return { city: match[1].trim(), state: match[2].toUpperCase() };
}

/** The directory's radius choices (miles); the page starts at DEFAULT_DIRECTORY_RADIUS. */
export const DIRECTORY_RADII = [10, 25, 50, 100] as const;
export const DEFAULT_DIRECTORY_RADIUS = 50;
