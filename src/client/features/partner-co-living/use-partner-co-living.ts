import { usePartnerCalls } from '@client/lib/partner-session';
import { PARTNER_CO_LIVING_PATH, ZPartnerCoLivingApplicant } from '@shared/contracts/co-living-households';
import { useQuery } from '@tanstack/react-query';

/** The server answers at most this many applications, newest first. */
export const PARTNER_CO_LIVING_LIMIT = 100;

/** GET /api/partner/co-living with the partner's token: their applicants and where each stands. */
export function usePartnerCoLiving(enabled: boolean) {
  const { get } = usePartnerCalls();
  return useQuery({
    queryKey: [PARTNER_CO_LIVING_PATH],
    queryFn: ({ signal }) => get(PARTNER_CO_LIVING_PATH, ZPartnerCoLivingApplicant.array(), signal),
    enabled,
  });
}
