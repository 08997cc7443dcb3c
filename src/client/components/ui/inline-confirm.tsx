import { cn } from '@client/lib/utils';
import { Button } from './button';

export interface InlineConfirmProps {
  question: string;
  /** What going ahead does, under the question. */
  description?: string;
  confirm: string;
  keep: string;
  onConfirm: () => void;
  onKeep: () => void;
  /** The answer that goes ahead is on its way. */
  pending?: boolean;
  className?: string;
}

/** The words of a question: what is asked, the answer that goes ahead, the one that keeps things as they are. */
export type ConfirmWords = Pick<InlineConfirmProps, 'question' | 'confirm' | 'keep'>;

/**
 * A question asked in place of the button that raised it, before a step that cannot be taken back (close a
 * referral, mark a home filled). "Keep" takes the focus, so a keyboard or screen reader user lands on the question
 * and a stray Enter, Enter never goes ahead (issue 37); Escape answers "keep" too, and puts things back as they were.
 */
export function InlineConfirm({
  question,
  description,
  confirm,
  keep,
  onConfirm,
  onKeep,
  pending = false,
  className,
}: InlineConfirmProps) {
  return (
    <fieldset
      className={cn('grid gap-2 rounded-ui border border-border p-3', className)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || pending) return;
        event.preventDefault();
        event.stopPropagation();
        onKeep();
      }}
    >
      <legend className="px-1 font-semibold">{question}</legend>
      {description ? <p className="text-sm">{description}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="destructive" loading={pending} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button size="sm" variant="outline" autoFocus disabled={pending} onClick={onKeep}>
          {keep}
        </Button>
      </div>
    </fieldset>
  );
}
