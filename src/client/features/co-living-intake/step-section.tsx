import { type ReactNode, useId } from 'react';

/** One step of the application: a numbered heading screen readers can jump to, and its fields. */
export function StepSection({
  step,
  title,
  intro,
  children,
}: {
  step: number;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-ui border border-border bg-card p-4 sm:p-6">
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-bold text-primary">
          <span className="block text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            Step {step} of 4
          </span>
          {title}
        </h2>
        {intro ? <p className="text-sm text-muted-foreground">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
