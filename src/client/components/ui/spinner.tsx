import { cn } from '@client/lib/utils';
import { LoaderCircle } from 'lucide-react';

/** Decorative spinning icon (aria-hidden). Pair it with text, or use LoadingState. */
function Spinner({ large = false }: { large?: boolean }) {
  return (
    <LoaderCircle
      className={cn('animate-spin text-primary', large ? 'size-8' : 'size-6')}
      aria-hidden="true"
    />
  );
}

export interface LoadingStateProps {
  /** Text shown and announced, e.g. 'Loading matches...'. */
  label?: string;
  /**
   * Route-level loading: a whole viewport tall, so the footer stays out of sight until the page arrives
   * instead of jumping down under it (layout shift).
   */
  fullPage?: boolean;
  /** In a line of text: at the start, no padding of its own. */
  inline?: boolean;
}

/** Centered spinner with a visible label in a polite live region (role="status"). */
export function LoadingState({ label = 'Loading...', fullPage = false, inline = false }: LoadingStateProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center gap-3 text-center text-muted-foreground',
        inline ? 'justify-start px-8' : 'justify-center p-8',
        fullPage && 'min-h-dvh',
      )}
    >
      <Spinner large />
      <p className="text-base">{label}</p>
    </div>
  );
}
