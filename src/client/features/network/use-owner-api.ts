import { apiRequest, sendJson } from '@client/lib/api-client';
import { downloadBlob, filenameFromDisposition } from '@client/lib/download';
import { usePartnerCalls, usePartnerSession } from '@client/lib/partner-session';
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The organisation's own tools need its partner session; the stored organisation id says who owns
 * what. Null for a visitor, and once a partner call was refused (401): the session is over.
 */
export function useOwnedOrganizationId(): string | null {
  const { session, refused } = usePartnerSession();
  return refused ? null : (session?.organization.id ?? null);
}

/** How many placements the placements view loads; the card shows the 3 most recent. */
export const PLACEMENTS_SHOWN = 3;
const PLACEMENTS_LOADED = 50;

/** GET /api/placements?vsoId= (owner only); only while the placements view is open. */
export function usePlacements(vsoId: string, enabled: boolean) {
  const { get } = usePartnerCalls();
  return useQuery({
    queryKey: [PLACEMENTS_PATH, vsoId],
    queryFn: ({ signal }) => get(placementsPath(vsoId, PLACEMENTS_LOADED), ZPlacementList, signal),
    enabled,
  });
}

/** POST /api/placements; afterwards the placements, metrics and tiers reload. */
export function useRecordPlacement() {
  const queryClient = useQueryClient();
  const { onError } = usePartnerCalls();
  return useMutation({
    mutationFn: (input: PlacementInput) => sendJson('POST', PLACEMENTS_PATH, input, ZPlacementView),
    onSuccess: () => queryClient.invalidateQueries(),
    onError,
  });
}

/** GET /api/partner/impact: the owner's live impact metrics. */
export function useImpactMetrics(enabled: boolean) {
  const { get } = usePartnerCalls();
  return useQuery({
    queryKey: [PARTNER_IMPACT_PATH],
    queryFn: ({ signal }) => get(PARTNER_IMPACT_PATH, ZImpactMetrics, signal),
    enabled,
  });
}

/** The profile page asks for 5 recent referrals and shows 3 (spec 2, section 9). */
export const RECENT_REFERRALS_REQUESTED = 5;
export const RECENT_REFERRALS_SHOWN = 3;

/** GET /api/partner/referrals?limit=5. */
export function useRecentReferrals(enabled: boolean) {
  const { get } = usePartnerCalls();
  return useQuery({
    queryKey: [PARTNER_REFERRALS_PATH, 'recent'],
    queryFn: ({ signal }) =>
      get(`${PARTNER_REFERRALS_PATH}?limit=${RECENT_REFERRALS_REQUESTED}`, ZPartnerReferralList, signal),
    enabled,
  });
}

/** GET /api/partner/profile: the owner's own record, with its phone and email, for 'Edit Profile'. */
export function useOwnProfile(enabled: boolean) {
  const { get } = usePartnerCalls();
  return useQuery({
    queryKey: [PARTNER_PROFILE_PATH],
    queryFn: ({ signal }) => get(PARTNER_PROFILE_PATH, ZOrganizationView, signal),
    enabled,
  });
}

/** PATCH /api/partner/profile ('Edit Profile'); the profile views reload afterwards. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { onError } = usePartnerCalls();
  return useMutation({
    mutationFn: (patch: PartnerProfileUpdate) =>
      sendJson('PATCH', PARTNER_PROFILE_UPDATE_PATH, patch, ZOrganizationView),
    onSuccess: () => queryClient.invalidateQueries(),
    onError,
  });
}

/** GET /api/vsos/{id}/report with the bearer token: the impact report PDF, saved as a file. */
export function useImpactReport() {
  const { onError } = usePartnerCalls();
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
    onError,
  });
}
