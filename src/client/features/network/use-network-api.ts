import { getJson, getList, sendJson } from '@client/lib/api-client';
import { takePageAnswer } from '@client/lib/page-answers';
import {
  LANDLORD_LEADS_PATH,
  type OfferHousingInput,
  PUBLIC_REFERRALS_PATH,
  type PublicReferralInput,
  partnerPublicProfilePath,
  VETERAN_REFERRALS_PATH,
  type VeteranReferralInput,
  VSOS_PATH,
  VSOS_SUMMARY_PATH,
  vsoPath,
  ZOfferHousingCreated,
  ZPartnerPublicProfile,
  ZPublicReferralCreated,
  ZVeteranReferralCreated,
  ZVsoCard,
  ZVsoSummary,
} from '@shared/contracts/network';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { type DirectoryFilters, filtersToQuery } from './search-rule';

/** Directory results come 12 at a time; 'Load more' asks for the next 12. */
export const DIRECTORY_PAGE_SIZE = 12;

/** GET /api/vsos/summary: header stats and category counts. */
export function useVsoSummary() {
  return useQuery({
    queryKey: [VSOS_SUMMARY_PATH],
    queryFn: ({ signal }) => getJson(VSOS_SUMMARY_PATH, ZVsoSummary, { signal }),
  });
}

/** GET /api/vsos with the search's filters, a page at a time; null filters = no search yet. */
export function useVsoSearch(filters: DirectoryFilters | null) {
  return useInfiniteQuery({
    queryKey: [VSOS_PATH, filters],
    queryFn: async ({ pageParam, signal }) => {
      const url = `${VSOS_PATH}?${filtersToQuery(filters ?? {}, DIRECTORY_PAGE_SIZE, pageParam)}`;
      const { rows: organizations, total } = await getList(url, ZVsoCard, { signal });
      return { organizations, total: total && total > 0 ? total : pageParam + organizations.length };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.organizations.length, 0);
      return last.organizations.length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled: filters !== null,
  });
}

export const vsoQueryKey = (id: string) => [VSOS_PATH, id] as const;

/** GET /api/vsos/{id}: the organisation page. */
export function useVso(id: string) {
  return useQuery({
    queryKey: vsoQueryKey(id),
    queryFn: ({ signal }) => getJson(vsoPath(id), ZVsoCard, { signal }),
    // the page came rendered with it (decision 0028): the same answer, read with the same contract
    initialData: () => {
      const sent = ZVsoCard.safeParse(takePageAnswer(vsoQueryKey(id)));
      return sent.success ? sent.data : undefined;
    },
  });
}

export const publicProfileQueryKey = (slug: string) => ['/api/partner/profile/public', slug] as const;

/** GET /api/partner/profile/{slug}: the public profile. */
export function usePublicProfile(slug: string) {
  return useQuery({
    queryKey: publicProfileQueryKey(slug),
    queryFn: ({ signal }) => getJson(partnerPublicProfilePath(slug), ZPartnerPublicProfile, { signal }),
    // the page came rendered with it (decision 0028): the same answer, read with the same contract
    initialData: () => {
      const sent = ZPartnerPublicProfile.safeParse(takePageAnswer(publicProfileQueryKey(slug)));
      return sent.success ? sent.data : undefined;
    },
  });
}

/** POST /api/veteran-referrals (the 'Refer a Veteran in Need' modal): answers the id and the reference. */
export function useSubmitVeteranReferral() {
  return useMutation({
    mutationFn: (input: VeteranReferralInput) =>
      sendJson('POST', VETERAN_REFERRALS_PATH, input, ZVeteranReferralCreated),
  });
}

/** POST /api/referrals ('Submit Veteran Referral' and the profile's 'Refer a Veteran'). */
export function useSubmitPublicReferral() {
  return useMutation({
    mutationFn: (input: PublicReferralInput) =>
      sendJson('POST', PUBLIC_REFERRALS_PATH, input, ZPublicReferralCreated),
  });
}

/** POST /api/landlord-leads ('Offer Housing'). */
export function useOfferHousing() {
  return useMutation({
    mutationFn: (input: OfferHousingInput) =>
      sendJson('POST', LANDLORD_LEADS_PATH, input, ZOfferHousingCreated),
  });
}
