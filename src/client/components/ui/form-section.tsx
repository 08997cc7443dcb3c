import { cn } from '@client/lib/utils';
import { type ReactNode, useId } from 'react';

export interface FormSectionProps {
  title: string;
  /** A small line above the title, e.g. 'Step 2 of 4'. */
  eyebrow?: string;
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled part of a long form (an h2 the page outline and screen readers can jump to). */
export function FormSection({ title, eyebrow, intro, className, children }: FormSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('grid gap-4', className)}>
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-bold text-primary">
          {eyebrow ? (
            <span className="block text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              {eyebrow}
            </span>
          ) : null}
          {title}
        </h2>
        {intro ? <p className="text-sm text-muted-foreground">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
