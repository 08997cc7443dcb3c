import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import type { PartnerApplicationReceived } from '@shared/contracts/partner-applications';
import { PARTNER_REVIEW_HOURS } from '@shared/domain/partner-applications';
import { useEffect, useRef } from 'react';

/** The success panel: the reference to quote and what happens next. It takes focus so it is heard at once. */
export function ApplicationReceived({
  received,
  onAnother,
}: {
  received: PartnerApplicationReceived;
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
            when you contact us about your application.
          </p>
          <p className="mt-2">{received.message}</p>
          <p className="mt-2 font-semibold">What happens next</p>
          <ol className="mt-1 grid list-decimal gap-1 pl-5">
            <li>We email you now to confirm we have your application.</li>
            <li>Our team reviews it within {PARTNER_REVIEW_HOURS} hours and emails you the decision.</li>
            <li>
              If we approve it, that email has a link to set the password of your landlord account, where you
              list homes for veterans and follow their matches.
            </li>
          </ol>
        </AlertDescription>
      </Alert>
      <div>
        <Button variant="outline" onClick={onAnother}>
          Send another application
        </Button>
      </div>
    </div>
  );
}
