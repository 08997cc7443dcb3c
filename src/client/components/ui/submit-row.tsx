import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export interface SubmitRowProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** The form is on its way: the button shows its spinner and waits. */
  pending: boolean;
  /** Said instead of the button's words while the form is on its way, e.g. 'Sending...'. */
  pendingLabel?: ReactNode;
}

/** A form's submit button on a row of its own, which says when the form is on its way. */
export function SubmitRow({ pending, pendingLabel, children, ...props }: SubmitRowProps) {
  return (
    <div>
      <Button type="submit" loading={pending} {...props}>
        {pending && pendingLabel !== undefined ? pendingLabel : children}
      </Button>
    </div>
  );
}
