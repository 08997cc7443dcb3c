import type { OrganizationView } from '@shared/contracts/organizations';
import { PLACEMENTS_PATH } from '@shared/contracts/placements';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { ApiError, getJson, setBearerToken } from './api-client';

/** Spec 2, section 7: the partner token and organisation are kept locally after login. */
const TOKEN_KEY = 'partnerToken';
const ORGANIZATION_KEY = 'partnerOrganization';

export const PARTNER_LOGIN_ROUTE = '/partner/login';
export const PARTNER_DASHBOARD_ROUTE = '/partner/dashboard';

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

// set when a partner call is refused (401) and until the next sign-in; pages subscribe to it
let refused = false;
const listeners = new Set<() => void>();

function setRefused(value: boolean): void {
  if (refused === value) return;
  refused = value;
  for (const listener of listeners) listener();
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The partner session of this page, read once: signing out clears storage but the page keeps its
 * state. `refused` turns true when a partner call answered 401 (the session is then already cleared).
 */
export function usePartnerSession(): { session: PartnerSession | null; refused: boolean } {
  const [session] = useState(restorePartnerSession);
  const isRefused = useSyncExternalStore(subscribe, () => refused);
  return { session, refused: isRefused };
}

/** The partner login page; `next` (when it is not the dashboard) is where the partner comes back to. */
export function partnerLoginPath(next: string = PARTNER_DASHBOARD_ROUTE): string {
  return next === PARTNER_DASHBOARD_ROUTE
    ? PARTNER_LOGIN_ROUTE
    : `${PARTNER_LOGIN_ROUTE}?next=${encodeURIComponent(next)}`;
}

const PARTNER_PREFIXES = ['/api/partner/', PLACEMENTS_PATH];

function isPartnerQuery(key: QueryKey): boolean {
  const first = key[0];
  return typeof first === 'string' && PARTNER_PREFIXES.some((prefix) => first.startsWith(prefix));
}

/** Forgets every cached partner answer (they hold veterans' personal data). */
export function removePartnerQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isPartnerQuery(query.queryKey) });
}

/** The one 401 policy: a refused partner call ends the stored session. True when it did. */
function endRefusedSession(error: unknown): boolean {
  if (!(error instanceof ApiError && error.status === 401) || !storage()?.getItem(TOKEN_KEY)) return false;
  clearPartnerSession();
  setRefused(true);
  return true;
}

/**
 * Every partner call goes through this. `get` reads with the partner's token; `onError` is the
 * mutations' error handler. A 401 on either clears the stored session and marks it refused, so the
 * page sends the partner to sign in again (partnerLoginPath); after a refused change the partner data
 * also reloads, which fails the same way, so no screen keeps showing data it may no longer read.
 */
export function usePartnerCalls() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      get: async <S extends z.ZodType>(url: string, schema: S, signal?: AbortSignal) => {
        try {
          return await getJson(url, schema, { signal });
        } catch (error) {
          endRefusedSession(error);
          throw error;
        }
      },
      onError: (error: unknown) => {
        if (endRefusedSession(error))
          void queryClient.invalidateQueries({ predicate: (query) => isPartnerQuery(query.queryKey) });
      },
    }),
    [queryClient],
  );
}
