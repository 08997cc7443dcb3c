import type { BadgeVariant } from '@client/components/ui/badge';
import {
  INBOX_ITEM_STATUSES,
  INBOX_ITEM_TYPES,
  INBOX_STATUS_LABELS,
  INBOX_TYPE_LABELS,
  type InboxItemStatus,
} from '@shared/domain/inbox';

export const INBOX_STATUS_BADGES: Record<InboxItemStatus, BadgeVariant> = {
  open: 'warning',
  in_progress: 'secondary',
  done: 'success',
};

export const TYPE_FILTER_OPTIONS = [
  { value: '', label: 'All types' },
  ...INBOX_ITEM_TYPES.map((type) => ({ value: type, label: INBOX_TYPE_LABELS[type] })),
];

export const STATUS_FILTER_OPTIONS = [
  { value: 'unfinished', label: 'Open and in progress' },
  ...INBOX_ITEM_STATUSES.map((status) => ({ value: status, label: INBOX_STATUS_LABELS[status] })),
  { value: '', label: 'All' },
];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** How long an item has waited, as a case worker says it: "3 days", "5 hours", "just now". */
export function waitingFor(createdAt: string, now = Date.now()): string {
  const ms = Math.max(0, now - new Date(createdAt).getTime());
  if (ms >= DAY_MS) {
    const days = Math.floor(ms / DAY_MS);
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  if (ms >= HOUR_MS) {
    const hours = Math.floor(ms / HOUR_MS);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return 'under an hour';
}
