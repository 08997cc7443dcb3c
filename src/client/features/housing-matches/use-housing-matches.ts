import { getJson, getList, sendJson } from '@client/lib/api-client';
import {
  HOUSING_MATCHES_ANALYTICS_PATH,
  HOUSING_MATCHES_PATH,
  HOUSING_MATCHES_RUN_PATH,
  type HousingMatchView,
  housingMatchPath,
  type MatchStatusUpdate,
  PROPERTIES_HOUSING_PATH,
  VETERANS_HOUSING_PATH,
  ZHousingAnalytics,
  ZHousingMatchView,
  ZHousingPropertyView,
  ZHousingVeteranView,
  ZRunMatchesResult,
} from '@shared/contracts/housing';
import {
  type MatchFollowUpInput,
  matchFollowUpsPath,
  ZMatchFollowUpView,
} from '@shared/contracts/match-follow-ups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';

/** Spec 2, section 9: the matches screen refetches every 30 seconds while auto-refresh is on. */
export const AUTO_REFRESH_MS = 30_000;
/** The Recent Matches tab shows the first 10 (spec 2, section 9). */
export const RECENT_MATCHES_SHOWN = 10;
/** Rows the Veterans Queue, Properties and Stalled Matches tabs load; the header says how many exist in all. */
export const LIST_ROWS = 100;

export interface ListPage<T> {
  rows: T[];
  total: number;
}

function listQuery<T>(
  path: string,
  params: Record<string, string | number>,
  row: ZodType<T>,
  refetchInterval: number | false,
) {
  const search = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return {
    queryKey: [path, params],
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ListPage<T>> => {
      const { rows, total } = await getList(`${path}?${search}`, row, { signal });
      return { rows, total: total ?? rows.length };
    },
    refetchInterval,
  };
}

const interval = (autoRefresh: boolean) => (autoRefresh ? AUTO_REFRESH_MS : false);

export function useHousingAnalytics(autoRefresh: boolean) {
  return useQuery({
    queryKey: [HOUSING_MATCHES_ANALYTICS_PATH],
    queryFn: ({ signal }) => getJson(HOUSING_MATCHES_ANALYTICS_PATH, ZHousingAnalytics, { signal }),
    refetchInterval: interval(autoRefresh),
  });
}

/**
 * An engine match counts as notified only once its notice is delivered, seconds after the run: while a new
 * one waits for that, look again soon so "Notifications sent" appears without a 30-second wait.
 */
export const DELIVERY_CHECK_MS = 2_000;
const DELIVERY_WAIT_MS = 2 * 60_000;

const awaitsDelivery = (match: HousingMatchView, now: number) =>
  match.origin === 'engine' &&
  match.veteranNotifiedAt === null &&
  now - Date.parse(match.createdAt) < DELIVERY_WAIT_MS;

export function useRecentMatches(autoRefresh: boolean) {
  return useQuery({
    ...listQuery(
      HOUSING_MATCHES_PATH,
      { limit: RECENT_MATCHES_SHOWN },
      ZHousingMatchView,
      interval(autoRefresh),
    ),
    refetchInterval: (query: { state: { data?: ListPage<HousingMatchView> } }) =>
      query.state.data?.rows.some((match) => awaitsDelivery(match, Date.now()))
        ? DELIVERY_CHECK_MS
        : interval(autoRefresh),
  });
}

/** Open matches with no step for a week or more, longest stalled first. */
export function useStalledMatches(autoRefresh: boolean) {
  return useQuery(
    listQuery(
      HOUSING_MATCHES_PATH,
      { stalled: 'true', limit: LIST_ROWS },
      ZHousingMatchView,
      interval(autoRefresh),
    ),
  );
}

export function useHousingVeterans(autoRefresh: boolean) {
  return useQuery(
    listQuery(VETERANS_HOUSING_PATH, { limit: LIST_ROWS }, ZHousingVeteranView, interval(autoRefresh)),
  );
}

export function useHousingProperties(autoRefresh: boolean) {
  return useQuery(
    listQuery(PROPERTIES_HOUSING_PATH, { limit: LIST_ROWS }, ZHousingPropertyView, interval(autoRefresh)),
  );
}

/** After a run or a status change every figure on the page may have moved. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        HOUSING_MATCHES_PATH,
        VETERANS_HOUSING_PATH,
        PROPERTIES_HOUSING_PATH,
        HOUSING_MATCHES_ANALYTICS_PATH,
      ].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
    );
}

/** POST /api/housing-matches/run with `{}`; answers `{matchesCreated}`. */
export function useRunMatchingEngine() {
  const refreshAll = useRefreshAll();
  return useMutation({
    mutationFn: () => sendJson('POST', HOUSING_MATCHES_RUN_PATH, {}, ZRunMatchesResult),
    onSuccess: refreshAll,
  });
}

/** PATCH /api/housing-matches/{id}: move a match along its workflow. */
export function useUpdateMatchStatus() {
  const refreshAll = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: MatchStatusUpdate }) =>
      sendJson('PATCH', housingMatchPath(id), update, ZHousingMatchView),
    onSuccess: refreshAll,
  });
}

/** POST /api/housing-matches/{id}/follow-ups: what happened on a stalled match (restarts its stall clock). */
export function useRecordFollowUp() {
  const refreshAll = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, followUp }: { id: string; followUp: MatchFollowUpInput }) =>
      sendJson('POST', matchFollowUpsPath(id), followUp, ZMatchFollowUpView),
    onSuccess: refreshAll,
  });
}
