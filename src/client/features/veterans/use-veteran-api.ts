import { getJsonLoading, postJsonLoading } from '@client/lib/api-loaded-contract';
import type { BenefitsGuideInput } from '@shared/contracts/benefits';
import { BENEFITS_GUIDE_PATH } from '@shared/contracts/benefits-texts';
import type { FindMatchesInput, MatchRequestInput } from '@shared/contracts/match-search';
import {
  FIND_MATCHES_PATH,
  MATCH_REQUESTS_PATH,
  matchRequestStatusPath,
} from '@shared/contracts/match-search-texts';
import { useMutation, useQuery } from '@tanstack/react-query';

// The answers' contracts load with the first request that reads them, not with /veterans: the page starts without
// building zod's schemas (issue 38); the paths and messages come from modules without zod.
const contracts = () => import('./veteran-contracts');

/** POST /api/find-matches: the engine's homes for the housing assessment. */
export function useFindMatches() {
  return useMutation({
    mutationFn: (input: FindMatchesInput) =>
      postJsonLoading(FIND_MATCHES_PATH, input, () => contracts().then((m) => m.ZFindMatchesResponse)),
  });
}

/** POST /api/match-requests: asks the landlord of one home to contact the veteran. */
export function useRequestMatch() {
  return useMutation({
    mutationFn: (input: MatchRequestInput) =>
      postJsonLoading(MATCH_REQUESTS_PATH, input, () => contracts().then((m) => m.ZMatchRequestCreated)),
  });
}

/** POST /api/benefits-guide: the guide for the navigator's two answers. */
export function useBenefitsGuide() {
  return useMutation({
    mutationFn: (input: BenefitsGuideInput) =>
      postJsonLoading(BENEFITS_GUIDE_PATH, input, () => contracts().then((m) => m.ZBenefitsGuide)),
  });
}

/** GET /api/match-requests/{reference}: where a sent request stands (read again when the page is revisited). */
export function useRequestStatus(reference: string) {
  return useQuery({
    queryKey: [matchRequestStatusPath(reference)],
    queryFn: () =>
      getJsonLoading(matchRequestStatusPath(reference), () => contracts().then((m) => m.ZMatchRequestStatus)),
    retry: false,
  });
}
