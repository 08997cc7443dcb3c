import { cn } from '@client/lib/utils';
import { LoaderCircle } from 'lucide-react';

/** Decorative spinning icon (aria-hidden). Pair it with text, or use LoadingState. */
function Spinner({ className }: { className?: string }) {
  return <LoaderCircle className={cn('size-6 animate-spin text-primary', className)} aria-hidden="true" />;
}

export interface LoadingStateProps {
  /** Text shown and announced, e.g. 'Loading matches...'. */
  label?: string;
  /** Fill most of the viewport (route-level loading). */
  fullPage?: boolean;
  className?: string;
}

/** Centered spinner with a visible label in a polite live region (role="status"). */
export function LoadingState({ label = 'Loading...', fullPage = false, className }: LoadingStateProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 p-8 text-center text-muted-foreground',
        fullPage && 'min-h-[60dvh]',
        className,
      )}
    >
      <Spinner className="size-8" />
      <p className="text-base">{label}</p>
    </div>
  );
}
