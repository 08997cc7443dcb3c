import { QueryErrorState } from '@client/components/ui/error-state';
import { Modal } from '@client/components/ui/modal';
import { LoadingState } from '@client/components/ui/spinner';
import { formatDateTime } from '@client/lib/format';
import type { MessageView } from '@shared/contracts/messages';
import { messageKindLabel } from '@shared/domain/message-delivery';
import { useMessageDetail } from './use-admin-messages';

export interface MessageDialogProps {
  /** The message to show; null closes the dialog. */
  message: MessageView | null;
  onClose: () => void;
}

/** The subject and plain text of one message, as its template renders them from today's records. */
export function MessageDialog({ message, onClose }: MessageDialogProps) {
  const detail = useMessageDetail(message?.id ?? null);
  return (
    <Modal
      open={message !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      wide
      title={message ? messageKindLabel(message.kind) : 'Message'}
      description={
        <>
          {message ? `Created ${formatDateTime(message.createdAt)}` : null}
          {message?.recipient ? `, to ${message.recipient}` : null}
        </>
      }
    >
      {detail.isPending ? <LoadingState label="Loading the message..." /> : null}
      {detail.isError ? <QueryErrorState query={detail} title="We couldn't load the message" /> : null}
      {detail.data ? (
        <dl className="grid grid-cols-[minmax(0,1fr)] gap-2 text-sm">
          <dt className="font-semibold">Subject</dt>
          <dd>{detail.data.subject ?? 'No subject: nobody can be addressed for this message.'}</dd>
          <dt className="font-semibold">Text</dt>
          <dd>
            {/* a long text scrolls: focusable and named, so the keyboard can scroll it too */}
            <section
              aria-label="Message text"
              className="max-h-80 overflow-y-auto rounded-ui border border-border bg-muted p-3 whitespace-pre-wrap wrap-anywhere focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
            >
              {detail.data.text ?? 'No text: nobody can be addressed for this message.'}
            </section>
          </dd>
        </dl>
      ) : null}
    </Modal>
  );
}
