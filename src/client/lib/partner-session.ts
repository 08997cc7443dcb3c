import type { OrganizationView } from '@shared/contracts/organizations';
import { setBearerToken } from './api-client';

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

export function savePartnerSession(session: PartnerSession): void {
  storage()?.setItem(TOKEN_KEY, session.token);
  storage()?.setItem(ORGANIZATION_KEY, JSON.stringify(session.organization));
  setBearerToken(session.token);
}

export function clearPartnerSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(ORGANIZATION_KEY);
  setBearerToken(null);
}
