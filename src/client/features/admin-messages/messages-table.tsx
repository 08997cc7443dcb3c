import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { type ColumnHeading, DataTable, TableHead, tableCell } from '@client/components/ui/data-table';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError } from '@client/lib/api-client';
import { formatDateTime, formatNumber } from '@client/lib/format';
import { useFocusAfterAction } from '@client/lib/use-focus-after-action';
import type { MessageView } from '@shared/contracts/messages';
import { messageKindLabel } from '@shared/domain/message-delivery';
import { useEffect, useRef } from 'react';
import { MESSAGE_STATUS_BADGES, MESSAGE_STATUS_LABELS, NO_RECIPIENT_TEXT } from './message-text';
import { useRetryMessage } from './use-admin-messages';

const COLUMNS = [
  'Created',
  'Message',
  'Recipient',
  'Status',
  { label: 'Attempts', align: 'right' },
  'Reason',
  { label: 'Actions', hidden: true },
] satisfies ColumnHeading[];

export interface MessagesTableProps {
  messages: MessageView[];
  /** The id of the section heading that names the table. */
  labelledBy: string;
  onView: (message: MessageView) => void;
}

/**
 * Where the focus goes once a retry is done and its button is gone: the row's new status ("Queued"); when the row
 * left the list (filtered by "Failed"), the last control of the row now in its place (or the last row); when no row
 * is left, the table's heading. A failed retry keeps its button, which gets the focus back (useFocusAfterAction).
 */
function afterRetry(table: HTMLTableElement | null, id: string, index: number, headingId: string) {
  const rows = Array.from(table?.isConnected ? (table.tBodies[0]?.rows ?? []) : []);
  const row = rows.find((candidate) => candidate.dataset.messageId === id);
  if (row) return row.querySelector<HTMLElement>('[data-message-status]');
  const next = rows[index] ?? rows.at(-1);
  const control = next ? Array.from(next.querySelectorAll('button')).at(-1) : undefined;
  if (control) return control;
  const heading = document.getElementById(headingId);
  heading?.setAttribute('tabindex', '-1');
  return heading;
}

/** One row per message: when, what, to whom, how delivery went, and what an admin can do. */
export function MessagesTable({ messages, labelledBy, onView }: MessagesTableProps) {
  const retry = useRetryMessage();
  const table = useRef<HTMLTableElement>(null);
  const focus = useFocusAfterAction(retry.isPending);
  // One retry at a time, and none again until the refreshed rows arrive: a second click before React
  // re-renders (or before the list shows the new status) must not send a second request.
  const sending = useRef(false);
  useEffect(() => {
    if (messages) sending.current = false;
  }, [messages]);
  const retryOne = (message: MessageView, index: number) => {
    if (sending.current) return;
    sending.current = true;
    focus.start(() => afterRetry(table.current, message.id, index, labelledBy));
    retry.mutate(message.id, {
      onSettled: focus.settled,
      onSuccess: () =>
        toast({
          variant: 'success',
          title: 'Message queued again',
          description: `"${messageKindLabel(message.kind)}" will be sent again in a moment.`,
        }),
      onError: (error) => {
        sending.current = false;
        toast({ variant: 'destructive', title: 'Retry failed', description: parseApiError(error).message });
      },
    });
  };

  return (
    <DataTable ref={table} labelledBy={labelledBy}>
      <TableHead columns={COLUMNS} />
      <tbody>
        {messages.map((message, index) => {
          const kind = messageKindLabel(message.kind);
          const when = formatDateTime(message.createdAt);
          const retrying = retry.isPending && retry.variables === message.id;
          return (
            <tr key={message.id} data-message-id={message.id} className="border-t border-border">
              <td className={`${tableCell} whitespace-nowrap`}>{when}</td>
              <th scope="row" className={`${tableCell} text-left font-semibold`}>
                {kind}
              </th>
              <td className={`${tableCell} break-all`}>
                {message.recipient ?? (
                  <span className="text-muted-foreground">{NO_RECIPIENT_TEXT[message.status]}</span>
                )}
              </td>
              <td className={tableCell}>
                {/* focusable by script: where the focus lands when a retry took this row's button away */}
                <Badge
                  variant={MESSAGE_STATUS_BADGES[message.status]}
                  data-message-status=""
                  tabIndex={-1}
                  className="focus:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {MESSAGE_STATUS_LABELS[message.status]}
                </Badge>
              </td>
              <td className={`${tableCell} text-right`}>{formatNumber(message.attempts, 0)}</td>
              <td className={`${tableCell} break-words`}>
                {message.status !== 'sent' && message.lastError ? message.lastError : null}
              </td>
              <td className={tableCell}>
                <div className="flex flex-wrap justify-end gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onView(message)}
                    aria-label={`View: ${kind}, ${when}`}
                  >
                    View
                  </Button>
                  {message.status === 'failed' ? (
                    <Button
                      size="sm"
                      loading={retrying}
                      disabled={retry.isPending}
                      onClick={() => retryOne(message, index)}
                      aria-label={`Retry delivery: ${kind}, ${when}`}
                    >
                      Retry delivery
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
