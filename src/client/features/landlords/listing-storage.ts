import { MAX_SUMMARY_IDS } from '@shared/contracts/landlord-tools';

// A listing can be made signed out, so the dashboard step follows the listings made in this browser tab.
const KEY = 'landlord-listing-ids';

export function readListingIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers a new listing (the newest MAX_SUMMARY_IDS are kept) and returns the list. */
export function rememberListingId(id: string): string[] {
  const ids = [...readListingIds().filter((known) => known !== id), id].slice(-MAX_SUMMARY_IDS);
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // storage full or blocked: the dashboard still shows this listing until the page is left
  }
  return ids;
}
