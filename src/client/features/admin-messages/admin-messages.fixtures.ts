import type { FakeAnswer } from '@client/test/fetch-routes.fixtures';
import type { MessageDetail, MessageView } from '@shared/contracts/messages';

export const LIST = 'GET /api/admin/messages';
export const detailRoute = (id: string) => `GET /api/admin/messages/${id}`;
export const retryRoute = (id: string) => `POST /api/admin/messages/${id}/retry`;

export const SENT: MessageView = {
  id: 'msg-sent',
  createdAt: '2025-01-28T15:04:00',
  kind: 'match_request.created',
  recipient: 'landlord@example.com',
  status: 'sent',
  attempts: 1,
  lastError: null,
  sentAt: '2025-01-28T15:04:05',
};

export const FAILED: MessageView = {
  id: 'msg-failed',
  createdAt: '2025-01-29T09:30:00',
  kind: 'waitlist_status',
  recipient: null,
  status: 'failed',
  attempts: 1,
  lastError: 'no recipient address',
  sentAt: null,
};

export const SENT_DETAIL: MessageDetail = {
  ...SENT,
  subject: 'A veteran asked about a home',
  text: 'A veteran asked to be matched with the home at 12 Main St, Albany, NY.',
};

/** A page of messages with the x-total-count header. */
export function page(rows: MessageView[], total = rows.length): FakeAnswer {
  return { status: 200, body: rows, headers: { 'x-total-count': String(total) } };
}
