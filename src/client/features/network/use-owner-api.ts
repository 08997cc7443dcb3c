import { apiRequest, parseApiError } from '@client/lib/api-client';
import { downloadBlob, filenameFromDisposition } from '@client/lib/download';
import { clearPartnerSession, restorePartnerSession } from '@client/lib/partner-session';
import { vsoReportPath } from '@shared/contracts/network';
import { ZOrganizationView } from '@shared/contracts/organizations';
import {
  PARTNER_PROFILE_PATH,
  PARTNER_REFERRALS_PATH,
  ZPartnerReferralList,
} from '@shared/contracts/partner';
import {
  impactReportFilename,
  PARTNER_IMPACT_PATH,
  PARTNER_PROFILE_UPDATE_PATH,
  type PartnerProfileUpdate,
  PLACEMENTS_PATH,
  type PlacementInput,
  placementsPath,
  ZImpactMetrics,
  ZPlacementList,
  ZPlacementView,
} from '@shared/contracts/placements';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/** The organisation's own tools need its partner session; the stored organisation id says who owns what. */
export function useOwnedOrganizationId(): string | null {
  const [session] = useState(() => restorePartnerSession());
  return session?.organization.id ?? null;
}

/** A refused session (401): forget the stored token so the page offers sign-in again. */
function forgetOnUnauthorized(queryClient: QueryClient, error: unknown) {
  if (parseApiError(error).status !== 401) return;
  clearPartnerSession();
  void queryClient.invalidateQueries();
}

/** An owner read refused with 401: the stored session is over, so forget it before the error shows. */
async function ownerGet(url: string, signal: AbortSignal): Promise<Response> {
  try {
    return await apiRequest('GET', url, undefined, { signal });
  } catch (error) {
    if (parseApiError(error).status === 401) clearPartnerSession();
    throw error;
  }
}

/** How many placements the placements view loads; the card shows the 3 most recent. */
export const PLACEMENTS_SHOWN = 3;
const PLACEMENTS_LOADED = 50;

/** GET /api/placements?vsoId= (owner only); only while the placements view is open. */
export function usePlacements(vsoId: string, enabled: boolean) {
  return useQuery({
    queryKey: [PLACEMENTS_PATH, vsoId],
    queryFn: async ({ signal }) => {
      const res = await ownerGet(placementsPath(vsoId, PLACEMENTS_LOADED), signal);
      return ZPlacementList.parse(await res.json());
    },
    enabled,
  });
}

/** POST /api/placements; afterwards the placements, metrics and tiers reload. */
export function useRecordPlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PlacementInput) => {
      const res = await apiRequest('POST', PLACEMENTS_PATH, input);
      return ZPlacementView.parse(await res.json());
    },
    onSuccess: () => queryClient.invalidateQueries(),
    onError: (error) => forgetOnUnauthorized(queryClient, error),
  });
}

/** GET /api/partner/impact: the owner's live impact metrics. */
export function useImpactMetrics(enabled: boolean) {
  return useQuery({
    queryKey: [PARTNER_IMPACT_PATH],
    queryFn: async ({ signal }) => {
      const res = await ownerGet(PARTNER_IMPACT_PATH, signal);
      return ZImpactMetrics.parse(await res.json());
    },
    enabled,
  });
}

/** The profile page asks for 5 recent referrals and shows 3 (spec 2, section 9). */
export const RECENT_REFERRALS_REQUESTED = 5;
export const RECENT_REFERRALS_SHOWN = 3;

/** GET /api/partner/referrals?limit=5. */
export function useRecentReferrals(enabled: boolean) {
  return useQuery({
    queryKey: [PARTNER_REFERRALS_PATH, 'recent'],
    queryFn: async ({ signal }) => {
      const url = `${PARTNER_REFERRALS_PATH}?limit=${RECENT_REFERRALS_REQUESTED}`;
      const res = await ownerGet(url, signal);
      return ZPartnerReferralList.parse(await res.json());
    },
    enabled,
  });
}

/** GET /api/partner/profile: the owner's own record, with its phone and email, for 'Edit Profile'. */
export function useOwnProfile(enabled: boolean) {
  return useQuery({
    queryKey: [PARTNER_PROFILE_PATH],
    queryFn: async ({ signal }) => {
      const res = await ownerGet(PARTNER_PROFILE_PATH, signal);
      return ZOrganizationView.parse(await res.json());
    },
    enabled,
  });
}

/** PATCH /api/partner/profile ('Edit Profile'); the profile views reload afterwards. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: PartnerProfileUpdate) => {
      const res = await apiRequest('PATCH', PARTNER_PROFILE_UPDATE_PATH, patch);
      return ZOrganizationView.parse(await res.json());
    },
    onSuccess: () => queryClient.invalidateQueries(),
    onError: (error) => forgetOnUnauthorized(queryClient, error),
  });
}

/** GET /api/vsos/{id}/report with the bearer token: the impact report PDF, saved as a file. */
export function useImpactReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ vsoId, slug }: { vsoId: string; slug: string }) => {
      const res = await apiRequest('GET', vsoReportPath(vsoId));
      const filename = filenameFromDisposition(
        res.headers.get('Content-Disposition'),
        impactReportFilename(slug),
      );
      if (!downloadBlob(filename, await res.blob())) throw new Error('The browser refused the download');
      return filename;
    },
    onError: (error) => forgetOnUnauthorized(queryClient, error),
  });
}
