import { apiRequest } from '@client/lib/api-client';
import {
  INCOME_CALCULATOR_PATH,
  type IncomeEstimateInput,
  LISTING_SUMMARY_PATH,
  PROPERTY_SCORE_PATH,
  type PropertyScoreInput,
  summaryIdsParam,
  ZIncomeEstimateResult,
  ZListingSummary,
  ZPropertyScoreResult,
} from '@shared/contracts/landlord-tools';
import { PROPERTIES_PATH, type PropertyListingInput, ZPropertyView } from '@shared/contracts/properties';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** POST /api/property-score. */
export function useScoreProperty() {
  return useMutation({
    mutationFn: async (input: PropertyScoreInput) => {
      const res = await apiRequest('POST', PROPERTY_SCORE_PATH, input);
      return ZPropertyScoreResult.parse(await res.json());
    },
  });
}

/** POST /api/income-calculator. */
export function useEstimateIncome() {
  return useMutation({
    mutationFn: async (input: IncomeEstimateInput) => {
      const res = await apiRequest('POST', INCOME_CALCULATOR_PATH, input);
      return ZIncomeEstimateResult.parse(await res.json());
    },
  });
}

/** POST /api/properties; on success the cached property list is refreshed. */
export function useSubmitListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PropertyListingInput) => {
      const res = await apiRequest('POST', PROPERTIES_PATH, input);
      return ZPropertyView.parse(await res.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PROPERTIES_PATH] }),
  });
}

/** GET /api/properties/summary for the listings made in this browser; idle when there are none. */
export function useListingSummary(ids: readonly string[]) {
  const param = summaryIdsParam(ids);
  return useQuery({
    queryKey: [LISTING_SUMMARY_PATH, param],
    queryFn: async ({ signal }) => {
      const res = await apiRequest(
        'GET',
        `${LISTING_SUMMARY_PATH}?ids=${encodeURIComponent(param)}`,
        undefined,
        {
          signal,
        },
      );
      return ZListingSummary.parse(await res.json());
    },
    enabled: ids.length > 0,
  });
}
