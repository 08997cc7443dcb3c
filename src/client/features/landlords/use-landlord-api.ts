import { getJson, sendJson } from '@client/lib/api-client';
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
import { useMutation, useQuery } from '@tanstack/react-query';

/** POST /api/property-score. */
export function useScoreProperty() {
  return useMutation({
    mutationFn: (input: PropertyScoreInput) =>
      sendJson('POST', PROPERTY_SCORE_PATH, input, ZPropertyScoreResult),
  });
}

/** POST /api/income-calculator. */
export function useEstimateIncome() {
  return useMutation({
    mutationFn: (input: IncomeEstimateInput) =>
      sendJson('POST', INCOME_CALCULATOR_PATH, input, ZIncomeEstimateResult),
  });
}

/** GET /api/properties/summary for the listings made in this browser; idle when there are none. */
export function useListingSummary(ids: readonly string[]) {
  const param = summaryIdsParam(ids);
  return useQuery({
    queryKey: [LISTING_SUMMARY_PATH, param],
    queryFn: ({ signal }) =>
      getJson(`${LISTING_SUMMARY_PATH}?ids=${encodeURIComponent(param)}`, ZListingSummary, { signal }),
    enabled: ids.length > 0,
  });
}
