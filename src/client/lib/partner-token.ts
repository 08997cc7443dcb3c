import type { OrganizationView } from '@shared/contracts/organizations';

// The stored partner session without the query hooks (partner-session.ts): main.tsx restores it at start, and
// importing the hooks' contracts there would put zod in every page's first load.

/**
 * The session itself is the HttpOnly cookie the server set at sign-in (issue 31): no script can read it. The
 * browser keeps only which organisation signed in, for the pages to show; the token is never stored (the spec's
 * localStorage token, `partnerToken`, is removed where an older version left it).
 */
const LEGACY_TOKEN_KEY = 'partnerToken';
const ORGANIZATION_KEY = 'partnerOrganization';

export interface PartnerSession {
  organization: OrganizationView;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function hasStoredPartnerSession(): boolean {
  return Boolean(storage()?.getItem(ORGANIZATION_KEY));
}

/** The stored session, or null. Call once at start (it also drops a token an older version stored). */
export function restorePartnerSession(): PartnerSession | null {
  const store = storage();
  store?.removeItem(LEGACY_TOKEN_KEY);
  const raw = store?.getItem(ORGANIZATION_KEY);
  if (!raw) return null;
  try {
    return { organization: JSON.parse(raw) as OrganizationView };
  } catch {
    clearPartnerSession();
    return null;
  }
}

// set when a partner call is refused (401) and until the next sign-in; pages subscribe to it
let refused = false;
const listeners = new Set<() => void>();

export function setRefused(value: boolean): void {
  if (refused === value) return;
  refused = value;
  for (const listener of listeners) listener();
}

export const isRefused = () => refused;

export function subscribeToRefusal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function savePartnerSession(session: PartnerSession): void {
  storage()?.setItem(ORGANIZATION_KEY, JSON.stringify(session.organization));
  setRefused(false);
}

export function clearPartnerSession(): void {
  storage()?.removeItem(LEGACY_TOKEN_KEY);
  storage()?.removeItem(ORGANIZATION_KEY);
}
