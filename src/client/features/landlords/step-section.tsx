import type { ReactNode } from 'react';
import { LANDLORD_STEPS, type LandlordStep, stepHeadingId } from './steps';

export interface StepSectionProps {
  step: LandlordStep;
  intro: ReactNode;
  children: ReactNode;
}

/** One step of the flow: its h2 (focused when the step opens), an intro, the content. */
export function StepSection({ step, intro, children }: StepSectionProps) {
  const title = LANDLORD_STEPS.find((s) => s.id === step)?.title;
  return (
    <section aria-labelledby={stepHeadingId(step)} className="grid gap-6">
      <div className="grid gap-2">
        <h2
          id={stepHeadingId(step)}
          tabIndex={-1}
          className="text-2xl font-bold text-primary focus:outline-none sm:text-3xl"
        >
          {title}
        </h2>
        <div className="max-w-prose text-muted-foreground">{intro}</div>
      </div>
      {children}
    </section>
  );
}

/** The buttons that move you on, under a step. */
export function StepActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>;
}
