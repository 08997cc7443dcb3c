import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { ApiError, getJson } from './api-client';
import {
  clearPartnerSession,
  hasStoredPartnerSession,
  isRefused,
  type PartnerSession,
  restorePartnerSession,
  setRefused,
  subscribeToRefusal,
} from './partner-token';
import { useStoredState } from './use-hydrated';

export {
  clearPartnerSession,
  type PartnerSession,
  restorePartnerSession,
  savePartnerSession,
} from './partner-token';

import * as PAGE_PATHS from '@shared/domain/page-paths';

export const PARTNER_LOGIN_ROUTE = PAGE_PATHS.partnerLogin;
export const PARTNER_DASHBOARD_ROUTE = PAGE_PATHS.partnerDashboard;

/**
 * The partner session of this page, read once: signing out clears storage but the page keeps its
 * state. `refused` turns true when a partner call answered 401 (the session is then already cleared).
 */
export function usePartnerSession(): { session: PartnerSession | null; refused: boolean } {
  const [session] = useStoredState(restorePartnerSession, null);
  const refused = useSyncExternalStore(subscribeToRefusal, isRefused, () => false);
  return { session, refused };
}

/** The partner login page; `next` (when it is not the dashboard) is where the partner comes back to. */
export function partnerLoginPath(next: string = PARTNER_DASHBOARD_ROUTE): string {
  return next === PARTNER_DASHBOARD_ROUTE
    ? PARTNER_LOGIN_ROUTE
    : `${PARTNER_LOGIN_ROUTE}?next=${encodeURIComponent(next)}`;
}

/** The partner's own answers. PLACEMENTS_PATH of @shared/contracts/placements, written out: importing that contract
 * would bring its schemas into every page that reads a partner session (partner-session.test.tsx keeps them equal). */
const PARTNER_PREFIXES = ['/api/partner/', '/api/placements'];

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
  if (!(error instanceof ApiError && error.status === 401) || !hasStoredPartnerSession()) return false;
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
