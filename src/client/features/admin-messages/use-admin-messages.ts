import { getJson, getList, sendJson } from '@client/lib/api-client';
import {
  ADMIN_MESSAGES_PATH,
  type MessageView,
  ZMessageDetail,
  ZMessageView,
} from '@shared/contracts/messages';
import type { MessageStatus } from '@shared/domain/message-delivery';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Rows per page of the messages table. */
export const MESSAGES_PAGE_SIZE = 50;

export interface MessagesFilter {
  /** null: every status. */
  status: MessageStatus | null;
  offset: number;
}

export interface MessagesPage {
  rows: MessageView[];
  total: number;
}

export const messagePath = (id: string) => `${ADMIN_MESSAGES_PATH}/${encodeURIComponent(id)}`;

export function useAdminMessages({ status, offset }: MessagesFilter) {
  return useQuery({
    queryKey: [ADMIN_MESSAGES_PATH, { status, offset }],
    queryFn: async ({ signal }): Promise<MessagesPage> => {
      const params = new URLSearchParams({ limit: String(MESSAGES_PAGE_SIZE), offset: String(offset) });
      if (status) params.set('status', status);
      const { rows, total } = await getList(`${ADMIN_MESSAGES_PATH}?${params}`, ZMessageView, { signal });
      return { rows, total: total ?? offset + rows.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** One message with its subject and text; only while `id` is set (the dialog is open). */
export function useMessageDetail(id: string | null) {
  return useQuery({
    queryKey: [ADMIN_MESSAGES_PATH, 'detail', id],
    queryFn: ({ signal }) => getJson(messagePath(id ?? ''), ZMessageDetail, { signal }),
    enabled: id !== null,
  });
}

/** Puts a failed message back in the queue; the table reloads so the row shows its new status. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendJson('POST', `${messagePath(id)}/retry`, undefined, ZMessageView),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_MESSAGES_PATH] }),
  });
}
