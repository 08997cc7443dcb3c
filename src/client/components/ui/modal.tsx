import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import type { DialogContentProps } from './dialog-parts';

// The shapes the dialogs here take, over ui/dialog (whose Radix code loads when a dialog first opens). A page
// whose route is at its JavaScript ceiling may still compose ui/dialog's parts itself (decision 0022).

export interface DialogHeadingProps {
  /** Above the title, e.g. a badge. */
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Classes for the description, e.g. 'wrap-anywhere' for a long email address. */
  descriptionClassName?: string;
}

/** A dialog's title and the sentence under it that says what the dialog is for (its accessible description). */
export function DialogHeading({ eyebrow, title, description, descriptionClassName }: DialogHeadingProps) {
  return (
    <DialogHeader>
      {eyebrow}
      <DialogTitle>{title}</DialogTitle>
      {description === undefined ? null : (
        <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
      )}
    </DialogHeader>
  );
}

export interface ModalProps extends DialogHeadingProps {
  /** Opened by the caller; leave out (with `onOpenChange` only, or neither) when `trigger` opens it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The caller's button that opens the dialog (announced as opening one; the focus goes back to it). */
  trigger?: ReactNode;
  /** For a form or a record with many fields. */
  wide?: boolean;
  /** Where the focus goes when the dialog closes, when not back to the trigger. */
  onCloseAutoFocus?: DialogContentProps['onCloseAutoFocus'];
  children?: ReactNode;
}

/** A modal dialog with its heading: opened from its trigger, or by the caller. */
export function Modal({
  open,
  onOpenChange,
  trigger,
  wide,
  onCloseAutoFocus,
  children,
  ...heading
}: ModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger === undefined ? null : <DialogTrigger>{trigger}</DialogTrigger>}
      <DialogContent wide={wide} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeading {...heading} />
        {children}
      </DialogContent>
    </Dialog>
  );
}

export interface TriggeredModalProps
  extends Omit<ModalProps, 'open' | 'onOpenChange' | 'trigger' | 'children'> {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  /** The dialog's body, mounted on each opening (what it loads is read afresh), given a way to close the dialog. */
  children: (close: () => void) => ReactNode;
}

/** A modal dialog its own trigger opens: it keeps whether it is open, and its body closes it (after a saved form). */
export function TriggeredModal({ children, ...modal }: TriggeredModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <Modal {...modal} open={open} onOpenChange={setOpen}>
      {open ? children(() => setOpen(false)) : null}
    </Modal>
  );
}

export interface ConfirmFooterProps {
  /** The confirming button's words, e.g. 'Deactivate sign-in'. */
  confirmLabel: ReactNode;
  onCancel: () => void;
  /** Leave out inside a form: the confirming button then submits it. */
  onConfirm?: () => void;
  /** The action is on its way: Cancel waits, the confirming button shows its spinner. */
  pending?: boolean;
  variant?: ButtonProps['variant'];
}

/** A dialog's Cancel and confirming buttons. */
export function ConfirmFooter({
  confirmLabel,
  onCancel,
  onConfirm,
  pending = false,
  variant,
}: ConfirmFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} variant={variant} onClick={onConfirm} loading={pending}>
        {confirmLabel}
      </Button>
    </DialogFooter>
  );
}

export interface SubmitFooterProps {
  /** The button's words, e.g. 'Send Offer'. */
  label: string;
  /** Said while the form is on its way, e.g. 'Sending...'. */
  pendingLabel: string;
  pending: boolean;
}

/** A dialog form's one button, which submits it and says so while it is on its way. */
export function SubmitFooter({ label, pendingLabel, pending }: SubmitFooterProps) {
  return (
    <DialogFooter>
      <Button type="submit" loading={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}
