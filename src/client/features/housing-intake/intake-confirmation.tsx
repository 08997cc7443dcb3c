import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { type ReactNode, useEffect, useRef } from 'react';

export interface IntakeConfirmationProps {
  title: string;
  /** The server's message. */
  message: string;
  /** What happens next, in order. */
  nextSteps: readonly ReactNode[];
}

/** The success box above a cleared form; it takes focus so screen readers hear it at once. */
export function IntakeConfirmation({ title, message, nextSteps }: IntakeConfirmationProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert variant="success" role="status" ref={ref} tabIndex={-1}>
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{/[.!]$/.test(message) ? message : `${message}.`}</p>
        <p className="mt-2 font-semibold">What happens next</p>
        <ol className="mt-1 grid list-decimal gap-1 pl-5">
          {nextSteps.map((step, index) => (
            // keyed by position: a fixed list that never reorders
            <li key={index}>{step}</li>
          ))}
        </ol>
      </AlertDescription>
    </Alert>
  );
}
