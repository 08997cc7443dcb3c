import { getJson, sendJson } from '@client/lib/api-client';
import { ORGANIZATION_INVITATION_PATH, ZInvitationQueued } from '@shared/contracts/account-recovery';
import {
  ADMIN_AUDIT_EVENTS_PATH,
  ADMIN_ORGANIZATION_PATH,
  ADMIN_ORGANIZATIONS_PATH,
  type AdminOrganization,
  type AdminOrganizationChange,
  type AdminOrganizationPage,
  ZAdminOrganization,
  ZAdminOrganizationPage,
  ZAuditPage,
} from '@shared/contracts/admin-oversight';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Rows per page of the organisations table. */
export const ORGANIZATIONS_PAGE_SIZE = 25;
/** The latest events shown in an organisation's history. */
export const HISTORY_SHOWN = 20;

export interface OrganizationFilters {
  search: string;
  /** two-letter code, or '' for every state */
  state: string;
  page: number;
}

const organizationPath = (id: string) => ADMIN_ORGANIZATION_PATH.replace(':id', encodeURIComponent(id));
const invitePath = (id: string) => ORGANIZATION_INVITATION_PATH.replace(':id', encodeURIComponent(id));

/** GET /api/admin/organizations?search&state&page&pageSize: one page, the old one stays while the next loads. */
export function useOrganizations({ search, state, page }: OrganizationFilters) {
  return useQuery({
    queryKey: [ADMIN_ORGANIZATIONS_PATH, { search, state, page, pageSize: ORGANIZATIONS_PAGE_SIZE }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(ORGANIZATIONS_PAGE_SIZE) });
      if (search.trim()) params.set('search', search.trim());
      if (state) params.set('state', state);
      return getJson(`${ADMIN_ORGANIZATIONS_PATH}?${params}`, ZAdminOrganizationPage, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

const historyKey = (id: string) => [ADMIN_AUDIT_EVENTS_PATH, { targetType: 'organization', targetId: id }];

/** The audit events about one organisation, newest first; only while `id` is set. */
export function useOrganizationHistory(id: string | null) {
  return useQuery({
    queryKey: historyKey(id ?? ''),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        targetType: 'organization',
        targetId: id ?? '',
        pageSize: String(HISTORY_SHOWN),
      });
      return getJson(`${ADMIN_AUDIT_EVENTS_PATH}?${params}`, ZAuditPage, { signal });
    },
    enabled: id !== null,
  });
}

/** PATCH /api/admin/organizations/:id: one change; the row in every loaded page and the history update. */
export function useChangeOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminOrganizationChange }) =>
      sendJson('PATCH', organizationPath(id), change, ZAdminOrganization),
    onSuccess: (updated: AdminOrganization) => {
      queryClient.setQueriesData<AdminOrganizationPage>({ queryKey: [ADMIN_ORGANIZATIONS_PATH] }, (page) =>
        page
          ? {
              ...page,
              organizations: page.organizations.map((org) => (org.id === updated.id ? updated : org)),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: historyKey(updated.id) });
    },
  });
}

/** POST /api/admin/organizations/:id/invitation (the accounts module): a link to set up the sign-in goes to the organisation's email. */
export function useInviteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendJson('POST', invitePath(id), undefined, ZInvitationQueued),
    onSuccess: (_queued, id) => void queryClient.invalidateQueries({ queryKey: historyKey(id) }),
  });
}
