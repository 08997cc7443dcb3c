import { getJson, sendJson } from '@client/lib/api-client';
import {
  ADMIN_INBOX_ASSIGNEES_PATH,
  ADMIN_INBOX_PATH,
  type InboxItemDetail,
  type InboxStatusFilter,
  ZInboxAssignees,
  ZInboxItemDetail,
  ZInboxList,
} from '@shared/contracts/inbox';
import type { InboxItemType } from '@shared/domain/inbox';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Items per page of the inbox. */
export const INBOX_PAGE_SIZE = 25;

export interface InboxFilter {
  /** null: every type / every status. */
  type: InboxItemType | null;
  status: InboxStatusFilter | null;
  offset: number;
}

export const inboxItemPath = (id: string) => `${ADMIN_INBOX_PATH}/${encodeURIComponent(id)}`;

export function useInbox({ type, status, offset }: InboxFilter) {
  return useQuery({
    queryKey: [ADMIN_INBOX_PATH, 'list', { type, status, offset }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(INBOX_PAGE_SIZE), offset: String(offset) });
      if (type) params.set('type', type);
      if (status) params.set('status', status);
      return getJson(`${ADMIN_INBOX_PATH}?${params}`, ZInboxList, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useInboxItem(id: string) {
  return useQuery({
    queryKey: [ADMIN_INBOX_PATH, 'item', id],
    queryFn: ({ signal }) => getJson(inboxItemPath(id), ZInboxItemDetail, { signal }),
  });
}

export function useAssignees() {
  return useQuery({
    queryKey: [ADMIN_INBOX_ASSIGNEES_PATH],
    queryFn: ({ signal }) => getJson(ADMIN_INBOX_ASSIGNEES_PATH, ZInboxAssignees, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The item's actions: each answers the item as it is now, which replaces the cached one; the list reloads. */
export function useInboxAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: string; body?: object }) =>
      sendJson('POST', `${inboxItemPath(id)}/${action}`, body, ZInboxItemDetail),
    onSuccess: (item: InboxItemDetail) => {
      queryClient.setQueryData([ADMIN_INBOX_PATH, 'item', id], item);
      // the answer is the item as it is now; only the lists need to ask again
      void queryClient.invalidateQueries({ queryKey: [ADMIN_INBOX_PATH, 'list'] });
    },
  });
}
