import { MESSAGE_STATUSES } from '@shared/domain/message-delivery';
import { z } from 'zod';
import { ZPagination } from './common';

export const ADMIN_MESSAGES_PATH = '/api/admin/messages';
export const ADMIN_MESSAGE_PATH = '/api/admin/messages/:id';
export const ADMIN_MESSAGE_RETRY_PATH = '/api/admin/messages/:id/retry';

export const ZMessageStatus = z.enum(MESSAGE_STATUSES, { error: 'Status must be queued, sent or failed' });

export const ZMessageListQuery = ZPagination.extend({ status: ZMessageStatus.optional() });
export type MessageListQuery = z.infer<typeof ZMessageListQuery>;

/** One outbox message as admins see it: who it went to and how delivery went, not its contents. */
export const ZMessageView = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: z.string(),
  /** Resolved at delivery; null until then. */
  recipient: z.string().nullable(),
  status: ZMessageStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type MessageView = z.infer<typeof ZMessageView>;

export const ZMessageDetail = ZMessageView.extend({
  subject: z.string().nullable(),
  /** The plain-text body as the template renders it now. */
  text: z.string().nullable(),
});
export type MessageDetail = z.infer<typeof ZMessageDetail>;
