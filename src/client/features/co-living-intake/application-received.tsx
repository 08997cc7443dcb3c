import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { formatMoney } from '@client/lib/format';
import type { CoLivingApplicationReceived } from '@shared/contracts/co-living';
import { COMPATIBILITY_MATCHING_PROMISE, HOUSEHOLD_MAX_OCCUPANTS } from '@shared/domain/co-living/vocabulary';
import { useEffect, useRef } from 'react';

/** The success panel: the reference to quote and what happens next. It takes focus so it is heard at once. */
export function ApplicationReceived({
  received,
  onAnother,
}: {
  received: CoLivingApplicationReceived;
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
            Your reference: <strong className="text-lg tracking-wide">{received.reference}</strong>. Quote it
            when you contact us about this application.
          </p>
          <p className="mt-2">
            Total verified monthly income: {formatMoney(received.totalVerifiedMonthlyIncome)}.{' '}
            {received.message}
          </p>
          <p className="mt-2 font-semibold">What happens next</p>
          <ol className="mt-1 grid list-decimal gap-1 pl-5">
            <li>We email the case manager the reference.</li>
            <li>
              We begin compatibility matching {COMPATIBILITY_MATCHING_PROMISE}, looking for a household of up
              to {HOUSEHOLD_MAX_OCCUPANTS} veterans.
            </li>
            <li>
              To change an answer, send the application again: we update it and keep the same reference.
            </li>
          </ol>
        </AlertDescription>
      </Alert>
      <div>
        <Button variant="outline" onClick={onAnother}>
          Start another application
        </Button>
      </div>
    </div>
  );
}
