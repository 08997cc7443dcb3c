import { Alert, AlertDescription } from '@client/components/ui/alert';
import { ConfirmFooter, Modal } from '@client/components/ui/modal';
import type { AccountAccess } from '@shared/contracts/account-access';
import { type AccountAction, dialogText } from './account-text';

export interface AccountRequest {
  account: AccountAccess;
  action: AccountAction;
}

export interface AccountDialogProps {
  /** The account and action waiting for confirmation; null when the dialog is closed. */
  request: AccountRequest | null;
  pending: boolean;
  /** Why the last try failed (the dialog stays open to try again or cancel). */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Where the focus goes when the dialog closes (Radix's default would be the body after a re-render). */
  onCloseAutoFocus: (event: Event) => void;
}

/** Asks before an account is unlocked (its sessions end), deactivated or reactivated. */
export function AccountDialog({
  request,
  pending,
  failure,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: AccountDialogProps) {
  const text = request ? dialogText(request.action, request.account) : null;
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => (open || pending ? null : onClose())}
      onCloseAutoFocus={onCloseAutoFocus}
      title={text?.title}
      description={text?.description}
      descriptionClassName="wrap-anywhere"
    >
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>
            <p>{failure}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <ConfirmFooter
        confirmLabel={text?.confirm}
        variant={text?.destructive ? 'destructive' : 'default'}
        pending={pending}
        onCancel={onClose}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}
