import { getJson, sendJson } from '@client/lib/api-client';
import { usePartnerCalls } from '@client/lib/partner-session';
import { type VeteranHousingData, ZVeteranRegisteredResult } from '@shared/contracts/housing-intake';
import { HOUSING_MATCHES_ANALYTICS_PATH, VETERANS_HOUSING_PATH } from '@shared/contracts/housing-paths';
import { looksLikeUuid, vsoPath, ZVsoCard } from '@shared/contracts/network';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/veterans-housing (with a signed-in partner's token): the server's message and whether the
 * veteran was already on record.
 */
export function useRegisterVeteran() {
  const queryClient = useQueryClient();
  const { onError } = usePartnerCalls();
  return useMutation({
    mutationFn: (input: VeteranHousingData) =>
      sendJson('POST', VETERANS_HOUSING_PATH, input, ZVeteranRegisteredResult),
    onSuccess: () => {
      for (const path of [VETERANS_HOUSING_PATH, HOUSING_MATCHES_ANALYTICS_PATH])
        queryClient.invalidateQueries({ queryKey: [path] });
    },
    onError,
  });
}

/** The organisation a placement starts with (/veteran-intake?organization={id}); nothing for another value. */
export function useStartingOrganization(id: string | null) {
  return useQuery({
    queryKey: ['starting-organization', id],
    queryFn: ({ signal }) => getJson(vsoPath(id ?? ''), ZVsoCard, { signal }),
    enabled: id !== null && looksLikeUuid(id),
  });
}
