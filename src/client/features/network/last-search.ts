import { DEFAULT_DIRECTORY_RADIUS, DIRECTORY_RADII } from '@shared/contracts/directory-texts';
import type { DirectorySearchInput } from './search-rule';

const STORAGE_KEY = 'vhm.directory-search';

/**
 * The place last searched in this browser (location or ZIP, and the radius): the directory opens with the
 * organisations nearest to it. Only a place, never who searched.
 */
export type RememberedSearch = Pick<DirectorySearchInput, 'location' | 'zipCode' | 'radius'>;

export function readLastSearch(): RememberedSearch | null {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { location, zipCode, radius } = saved as Record<string, unknown>;
    if (typeof location !== 'string' || typeof zipCode !== 'string' || (!location && !zipCode)) return null;
    const known = (DIRECTORY_RADII as readonly unknown[]).includes(radius);
    return { location, zipCode, radius: known ? (radius as number) : DEFAULT_DIRECTORY_RADIUS };
  } catch {
    return null;
  }
}

export function rememberSearch(input: RememberedSearch): void {
  if (!input.location.trim() && !input.zipCode.trim()) return;
  try {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        location: input.location.trim(),
        zipCode: input.zipCode.trim(),
        radius: input.radius,
      }),
    );
  } catch {
    // storage blocked: the next visit starts empty
  }
}
