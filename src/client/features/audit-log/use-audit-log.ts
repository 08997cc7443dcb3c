import { getJson } from '@client/lib/api-client';
import { ADMIN_AUDIT_EVENTS_PATH, ZAuditPage } from '@shared/contracts/admin-oversight';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Events per page. */
export const AUDIT_PAGE_SIZE = 50;

/** The filters as the API takes them; '' is "any". `from` and `to` are ISO date-times. */
export interface AuditFilters {
  actorType: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = {
  actorType: '',
  action: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
};

/** GET /api/admin/audit-events: newest first, one page; the old page stays while the next loads. */
export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: [ADMIN_AUDIT_EVENTS_PATH, { ...filters, page }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(AUDIT_PAGE_SIZE) });
      for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
      return getJson(`${ADMIN_AUDIT_EVENTS_PATH}?${params}`, ZAuditPage, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
