import { getJson, sendJson } from '@client/lib/api-client';
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
  vsoPath,
  ZOfferHousingCreated,
  ZPartnerPublicProfile,
  ZPublicReferralCreated,
  ZVeteranReferralCreated,
  ZVsoCard,
} from '@shared/contracts/network';
import { useMutation, useQuery } from '@tanstack/react-query';

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
