import { cn } from '@client/lib/utils';
import { Check } from 'lucide-react';
import { LANDLORD_STEPS, type LandlordStep, stepIndex } from './steps';

/** Where you are in the five steps; the current one is announced to screen readers. */
export const STEP_INDICATOR_ID = 'landlord-steps';

/** The five steps; each is a button, since the steps may be taken in any order ("skip ahead when you're ready"). */
export function StepIndicator({
  current,
  onChoose,
}: {
  current: LandlordStep;
  onChoose: (step: LandlordStep) => void;
}) {
  const currentIndex = stepIndex(current);
  const currentStep = LANDLORD_STEPS[currentIndex];
  return (
    <nav id={STEP_INDICATOR_ID} aria-label="Landlord steps" className="grid gap-3">
      <ol className="grid grid-cols-5 gap-1 sm:gap-2">
        {LANDLORD_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const isCurrent = index === currentIndex;
          return (
            <li key={step.id} className="flex justify-center">
              <button
                type="button"
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onChoose(step.id)}
                className="flex min-h-11 flex-col items-center gap-1 rounded-ui px-1 text-center focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold',
                    isCurrent && 'border-primary bg-primary text-primary-foreground',
                    done && 'border-success bg-success text-success-foreground',
                    !isCurrent && !done && 'border-input bg-background text-muted-foreground',
                  )}
                >
                  {done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
                </span>
                <span
                  className={cn(
                    'text-xs leading-tight sm:text-sm',
                    isCurrent ? 'font-bold text-foreground' : 'text-muted-foreground underline',
                  )}
                >
                  <span className="sr-only">
                    Step {index + 1}
                    {done ? ', done' : ''}:{' '}
                  </span>
                  {step.short}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="text-center text-sm font-semibold text-muted-foreground">
        Step {currentIndex + 1} of {LANDLORD_STEPS.length}: {currentStep?.title}
      </p>
    </nav>
  );
}
