import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A form's success panel: the reference to quote, what was received and what happens next. It takes focus
 * so a screen reader announces it at once.
 */
export function ReceivedPanel({
  reference,
  quoteWhen,
  summary,
  nextSteps,
  anotherLabel,
  onAnother,
}: {
  reference: string;
  /** "when you contact us about …" */
  quoteWhen: string;
  summary: ReactNode;
  nextSteps: ReactNode[];
  anotherLabel: string;
  onAnother: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className="grid gap-4">
      <Alert variant="success" role="status" ref={ref} tabIndex={-1}>
        <AlertTitle>Application received</AlertTitle>
        <AlertDescription>
          <p>
            Your reference: <strong className="text-lg tracking-wide">{reference}</strong>. Quote it{' '}
            {quoteWhen}.
          </p>
          <p className="mt-2">{summary}</p>
          <p className="mt-2 font-semibold">What happens next</p>
          <ol className="mt-1 grid list-decimal gap-1 pl-5">
            {nextSteps.map((step, k) => (
              // a fixed list: its order is its identity
              <li key={k}>{step}</li>
            ))}
          </ol>
        </AlertDescription>
      </Alert>
      <div>
        <Button variant="outline" onClick={onAnother}>
          {anotherLabel}
        </Button>
      </div>
    </div>
  );
}
