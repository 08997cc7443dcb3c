import { Button } from '@client/components/ui/button';
import { TriggeredModal, type TriggeredModalProps } from '@client/components/ui/modal';
import { type Preloadable, preloadOn } from '@client/lib/preloadable';
import type { LucideIcon } from 'lucide-react';

export interface RowDialogProps extends Omit<TriggeredModalProps, 'trigger'> {
  /** The button's words, e.g. 'Show contacts'; its accessible name adds whose row it is on. */
  label: string;
  /** Whose row the button is on: the veteran's name. */
  name: string;
  icon: LucideIcon;
  /** The body's code, loaded with the dialog's: when the button is pointed at, focused or pressed. */
  body: Pick<Preloadable<never>, 'preload'>;
}

/** A small button on a match's row that opens a dialog about it, its body's code preloaded on the button. */
export function RowDialog({ label, name, icon: Icon, body, ...modal }: RowDialogProps) {
  return (
    <TriggeredModal
      {...modal}
      trigger={
        <Button size="sm" variant="outline" aria-label={`${label}: ${name}`} {...preloadOn(body)}>
          <Icon aria-hidden="true" />
          {label}
        </Button>
      }
    />
  );
}
