import { apiRequest } from '@client/lib/api-client';
import { ZMessage } from '@shared/contracts/common';
import {
  HOUSING_MATCHES_ANALYTICS_PATH,
  PROPERTIES_HOUSING_PATH,
  type PropertyHousingInput,
  VETERANS_HOUSING_PATH,
  type VeteranHousingData,
} from '@shared/contracts/housing';
import { LANDLORD_LISTINGS_PATH, LANDLORD_STATS_PATH } from '@shared/contracts/landlord';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/veterans-housing; answers the server's `{message}`. */
export function useRegisterVeteran() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VeteranHousingData) => {
      const res = await apiRequest('POST', VETERANS_HOUSING_PATH, input);
      return ZMessage.parse(await res.json());
    },
    onSuccess: () => {
      for (const path of [VETERANS_HOUSING_PATH, HOUSING_MATCHES_ANALYTICS_PATH])
        queryClient.invalidateQueries({ queryKey: [path] });
    },
  });
}

/** POST /api/properties-housing; answers the server's `{message}`. */
export function useListProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PropertyHousingInput) => {
      const res = await apiRequest('POST', PROPERTIES_HOUSING_PATH, input);
      return ZMessage.parse(await res.json());
    },
    onSuccess: () => {
      // the admin dashboard and a signed-in landlord's own dashboard now have one more listing
      for (const path of [
        PROPERTIES_HOUSING_PATH,
        HOUSING_MATCHES_ANALYTICS_PATH,
        LANDLORD_LISTINGS_PATH,
        LANDLORD_STATS_PATH,
      ])
        queryClient.invalidateQueries({ queryKey: [path] });
    },
  });
}
