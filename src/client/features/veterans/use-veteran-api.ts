import { getJson, sendJson } from '@client/lib/api-client';
import { BENEFITS_GUIDE_PATH, type BenefitsGuideInput, ZBenefitsGuide } from '@shared/contracts/benefits';
import {
  FIND_MATCHES_PATH,
  type FindMatchesInput,
  MATCH_REQUESTS_PATH,
  type MatchRequestInput,
  matchRequestStatusPath,
  ZFindMatchesResponse,
  ZMatchRequestCreated,
  ZMatchRequestStatus,
} from '@shared/contracts/match-search';
import { useMutation, useQuery } from '@tanstack/react-query';

/** POST /api/find-matches: the engine's homes for the housing assessment. */
export function useFindMatches() {
  return useMutation({
    mutationFn: (input: FindMatchesInput) => sendJson('POST', FIND_MATCHES_PATH, input, ZFindMatchesResponse),
  });
}

/** POST /api/match-requests: asks the landlord of one home to contact the veteran. */
export function useRequestMatch() {
  return useMutation({
    mutationFn: (input: MatchRequestInput) =>
      sendJson('POST', MATCH_REQUESTS_PATH, input, ZMatchRequestCreated),
  });
}

/** POST /api/benefits-guide: the guide for the navigator's two answers. */
export function useBenefitsGuide() {
  return useMutation({
    mutationFn: (input: BenefitsGuideInput) => sendJson('POST', BENEFITS_GUIDE_PATH, input, ZBenefitsGuide),
  });
}

/** GET /api/match-requests/{reference}: where a sent request stands (read again when the page is revisited). */
export function useRequestStatus(reference: string) {
  return useQuery({
    queryKey: [matchRequestStatusPath(reference)],
    queryFn: () => getJson(matchRequestStatusPath(reference), ZMatchRequestStatus),
    retry: false,
  });
}
