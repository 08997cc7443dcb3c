import { apiRequest, parseApiError } from '@client/lib/api-client';
import { filenameFromDisposition } from '@client/lib/download';
import { clearPartnerSession, savePartnerSession } from '@client/lib/partner-session';
import {
  PARTNER_LOGIN_PATH,
  PARTNER_LOGOUT_PATH,
  type PartnerLoginInput,
  ZPartnerLoginResult,
} from '@shared/contracts/auth';
import { ZOrganizationView } from '@shared/contracts/organizations';
import {
  PARTNER_ANALYTICS_PATH,
  PARTNER_PROFILE_PATH,
  PARTNER_REFERRALS_EXPORT_PATH,
  PARTNER_REFERRALS_PATH,
  partnerReferralPath,
  type ReferralPatch,
  type ReferralSort,
  ZPartnerAnalytics,
  ZPartnerReferral,
  ZPartnerReferralList,
} from '@shared/contracts/partner';
import type { ReferralFilter } from '@shared/domain/referral-status';
import {
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';

/** Referrals are fetched 100 at a time; 'Show more' asks the server for the next 100. */
export const REFERRAL_PAGE_SIZE = 100;

const PARTNER_PREFIX = '/api/partner/';

function isPartnerQuery(key: readonly unknown[]): boolean {
  const first = key[0];
  return typeof first === 'string' && first.startsWith(PARTNER_PREFIX);
}

/** Forgets every cached partner answer (they hold veterans' personal data). */
export function removePartnerQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isPartnerQuery(query.queryKey) });
}

/**
 * A refused session (401) during a change: forget the token, then reload the partner data, which
 * now fails with 401 and puts the dashboard in its "please log in again" state.
 */
function handleUnauthorized(queryClient: QueryClient, error: unknown): void {
  if (parseApiError(error).status !== 401) return;
  clearPartnerSession();
  void queryClient.invalidateQueries({ predicate: (query) => isPartnerQuery(query.queryKey) });
}

async function getParsed<T extends z.ZodType>(url: string, schema: T, signal?: AbortSignal) {
  const res = await apiRequest('GET', url, undefined, { signal });
  return schema.parse(await res.json()) as z.infer<T>;
}

/** POST /api/partner/login; stores the token and organisation on success. */
export function usePartnerLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PartnerLoginInput) => {
      const res = await apiRequest('POST', PARTNER_LOGIN_PATH, input);
      const parsed = ZPartnerLoginResult.safeParse(await res.json());
      // an answer we can't read is a failed login, not an unreachable server
      if (!parsed.success) throw new Error(`${res.status}: `);
      if (!parsed.data.success) throw new Error(`401: ${JSON.stringify(parsed.data)}`);
      return parsed.data;
    },
    onSuccess: ({ token, organization }) => {
      removePartnerQueries(queryClient);
      savePartnerSession({ token, organization });
    },
  });
}

/**
 * POST /api/partner/logout; the stored session is cleared whether or not the call succeeds.
 * The caller leaves the page, then drops the cached partner data with removePartnerQueries.
 */
export function usePartnerLogout() {
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', PARTNER_LOGOUT_PATH, {});
    },
    onSettled: () => clearPartnerSession(),
  });
}

/** GET /api/partner/profile. */
export function usePartnerProfile(enabled: boolean) {
  return useQuery({
    queryKey: [PARTNER_PROFILE_PATH],
    queryFn: ({ signal }) => getParsed(PARTNER_PROFILE_PATH, ZOrganizationView, signal),
    enabled,
  });
}

export interface ReferralListOptions {
  status: ReferralFilter;
  sort: ReferralSort;
}

export function referralListUrl({ status, sort }: ReferralListOptions, offset: number): string {
  const params = new URLSearchParams({
    status,
    sort,
    limit: String(REFERRAL_PAGE_SIZE),
    offset: String(offset),
  });
  return `${PARTNER_REFERRALS_PATH}?${params.toString()}`;
}

/**
 * GET /api/partner/referrals, one page of 100 at a time. While a new filter or sort loads, the
 * previous answer stays as placeholder (isPlaceholderData) so the stat cards don't flicker.
 */
export function usePartnerReferrals(options: ReferralListOptions, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [PARTNER_REFERRALS_PATH, options.status, options.sort],
    queryFn: ({ pageParam, signal }) =>
      getParsed(referralListUrl(options, pageParam), ZPartnerReferralList, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.referrals.length, 0);
      return last.referrals.length > 0 && loaded < last.total ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/partner/analytics (only while the Analytics tab is open). */
export function usePartnerAnalytics() {
  return useQuery({
    queryKey: [PARTNER_ANALYTICS_PATH],
    queryFn: ({ signal }) => getParsed(PARTNER_ANALYTICS_PATH, ZPartnerAnalytics, signal),
  });
}

export interface ReferralUpdate {
  id: string;
  patch: ReferralPatch;
}

/**
 * PATCH /api/partner/referrals/{id} with a status move or a notes edit. Afterwards (also after a
 * refused move, 409, which means the list was out of date) the list, stats and analytics reload.
 */
export function useUpdateReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: ReferralUpdate) => {
      const res = await apiRequest('PATCH', partnerReferralPath(id), patch);
      return ZPartnerReferral.parse(await res.json());
    },
    onSuccess: () => refreshReferrals(queryClient),
    onError: (error) => {
      if (parseApiError(error).status === 409) void refreshReferrals(queryClient);
      handleUnauthorized(queryClient, error);
    },
  });
}

function refreshReferrals(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [PARTNER_REFERRALS_PATH] }),
    queryClient.invalidateQueries({ queryKey: [PARTNER_ANALYTICS_PATH] }),
  ]);
}

export interface CsvFile {
  filename: string;
  text: string;
}

/** GET /api/partner/referrals/export: the referrals as CSV text (403 below tier 2). */
export function useExportReferrals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CsvFile> => {
      const res = await apiRequest('GET', PARTNER_REFERRALS_EXPORT_PATH);
      const today = new Date().toISOString().slice(0, 10);
      const filename = filenameFromDisposition(
        res.headers.get('Content-Disposition'),
        `referrals-${today}.csv`,
      );
      return { filename, text: await res.text() };
    },
    onError: (error) => handleUnauthorized(queryClient, error),
  });
}
