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
  type HousingMatchListQuery,
  type HousingPropertyListQuery,
  type HousingVeteranListQuery,
  housingMatchContactsPath,
  type VeteranQueueStatus,
  ZMatchContacts,
} from '@shared/contracts/housing-dashboard';
import {
  type MatchFollowUpInput,
  matchFollowUpsPath,
  ZMatchFollowUpView,
} from '@shared/contracts/match-follow-ups';
import type { HousingMatchStatus } from '@shared/domain/housing-match-status';
import type { PropertyStatus } from '@shared/domain/inventory';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { type TableQuery, tableParams } from './table-query';

/** Spec 2, section 9: the matches screen refetches every 30 seconds while auto-refresh is on. */
export const AUTO_REFRESH_MS = 30_000;
/** The match tabs show 10 a page (spec 2, section 9: the first 10 matches). */
export const MATCHES_PAGE_SIZE = 10;
/** Rows a page of the Veterans Queue and Properties tables. */
export const LIST_PAGE_SIZE = 25;

type Column<Q extends { sort?: string }> = NonNullable<Q['sort']> extends `${infer C}:${string}` ? C : never;
export type MatchColumn = Column<HousingMatchListQuery>;
export type VeteranColumn = Column<HousingVeteranListQuery>;
export type PropertyColumn = Column<HousingPropertyListQuery>;
export type MatchTableQuery = TableQuery<MatchColumn, HousingMatchStatus>;
export type VeteranTableQuery = TableQuery<VeteranColumn, VeteranQueueStatus>;
export type PropertyTableQuery = TableQuery<PropertyColumn, PropertyStatus>;

export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** One page of a table; the previous page stays on screen while the next one loads. */
function listQuery<T>(
  path: string,
  params: Record<string, string>,
  row: ZodType<T>,
  refetchInterval: number | false,
) {
  const search = new URLSearchParams(params);
  return {
    queryKey: [path, params],
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ListPage<T>> => {
      const { rows, total } = await getList(`${path}?${search}`, row, { signal });
      return { rows, total: total ?? rows.length };
    },
    refetchInterval,
    placeholderData: keepPreviousData,
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

/** A page of matches; `stalled` lists only open matches with no step for a week, longest stalled first. */
export function useHousingMatches(autoRefresh: boolean, query: MatchTableQuery, stalled = false) {
  const extra: Record<string, string> = stalled ? { stalled: 'true' } : {};
  return useQuery({
    ...listQuery(
      HOUSING_MATCHES_PATH,
      tableParams(query, MATCHES_PAGE_SIZE, extra),
      ZHousingMatchView,
      interval(autoRefresh),
    ),
    refetchInterval: (current: { state: { data?: ListPage<HousingMatchView> } }) =>
      current.state.data?.rows.some((match) => awaitsDelivery(match, Date.now()))
        ? DELIVERY_CHECK_MS
        : interval(autoRefresh),
  });
}

export function useHousingVeterans(autoRefresh: boolean, query: VeteranTableQuery) {
  return useQuery(
    listQuery(
      VETERANS_HOUSING_PATH,
      tableParams(query, LIST_PAGE_SIZE),
      ZHousingVeteranView,
      interval(autoRefresh),
    ),
  );
}

export function useHousingProperties(autoRefresh: boolean, query: PropertyTableQuery) {
  return useQuery(
    listQuery(
      PROPERTIES_HOUSING_PATH,
      tableParams(query, LIST_PAGE_SIZE),
      ZHousingPropertyView,
      interval(autoRefresh),
    ),
  );
}

/**
 * GET /api/housing-matches/{id}/contacts, only while `open`: every read is audited, so it happens when an
 * admin asks for it, never ahead of time, and is not kept once the dialog closes.
 */
export function useMatchContacts(matchId: string, open: boolean) {
  return useQuery({
    queryKey: [housingMatchContactsPath(matchId)],
    queryFn: ({ signal }) => getJson(housingMatchContactsPath(matchId), ZMatchContacts, { signal }),
    enabled: open,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
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

/** POST /api/housing-matches/run with `{}`; answers `{matchesCreated, unmatched}`. */
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
