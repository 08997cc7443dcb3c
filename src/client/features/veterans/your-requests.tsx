import { Button } from '@client/components/ui/button';
import { QueryErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { TitledSection } from '@client/components/ui/titled-section';
import { ApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import type { SentRequest } from './sent-requests';
import { useRequestStatus } from './use-veteran-api';

/** Where one sent request stands, by its reference. */
function RequestRow({ request, onForget }: { request: SentRequest; onForget: (reference: string) => void }) {
  const status = useRequestStatus(request.reference);
  const gone = status.error instanceof ApiError && status.error.status === 404;
  return (
    <li className="grid gap-1 rounded-ui border border-border bg-card p-4">
      <p className="font-semibold">
        Reference <span className="font-mono">{request.reference}</span>
        {status.data ? <span className="font-normal">: {status.data.address}</span> : null}
      </p>
      {status.isPending ? (
        <LoadingState label="Checking where it stands..." inline />
      ) : status.data ? (
        <p>
          {status.data.statusText}{' '}
          <span className="text-sm text-muted-foreground">Sent {formatDate(status.data.sentAt)}.</span>
        </p>
      ) : gone ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>We no longer have this request.</p>
          <Button variant="outline" size="sm" onClick={() => onForget(request.reference)}>
            Remove it from this list
          </Button>
        </div>
      ) : (
        <QueryErrorState query={status} title="We couldn't check this request" />
      )}
    </li>
  );
}

/** The requests sent from this browser, each with its reference and status, so none is lost on a reload. */
export function YourRequests({
  requests,
  onForget,
}: {
  requests: SentRequest[];
  onForget: (reference: string) => void;
}) {
  if (requests.length === 0) return null;
  return (
    <TitledSection headingId="your-requests-heading" title="Your requests" size="2xl" gap={3}>
      <p className="text-muted-foreground">
        Quote the reference if you write or call us. We also sent it to your email if you gave one.
      </p>
      <ul className="grid gap-3">
        {requests.map((request) => (
          <RequestRow key={request.reference} request={request} onForget={onForget} />
        ))}
      </ul>
    </TitledSection>
  );
}
