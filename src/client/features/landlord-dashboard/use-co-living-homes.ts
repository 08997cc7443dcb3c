import { getJson, sendJson } from '@client/lib/api-client';
import {
  CO_LIVING_HOMES_PATH,
  type ZCoLivingHomeInput,
  ZCoLivingHomeView,
} from '@shared/contracts/co-living-households';
import { LANDLORD_LISTINGS_PATH, LANDLORD_STATS_PATH } from '@shared/contracts/landlord';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

/** The form's values once the contract parsed them (defaults filled in). */
export type CoLivingHomeData = z.output<typeof ZCoLivingHomeInput>;

/** Homes the section shows; the server answers at most this many (a landlord has a handful). */
export const CO_LIVING_HOMES_LIMIT = 100;

/** GET /api/co-living/homes: a landlord's own co-living homes (admins: every one); keyed by the user. */
export function useCoLivingHomes(userId: string) {
  return useQuery({
    queryKey: [CO_LIVING_HOMES_PATH, userId],
    queryFn: ({ signal }) =>
      getJson(`${CO_LIVING_HOMES_PATH}?limit=${CO_LIVING_HOMES_LIMIT}`, ZCoLivingHomeView.array(), {
        signal,
      }),
  });
}

/** POST /api/co-living/homes; the new home joins the list and the listings (it is one inventory). */
export function useListCoLivingHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoLivingHomeData) => sendJson('POST', CO_LIVING_HOMES_PATH, input, ZCoLivingHomeView),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [CO_LIVING_HOMES_PATH] });
      void queryClient.invalidateQueries({ queryKey: [LANDLORD_LISTINGS_PATH] });
      void queryClient.invalidateQueries({ queryKey: [LANDLORD_STATS_PATH] });
    },
  });
}
