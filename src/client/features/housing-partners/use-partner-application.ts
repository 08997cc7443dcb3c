import { sendJson } from '@client/lib/api-client';
import {
  PARTNER_APPLICATIONS_PATH,
  type PartnerApplicationInput,
  ZPartnerApplicationReceived,
} from '@shared/contracts/partner-applications';
import { useMutation } from '@tanstack/react-query';

/** POST /api/partner-applications: the application's reference and what happens next. */
export function useSubmitPartnerApplication() {
  return useMutation({
    mutationFn: (input: PartnerApplicationInput) =>
      sendJson('POST', PARTNER_APPLICATIONS_PATH, input, ZPartnerApplicationReceived),
  });
}
