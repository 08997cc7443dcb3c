import type { OrganizationView } from '@shared/contracts/organizations';
import { setBearerToken } from './bearer-token';

// The stored partner session without the query hooks (partner-session.ts): main.tsx restores the token at
// start, and importing the hooks' contracts there would put zod in every page's first load.

/** Spec 2, section 7: the partner token and organisation are kept locally after login. */
const TOKEN_KEY = 'partnerToken';
const ORGANIZATION_KEY = 'partnerOrganization';

export interface PartnerSession {
  token: string;
  organization: OrganizationView;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function hasStoredPartnerToken(): boolean {
  return Boolean(storage()?.getItem(TOKEN_KEY));
}

/** The stored session, or null; also hands the token to the api client. Call once at start. */
export function restorePartnerSession(): PartnerSession | null {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY);
  const raw = store?.getItem(ORGANIZATION_KEY);
  if (!token || !raw) {
    setBearerToken(null);
    return null;
  }
  try {
    const organization = JSON.parse(raw) as OrganizationView;
    setBearerToken(token);
    return { token, organization };
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
  storage()?.setItem(TOKEN_KEY, session.token);
  storage()?.setItem(ORGANIZATION_KEY, JSON.stringify(session.organization));
  setBearerToken(session.token);
  setRefused(false);
}

export function clearPartnerSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(ORGANIZATION_KEY);
  setBearerToken(null);
}
