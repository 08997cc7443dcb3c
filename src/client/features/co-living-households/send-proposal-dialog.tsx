import { ErrorState, QueryErrorState } from '@client/components/ui/error-state';
import { ConfirmFooter, Modal } from '@client/components/ui/modal';
import { LoadingState } from '@client/components/ui/spinner';
import { parseApiError } from '@client/lib/api-client';
import { usePartnerCalls } from '@client/lib/partner-session';
import { coLivingProposalPreviewPath, PARTNER_CO_LIVING_PATH } from '@shared/contracts/co-living-households';
import { type MessagePreview, ZMessagePreview } from '@shared/contracts/message-preview';
import { countText } from '@shared/domain/number-text';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { z } from 'zod';
import type { Audience } from './use-co-living-households';

export interface SendProposalDialogProps {
  onOpenChange: (open: boolean) => void;
  matchId: string;
  /** Who the proposal is for, for the title. */
  memberName: string;
  audience: Audience;
  /** Sends the proposal; throws the API's error. */
  onSend: () => Promise<void>;
  /** Where the focus goes once the dialog closes (the member's next step). */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * "Send proposal": each message the proposal sends (to the veteran, and to their case manager when there is
 * one), as the server words it, then a confirmation.
 */
export function SendProposalDialog({
  onOpenChange,
  matchId,
  memberName,
  audience,
  onSend,
  onCloseAutoFocus,
}: SendProposalDialogProps) {
  const { get } = usePartnerCalls();
  const url = coLivingProposalPreviewPath(matchId);
  const preview = useQuery({
    // a partner's answers are keyed under the partner prefix, so signing out forgets them
    queryKey: audience === 'partner' ? [PARTNER_CO_LIVING_PATH, 'proposal-preview', matchId] : [url],
    queryFn: ({ signal }) => get(url, z.array(ZMessagePreview), signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    // nothing is sent before the reader has seen what goes
    if (!preview.data || preview.data.length === 0) return;
    setSending(true);
    setFailure(null);
    try {
      await onSend();
    } catch (error) {
      setFailure(parseApiError(error).message);
      setSending(false);
    }
  };
  const messages = preview.data ?? [];

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      wide
      title={`Send the proposal to ${memberName}`}
      description={
        preview.data
          ? `${countText(messages.length, 'message')} will go, worded as below.`
          : 'Each message the proposal sends, as it will go.'
      }
    >
      {preview.isPending ? <LoadingState label="Preparing the messages..." /> : null}
      {preview.isError ? <QueryErrorState query={preview} title="We couldn't prepare the messages" /> : null}
      {failure ? <ErrorState title="The proposal was not sent" message={failure} /> : null}
      {messages.map((message, index) => (
        <MessageShown key={`${message.to.join()}-${index}`} message={message} />
      ))}
      <ConfirmFooter
        confirmLabel="Send proposal"
        pending={sending}
        onCancel={() => onOpenChange(false)}
        onConfirm={() => void send()}
      />
    </Modal>
  );
}

function MessageShown({ message }: { message: MessagePreview }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold wrap-anywhere">
        To {message.to.join(', ')}
      </h3>
      <p>
        <span className="font-semibold">Subject:</span> {message.subject}
      </p>
      {/* a long text scrolls: focusable and named, so the keyboard can scroll it too */}
      <section
        aria-label={`The message to ${message.to.join(', ')}`}
        className="max-h-60 overflow-y-auto rounded-ui border border-border bg-muted p-3 text-sm whitespace-pre-wrap break-words focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        {message.text}
      </section>
    </section>
  );
}
