import { apiRequest } from '@client/lib/api-client';
import { BENEFITS_GUIDE_PATH, type BenefitsGuideInput, ZBenefitsGuide } from '@shared/contracts/benefits';
import {
  FIND_MATCHES_PATH,
  type FindMatchesInput,
  MATCH_REQUESTS_PATH,
  type MatchRequestInput,
  ZFindMatchesResponse,
  ZMatchRequestCreated,
} from '@shared/contracts/matching';
import { useMutation } from '@tanstack/react-query';

/** POST /api/find-matches: the engine's homes for the housing assessment. */
export function useFindMatches() {
  return useMutation({
    mutationFn: async (input: FindMatchesInput) => {
      const res = await apiRequest('POST', FIND_MATCHES_PATH, input);
      return ZFindMatchesResponse.parse(await res.json());
    },
  });
}

/** POST /api/match-requests: asks the landlord of one home to contact the veteran. */
export function useRequestMatch() {
  return useMutation({
    mutationFn: async (input: MatchRequestInput) => {
      const res = await apiRequest('POST', MATCH_REQUESTS_PATH, input);
      return ZMatchRequestCreated.parse(await res.json());
    },
  });
}

/** POST /api/benefits-guide: the guide for the navigator's two answers. */
export function useBenefitsGuide() {
  return useMutation({
    mutationFn: async (input: BenefitsGuideInput) => {
      const res = await apiRequest('POST', BENEFITS_GUIDE_PATH, input);
      return ZBenefitsGuide.parse(await res.json());
    },
  });
}
