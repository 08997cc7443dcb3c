import type { BadgeVariant } from '@client/components/ui/badge';
import type { MessageStatus } from '@shared/domain/message-delivery';

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

/**
 * The recipient cell when no address is recorded, in words that agree with the status: a queued message is
 * not sent yet, a failed one found nobody to write to, and a sent one never reads 'Not sent yet'.
 */
export const NO_RECIPIENT_TEXT: Record<MessageStatus, string> = {
  queued: 'Not sent yet',
  sent: 'Address not recorded',
  failed: 'No address found',
};

export const MESSAGE_STATUS_BADGES: Record<MessageStatus, BadgeVariant> = {
  queued: 'warning',
  sent: 'success',
  failed: 'destructive',
};

export const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
] as const;
