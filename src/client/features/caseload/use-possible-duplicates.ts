import { sendJson } from '@client/lib/api-client';
import { usePartnerCalls } from '@client/lib/partner-session';
import {
  PARTNER_DUPLICATES_PATH,
  partnerDuplicateMergeRequestPath,
  ZDuplicateList,
  ZMergeRequestResult,
} from '@shared/contracts/duplicates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** GET /api/partner/duplicates: pairs of the organisation's own veterans who may be one person. */
export function usePossibleDuplicates(enabled: boolean) {
  const { get } = usePartnerCalls();
  return useQuery({
    queryKey: [PARTNER_DUPLICATES_PATH],
    queryFn: ({ signal }) => get(PARTNER_DUPLICATES_PATH, ZDuplicateList, signal),
    enabled,
  });
}

/** "Ask an admin to merge": the pair is marked for the admins' review; the list reads again. */
export function useAskToMerge() {
  const { onError } = usePartnerCalls();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pairId: string) =>
      sendJson('POST', partnerDuplicateMergeRequestPath(pairId), undefined, ZMergeRequestResult),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PARTNER_DUPLICATES_PATH] }),
    onError,
  });
}
