import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import type { PartnerReferral } from '@shared/contracts/partner';
import {
  needTypeLabel,
  REFERRAL_ACTION_LABELS,
  REFERRAL_STATUS_LABELS,
  REFERRAL_TRANSITIONS,
  type ReferralStatus,
} from '@shared/domain/referral-status';
import { type ReactNode, useId, useState } from 'react';
import { NotesEditor } from './notes-editor';
import { StatusBadge, UrgencyBadge } from './referral-badges';
import { useUpdateReferral } from './use-partner-api';

const NO_NAME = 'Name not given';
const NOT_GIVEN = 'Not given';

/** "(555) 123-4567" -> "tel:5551234567". */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-sm font-semibold text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** The buttons for the moves this referral's status allows; none for a closed referral. */
function StatusActions({ referral }: { referral: PartnerReferral }) {
  const update = useUpdateReferral();
  const [failure, setFailure] = useState<string | null>(null);
  const moves = REFERRAL_TRANSITIONS[referral.status];
  if (moves.length === 0) return null;
  const pendingStatus = update.isPending ? update.variables?.patch.status : undefined;

  const move = (status: ReferralStatus) => {
    setFailure(null);
    update.mutate(
      { id: referral.id, patch: { status } },
      {
        onSuccess: (updated) =>
          toast({
            variant: 'success',
            title: 'Referral updated',
            description: `Status changed to ${REFERRAL_STATUS_LABELS[updated.status]}.`,
          }),
        onError: (error) => setFailure(parseApiError(error).message),
      },
    );
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {moves.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'unable_to_reach' || status === 'closed' ? 'outline' : 'default'}
            loading={pendingStatus === status}
            disabled={update.isPending}
            onClick={() => move(status)}
          >
            {REFERRAL_ACTION_LABELS[status]}
          </Button>
        ))}
      </div>
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

/** One referral: who, how urgent, where it stands, how to reach them, notes and next steps. */
export function ReferralCard({ referral }: { referral: PartnerReferral }) {
  const headingId = useId();
  const name = referral.veteranName ?? NO_NAME;
  return (
    <Card>
      <article aria-labelledby={headingId} className="grid gap-4 p-4 sm:p-6">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 text-lg font-bold break-words">
            {name}
          </h3>
          <div className="flex flex-wrap gap-2">
            <UrgencyBadge urgency={referral.urgencyLevel} />
            <StatusBadge status={referral.status} />
          </div>
        </header>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {referral.reference ? (
            <Detail term="Reference">
              <span className="font-mono">{referral.reference}</span>
            </Detail>
          ) : null}
          <Detail term="ZIP code">{referral.zipCode}</Detail>
          <Detail term="Phone">
            {referral.veteranPhone ? (
              <a href={telHref(referral.veteranPhone)} className="text-primary underline hover:no-underline">
                {referral.veteranPhone}
              </a>
            ) : (
              NOT_GIVEN
            )}
          </Detail>
          <Detail term="Email">
            {referral.veteranEmail ? (
              <a
                href={`mailto:${referral.veteranEmail}`}
                className="text-primary underline hover:no-underline"
              >
                {referral.veteranEmail}
              </a>
            ) : (
              NOT_GIVEN
            )}
          </Detail>
          <Detail term="Preferred contact">{referral.contactMethod || NOT_GIVEN}</Detail>
          <Detail term="Case manager email">
            {referral.caseManagerEmail ? (
              <a
                href={`mailto:${referral.caseManagerEmail}`}
                className="text-primary underline hover:no-underline"
              >
                {referral.caseManagerEmail}
              </a>
            ) : (
              NOT_GIVEN
            )}
          </Detail>
          <Detail term="Received">{formatDate(referral.createdAt)}</Detail>
          {referral.contactedAt ? <Detail term="Contacted">{formatDate(referral.contactedAt)}</Detail> : null}
          {referral.serviceType ? (
            <Detail term="Service needed">{needTypeLabel(referral.serviceType)}</Detail>
          ) : null}
        </dl>
        <div className="grid gap-1">
          <h4 className="text-sm font-bold">Needs</h4>
          <p className="whitespace-pre-wrap break-words">
            {referral.needsDescription || 'No description given.'}
          </p>
        </div>
        <NotesEditor referralId={referral.id} notes={referral.notes} />
        <StatusActions referral={referral} />
      </article>
    </Card>
  );
}
