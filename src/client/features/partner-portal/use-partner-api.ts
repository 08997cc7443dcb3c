import { ApiError, apiRequest, sendJson } from '@client/lib/api-client';
import { filenameFromDisposition } from '@client/lib/download';
import {
  clearPartnerSession,
  removePartnerQueries,
  savePartnerSession,
  usePartnerCalls,
} from '@client/lib/partner-session';
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

/** Referrals are fetched 100 at a time; 'Show more' asks the server for the next 100. */
export const REFERRAL_PAGE_SIZE = 100;

/** POST /api/partner/login: the server sets the session cookie; the organisation is kept for the pages (never the token). */
export function usePartnerLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PartnerLoginInput) => {
      const res = await apiRequest('POST', PARTNER_LOGIN_PATH, input);
      const parsed = ZPartnerLoginResult.safeParse(await res.json());
      // an answer we can't read is a failed login, not an unreachable server
      if (!parsed.success) throw new ApiError(res.status, '');
      if (!parsed.data.success) throw new ApiError(401, JSON.stringify(parsed.data));
      return parsed.data;
    },
    onSuccess: ({ organization }) => {
      removePartnerQueries(queryClient);
      savePartnerSession({ organization });
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
  const { get } = usePartnerCalls();
  return useQuery({
    queryKey: [PARTNER_PROFILE_PATH],
    queryFn: ({ signal }) => get(PARTNER_PROFILE_PATH, ZOrganizationView, signal),
    enabled,
  });
}

export interface ReferralListOptions {
  status: ReferralFilter;
  sort: ReferralSort;
  /** A name, phone or ZIP to search for; empty for none. */
  q: string;
}

export function referralListUrl({ status, sort, q }: ReferralListOptions, offset: number): string {
  const params = new URLSearchParams({
    status,
    sort,
    limit: String(REFERRAL_PAGE_SIZE),
    offset: String(offset),
  });
  if (q.trim()) params.set('q', q.trim());
  return `${PARTNER_REFERRALS_PATH}?${params.toString()}`;
}

/**
 * GET /api/partner/referrals, one page of 100 at a time. While a new filter or sort loads, the
 * previous answer stays as placeholder (isPlaceholderData) so the stat cards don't flicker.
 */
export function usePartnerReferrals(options: ReferralListOptions, enabled: boolean) {
  const { get } = usePartnerCalls();
  return useInfiniteQuery({
    queryKey: [PARTNER_REFERRALS_PATH, options.status, options.sort, options.q.trim()],
    queryFn: ({ pageParam, signal }) =>
      get(referralListUrl(options, pageParam), ZPartnerReferralList, signal),
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
  const { get } = usePartnerCalls();
  return useQuery({
    queryKey: [PARTNER_ANALYTICS_PATH],
    queryFn: ({ signal }) => get(PARTNER_ANALYTICS_PATH, ZPartnerAnalytics, signal),
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
  const { onError } = usePartnerCalls();
  return useMutation({
    mutationFn: ({ id, patch }: ReferralUpdate) =>
      sendJson('PATCH', partnerReferralPath(id), patch, ZPartnerReferral),
    onSuccess: () => refreshReferrals(queryClient),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refreshReferrals(queryClient);
      onError(error);
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
  const { onError } = usePartnerCalls();
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
    onError,
  });
}
