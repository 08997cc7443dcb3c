import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Deactivate the sign-in of {name}?</DialogTitle>
          <DialogDescription>
            This ends its sessions at once: anyone signed in for {name} is signed out, and nobody can sign in
            for it until you reactivate the sign-in. Its referrals, placements and profile stay as they are.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} loading={pending}>
            Deactivate sign-in
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
