import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError } from '@client/lib/api-client';
import { partnerLoginPath } from '@client/lib/partner-session';
import { HOUSING_REQUEST_SIGN_IN_MESSAGE } from '@shared/contracts/bulk-intake';
import { Building2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { SUPPORT_ROUTE } from './caseload-note';
import { useHousingRequest } from './use-bulk-intake';

type Outcome =
  | { kind: 'sent' | 'already'; text: string }
  | { kind: 'failed'; text: string }
  | { kind: 'sign-in' };

export interface RouteToLandlordsProps {
  batchId: string;
  /** The intake was a signed-in partner's: only then can the batch be sent to the housing team. */
  signedIn: boolean;
}

/** The button says what it does (issue 37: once 'Route to Landlords', which named no one who acts). */
export const ROUTE_TO_LANDLORDS_LABEL = 'Ask our housing team to find homes';

/**
 * 'Route to Landlords': asks our housing team to find homes for the batch's veterans on the waitlist
 * (an item in the admins' inbox). A visitor who is not signed in is told why it needs a partner sign-in.
 */
export function useRouteToLandlords({ batchId, signedIn }: RouteToLandlordsProps) {
  const request = useHousingRequest();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // a second click before React re-renders must not send a second request
  const sending = useRef(false);
  const done = outcome?.kind === 'sent' || outcome?.kind === 'already';

  const send = () => {
    if (!signedIn) {
      setOutcome({ kind: 'sign-in' });
      return;
    }
    if (sending.current || done) return;
    sending.current = true;
    request.mutate(batchId, {
      onSuccess: ({ message }) => {
        setOutcome({ kind: 'sent', text: message });
        toast({ variant: 'success', title: 'Request Sent', description: message });
      },
      onError: (error) => {
        const { status, message } = parseApiError(error);
        // 409: already sent, or nobody left to find a home for; either way, nothing more to do here
        setOutcome({ kind: status === 409 ? 'already' : 'failed', text: message });
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const button = (
    <Button variant="outline" onClick={send} loading={request.isPending} disabled={done}>
      {request.isPending ? null : <Building2 aria-hidden="true" />}
      {ROUTE_TO_LANDLORDS_LABEL}
    </Button>
  );
  return { button, notice: outcome ? <RouteNotice outcome={outcome} /> : null };
}

function RouteNotice({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'sign-in') {
    return (
      <Alert role="status">
        <AlertDescription>
          <p>
            {HOUSING_REQUEST_SIGN_IN_MESSAGE}{' '}
            <Link href={partnerLoginPath(SUPPORT_ROUTE)} className="font-semibold underline">
              Partner sign in
            </Link>
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  const variant = outcome.kind === 'sent' ? 'success' : outcome.kind === 'failed' ? 'destructive' : 'default';
  return (
    <Alert variant={variant} role={outcome.kind === 'failed' ? 'alert' : 'status'}>
      <AlertDescription>
        <p>{outcome.text}</p>
      </AlertDescription>
    </Alert>
  );
}
