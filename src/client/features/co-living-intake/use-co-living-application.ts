import { sendJson } from '@client/lib/api-client';
import { usePartnerCalls } from '@client/lib/partner-session';
import type { CoLivingApplicationData } from '@shared/contracts/co-living';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/co-living-applications (with a signed-in partner's token): the reference and verified total. The
 * contract (the path and the answer's schema) is loaded with the request, as the form loads it on submit.
 */
export function useSubmitCoLivingApplication() {
  const { onError } = usePartnerCalls();
  return useMutation({
    mutationFn: async (input: CoLivingApplicationData) => {
      const { CO_LIVING_APPLICATIONS_PATH, ZCoLivingApplicationReceived } = await import(
        '@shared/contracts/co-living'
      );
      return sendJson('POST', CO_LIVING_APPLICATIONS_PATH, input, ZCoLivingApplicationReceived);
    },
    onError,
  });
}
