import { ConfirmFooter, Modal } from '@client/components/ui/modal';

export interface DeactivateDialogProps {
  open: boolean;
  name: string;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Asks before an organisation's sign-in is switched off: it ends its sessions at once. */
export function DeactivateDialog({ open, name, pending, onOpenChange, onConfirm }: DeactivateDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Deactivate the sign-in of ${name}?`}
      description={
        <>
          This ends its sessions at once: anyone signed in for {name} is signed out, and nobody can sign in
          for it until you reactivate the sign-in. Its referrals, placements and profile stay as they are.
        </>
      }
    >
      <ConfirmFooter
        confirmLabel="Deactivate sign-in"
        variant="destructive"
        pending={pending}
        onCancel={() => onOpenChange(false)}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}
