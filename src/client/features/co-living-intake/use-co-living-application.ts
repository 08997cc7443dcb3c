import { sendJson } from '@client/lib/api-client';
import { usePartnerCalls } from '@client/lib/partner-session';
import {
  CO_LIVING_APPLICATIONS_PATH,
  type CoLivingApplicationData,
  ZCoLivingApplicationReceived,
} from '@shared/contracts/co-living';
import { useMutation } from '@tanstack/react-query';

/** POST /api/co-living-applications (with a signed-in partner's token): the reference and verified total. */
export function useSubmitCoLivingApplication() {
  const { onError } = usePartnerCalls();
  return useMutation({
    mutationFn: (input: CoLivingApplicationData) =>
      sendJson('POST', CO_LIVING_APPLICATIONS_PATH, input, ZCoLivingApplicationReceived),
    onError,
  });
}
