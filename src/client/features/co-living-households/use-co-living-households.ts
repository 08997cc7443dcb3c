import { apiRequest, getJson, getList, sendJson } from '@client/lib/api-client';
import { usePartnerCalls } from '@client/lib/partner-session';
import {
  CO_LIVING_DASHBOARD_PATH,
  CO_LIVING_HOUSEHOLDS_PATH,
  CO_LIVING_RUN_PATH,
  coLivingHouseholdPath,
  coLivingMatchAdvancePath,
  coLivingMatchDeclinePath,
  type HouseholdView,
  PARTNER_CO_LIVING_PATH,
  ZCoLivingDashboard,
  ZFormationRunResult,
  ZHouseholdView,
} from '@shared/contracts/co-living-households';
import type { CoLivingMatchStatus, DeclinedBy, HouseholdStatus } from '@shared/domain/co-living/vocabulary';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Households per page of the dashboard's table. */
export const HOUSEHOLDS_PAGE_SIZE = 25;

export type Audience = 'admin' | 'partner';

export interface HouseholdsFilter {
  /** null: every status. */
  status: HouseholdStatus | null;
  offset: number;
}

export interface HouseholdsPage {
  rows: HouseholdView[];
  total: number;
}

export function useCoLivingDashboard() {
  return useQuery({
    queryKey: [CO_LIVING_DASHBOARD_PATH],
    queryFn: ({ signal }) => getJson(CO_LIVING_DASHBOARD_PATH, ZCoLivingDashboard, { signal }),
  });
}

export function useHouseholds({ status, offset }: HouseholdsFilter) {
  return useQuery({
    queryKey: [CO_LIVING_HOUSEHOLDS_PATH, 'list', { status, offset }],
    queryFn: async ({ signal }): Promise<HouseholdsPage> => {
      const params = new URLSearchParams({ limit: String(HOUSEHOLDS_PAGE_SIZE), offset: String(offset) });
      if (status) params.set('status', status);
      const { rows, total } = await getList(`${CO_LIVING_HOUSEHOLDS_PATH}?${params}`, ZHouseholdView, {
        signal,
      });
      return { rows, total: total ?? offset + rows.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** One formation run; the dashboard and the households reload to show what it formed. */
export function useRunFormation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson('POST', CO_LIVING_RUN_PATH, {}, ZFormationRunResult),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [CO_LIVING_DASHBOARD_PATH] }),
        queryClient.invalidateQueries({ queryKey: [CO_LIVING_HOUSEHOLDS_PATH] }),
      ]),
  });
}

// a partner's answers are keyed under the partner prefix, so signing out forgets them
const householdKey = (id: string, audience: Audience) =>
  audience === 'partner'
    ? [PARTNER_CO_LIVING_PATH, 'household', id]
    : [CO_LIVING_HOUSEHOLDS_PATH, 'item', id];

/** GET one household: admins with their cookie, partners with their bearer token. */
export function useHousehold(id: string, audience: Audience, enabled = true) {
  const { get } = usePartnerCalls();
  return useQuery({
    queryKey: householdKey(id, audience),
    queryFn: ({ signal }) =>
      audience === 'partner'
        ? get(coLivingHouseholdPath(id), ZHouseholdView, signal)
        : getJson(coLivingHouseholdPath(id), ZHouseholdView, { signal }),
    // a household this caller may not see stays not found: no retries
    retry: false,
    enabled,
  });
}

export type MemberAction =
  | { kind: 'advance'; matchId: string; to: Exclude<CoLivingMatchStatus, 'pending' | 'declined'> }
  | { kind: 'decline'; matchId: string; declinedBy: DeclinedBy; reason: string };

/** A workflow step on one member; afterwards the household and every co-living figure reload. */
export function useMemberAction(householdId: string, audience: Audience) {
  const queryClient = useQueryClient();
  const { onError } = usePartnerCalls();
  return useMutation({
    mutationFn: async (action: MemberAction) => {
      // the answer's shape does not matter here: the household is read again
      if (action.kind === 'advance')
        await apiRequest('POST', coLivingMatchAdvancePath(action.matchId), { to: action.to });
      else
        await apiRequest('POST', coLivingMatchDeclinePath(action.matchId), {
          declinedBy: action.declinedBy,
          reason: action.reason,
        });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: householdKey(householdId, audience) }),
        queryClient.invalidateQueries({ queryKey: [CO_LIVING_HOUSEHOLDS_PATH] }),
        queryClient.invalidateQueries({ queryKey: [CO_LIVING_DASHBOARD_PATH] }),
        queryClient.invalidateQueries({ queryKey: [PARTNER_CO_LIVING_PATH] }),
      ]),
    onError: audience === 'partner' ? onError : undefined,
  });
}
