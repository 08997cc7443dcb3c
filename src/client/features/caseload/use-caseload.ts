import type { ListFilters } from '@client/components/ui/list-filters';
import { usePartnerCalls } from '@client/lib/partner-session';
import {
  CASELOAD_PATH,
  type CaseloadFilter,
  caseloadVeteranPath,
  ZCaseloadList,
  ZCaseloadVeteran,
} from '@shared/contracts/caseload';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Veterans per page of the caseload table. */
export const CASELOAD_PAGE_SIZE = 25;

/** The search (name or ZIP; '' for everyone), the status and the page. */
export type CaseloadFilters = ListFilters<CaseloadFilter>;

export function caseloadUrl({ search, status, offset }: CaseloadFilters): string {
  const params = new URLSearchParams({ status, limit: String(CASELOAD_PAGE_SIZE), offset: String(offset) });
  if (search) params.set('search', search);
  return `${CASELOAD_PATH}?${params}`;
}

/**
 * GET /api/partner/caseload with the partner's token. While another page or filter loads, the previous
 * answer stays on screen (isPlaceholderData) so the table does not jump.
 */
export function useCaseload(filters: CaseloadFilters, enabled: boolean) {
  const { get } = usePartnerCalls();
  return useQuery({
    queryKey: [CASELOAD_PATH, filters],
    queryFn: ({ signal }) => get(caseloadUrl(filters), ZCaseloadList, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/partner/caseload/{veteranId}: one veteran with contact, matches and referral (each read is audited). */
export function useCaseloadVeteran(veteranId: string, enabled: boolean) {
  const { get } = usePartnerCalls();
  return useQuery({
    queryKey: [CASELOAD_PATH, 'veteran', veteranId],
    queryFn: ({ signal }) => get(caseloadVeteranPath(veteranId), ZCaseloadVeteran, signal),
    // a veteran who is not in the caseload stays not found: no retries
    retry: false,
    enabled,
  });
}
