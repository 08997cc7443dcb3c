import { parseCityState } from '@shared/contracts/directory-texts';
import type { ServiceCategory } from '@shared/domain/partner-tiers';

/** What the visitor typed into the directory search. */
export interface DirectorySearchInput {
  location: string;
  zipCode: string;
  orgTypes: ServiceCategory[];
  /** Miles around the place (one of DIRECTORY_RADII); applies to a location or a ZIP. */
  radius: number;
}

/** The filters GET /api/vsos gets, once the input passes the rule. */
export interface DirectoryFilters {
  city?: string;
  state?: string;
  zipCode?: string;
  orgTypes?: ServiceCategory[];
  radius?: number;
}

export const LOCATION_FORMAT_MESSAGE = "Enter the location as 'City, ST', for example 'Albany, NY'";
export const ZIP_FORMAT_MESSAGE = 'Enter a 5-digit ZIP code';
export const EMPTY_SEARCH_MESSAGE = 'Enter a location, a ZIP code or choose an organization type to search';

const ZIP = /^\d{5}(-?\d{4})?$/;

export type SearchRuleResult =
  | { ok: true; filters: DirectoryFilters }
  | { ok: false; errors: { location?: string; zipCode?: string; form?: string } };

/**
 * Spec 2, section 5: a search runs only when something is entered, and a location must look like
 * 'City, ST' with a 2-letter state.
 */
export function applySearchRule(input: DirectorySearchInput): SearchRuleResult {
  const location = input.location.trim();
  const zipCode = input.zipCode.trim();
  if (!location && !zipCode && input.orgTypes.length === 0) {
    return { ok: false, errors: { form: EMPTY_SEARCH_MESSAGE } };
  }
  const errors: { location?: string; zipCode?: string } = {};
  const place = location ? parseCityState(location) : null;
  if (location && !place) errors.location = LOCATION_FORMAT_MESSAGE;
  if (zipCode && !ZIP.test(zipCode)) errors.zipCode = ZIP_FORMAT_MESSAGE;
  if (errors.location || errors.zipCode) return { ok: false, errors };

  const filters: DirectoryFilters = {};
  if (place) {
    filters.city = place.city;
    filters.state = place.state;
  }
  if (zipCode) filters.zipCode = zipCode;
  if (place || zipCode) filters.radius = input.radius;
  if (input.orgTypes.length > 0) filters.orgTypes = [...input.orgTypes];
  return { ok: true, filters };
}

/** The query string for GET /api/vsos (orgTypes comma-joined, as the spec sends them). */
export function filtersToQuery(filters: DirectoryFilters, limit: number, offset: number): string {
  const params = new URLSearchParams();
  if (filters.city) params.set('city', filters.city);
  if (filters.state) params.set('state', filters.state);
  if (filters.zipCode) params.set('zipCode', filters.zipCode);
  if (filters.orgTypes?.length) params.set('orgTypes', filters.orgTypes.join(','));
  if (filters.radius) params.set('radius', String(filters.radius));
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return params.toString();
}
