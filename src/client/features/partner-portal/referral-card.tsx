import { PersonStatusBadge } from '@client/components/person/person-status-badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { FailureAlert } from '@client/components/ui/failure-alert';
import { type ConfirmWords, InlineConfirm } from '@client/components/ui/inline-confirm';
import { PhoneLink } from '@client/components/ui/phone-link';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import type { PartnerReferral } from '@shared/contracts/partner';
import { PAGE_ANCHORS, PAGE_PATTERNS, pagePath } from '@shared/domain/page-paths';
import type { PersonStatus } from '@shared/domain/person-timeline';
import {
  REFERRAL_ACTION_LABELS,
  REFERRAL_STATUS_LABELS,
  REFERRAL_TRANSITIONS,
  type ReferralStatus,
} from '@shared/domain/referral-status';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { NotesEditor } from './notes-editor';
import { StatusBadge, UrgencyBadge } from './referral-badges';
import { Detail, EmailLink, NeedAndReferrerDetails, NOT_GIVEN } from './referral-details';
import { useUpdateReferral } from './use-partner-api';

const NO_NAME = 'Name not given';
const PHONE_WIDTH = '(max-width: 639px)';

/** Moves that cannot be taken back (closed is final; unable to reach can only be closed): asked twice. */
const FINAL_MOVES: Partial<Record<ReferralStatus, ConfirmWords>> = {
  closed: {
    question: "Close this referral? A closed referral can't be reopened.",
    confirm: 'Yes, close it',
    keep: 'Keep it open',
  },
  unable_to_reach: {
    question: 'Mark this veteran as unable to reach? The referral can then only be closed.',
    confirm: 'Yes, unable to reach',
    keep: 'Keep trying',
  },
};

/** The buttons for the moves this referral's status allows; none for a closed referral. */
function StatusActions({ referral, onMoved }: { referral: PartnerReferral; onMoved: () => void }) {
  const update = useUpdateReferral();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ReferralStatus | null>(null);
  // "keep" (or Escape) puts the focus back on the button that asked, not on the page
  const kept = useRef<ReferralStatus | null>(null);
  const moves = REFERRAL_TRANSITIONS[referral.status];
  if (moves.length === 0) return null;
  const pendingStatus = update.isPending ? update.variables?.patch.status : undefined;
  const asked = confirming ? FINAL_MOVES[confirming] : undefined;

  const move = (status: ReferralStatus) => {
    setFailure(null);
    setConfirming(null);
    update.mutate(
      { id: referral.id, patch: { status } },
      {
        onSuccess: (updated) => {
          onMoved();
          toast({
            variant: 'success',
            title: 'Referral updated',
            description: `Status changed to ${REFERRAL_STATUS_LABELS[updated.status]}.`,
          });
        },
        onError: (error) => setFailure(parseApiError(error).message),
      },
    );
  };

  return (
    <div className="grid gap-2">
      {confirming && asked ? (
        <InlineConfirm
          {...asked}
          onConfirm={() => move(confirming)}
          onKeep={() => {
            kept.current = confirming;
            setConfirming(null);
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {moves.map((status) => (
            <Button
              key={status}
              size="sm"
              data-referral-action=""
              ref={(node: HTMLButtonElement | null) => {
                if (node && kept.current === status) {
                  kept.current = null;
                  node.focus();
                }
              }}
              variant={FINAL_MOVES[status] ? 'outline' : 'default'}
              loading={pendingStatus === status}
              disabled={update.isPending}
              onClick={() => (FINAL_MOVES[status] ? setConfirming(status) : move(status))}
            >
              {REFERRAL_ACTION_LABELS[status]}
            </Button>
          ))}
        </div>
      )}
      <FailureAlert failure={failure} />
    </div>
  );
}

/** A home is offered or accepted: the next step is the move-in, recorded on the caseload entry. */
const MOVE_IN_NEXT: readonly PersonStatus[] = ['offered', 'accepted'];

/** The person's caseload entry (their timeline, Record what happened, Record move-in); none for another's person. */
function CaseloadEntryLink({ referral, name }: { referral: PartnerReferral; name: string }) {
  if (!referral.caseloadVeteranId) return null;
  const entry = pagePath(PAGE_PATTERNS.caseloadVeteran, { veteranId: referral.caseloadVeteranId });
  const moveIn = MOVE_IN_NEXT.includes(referral.personStatus);
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1">
      <Link
        href={entry}
        className="font-semibold text-primary underline hover:no-underline"
        aria-label={`Open caseload entry for ${name}`}
      >
        Open caseload entry
      </Link>
      {moveIn ? (
        <Link
          href={`${entry}#${PAGE_ANCHORS.recordMoveIn}`}
          className="font-semibold text-primary underline hover:no-underline"
          aria-label={`Record move-in for ${name}`}
        >
          Record move-in
        </Link>
      ) : null}
    </p>
  );
}

/** One referral: who, how urgent, where it stands, how to reach them, notes and next steps. */
export function ReferralCard({ referral }: { referral: PartnerReferral }) {
  const headingId = useId();
  const detailsId = `${headingId}-details`;
  // a compact card on a phone (20 referrals in a few screens, not 18,000 px); everything at once on a wider screen
  const [detailsOpen, setDetailsOpen] = useState(() => !window.matchMedia?.(PHONE_WIDTH).matches);
  const name = referral.veteranName ?? NO_NAME;
  const article = useRef<HTMLElement>(null);
  const moved = useRef(false);
  /** The next card's name, taken when a move is made: where focus goes if the move takes this card off the list. */
  const nextCard = useRef<HTMLElement | null>(null);
  useEffect(
    () => () => {
      if (moved.current && nextCard.current?.isConnected) nextCard.current.focus();
    },
    [],
  );
  // after a move the pressed button is gone: focus the next step's button, or the card's name when none is left
  // referral.status is the trigger: the effect runs once the moved referral comes back
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const next = article.current?.querySelector<HTMLElement>('[data-referral-action]');
    (next ?? document.getElementById(headingId))?.focus();
  }, [referral.status]);
  return (
    <Card>
      <article ref={article} aria-labelledby={headingId} className="grid gap-4 p-4 sm:p-6">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <h3
            id={headingId}
            tabIndex={-1}
            className="min-w-0 text-lg font-bold break-words focus:outline-none"
          >
            {name}
          </h3>
          <div className="flex flex-wrap gap-2">
            <UrgencyBadge urgency={referral.urgencyLevel} />
            <StatusBadge status={referral.status} />
            <PersonStatusBadge status={referral.personStatus} />
          </div>
        </header>
        {detailsOpen ? null : (
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>ZIP {referral.zipCode}</span>
            <span>Received {formatDate(referral.createdAt)}</span>
            {referral.veteranPhone ? <PhoneLink phone={referral.veteranPhone} /> : null}
          </p>
        )}
        <div>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={detailsOpen}
            aria-controls={detailsId}
            onClick={() => setDetailsOpen((open) => !open)}
          >
            <ChevronDown
              aria-hidden="true"
              className={detailsOpen ? 'rotate-180 transition-transform' : 'transition-transform'}
            />
            {detailsOpen ? 'Hide details' : 'Show details'}
          </Button>
        </div>
        <div id={detailsId} hidden={!detailsOpen} className="grid gap-4">
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {referral.reference ? (
              <Detail term="Reference">
                <span className="font-mono">{referral.reference}</span>
              </Detail>
            ) : null}
            <Detail term="ZIP code">{referral.zipCode}</Detail>
            <Detail term="Phone">
              <PhoneLink phone={referral.veteranPhone} fallback={NOT_GIVEN} />
            </Detail>
            <Detail term="Email">
              <EmailLink email={referral.veteranEmail} />
            </Detail>
            <Detail term="Preferred contact">{referral.contactMethod || NOT_GIVEN}</Detail>
            <Detail term="Received">{formatDate(referral.createdAt)}</Detail>
            {referral.contactedAt ? (
              <Detail term="Contacted">{formatDate(referral.contactedAt)}</Detail>
            ) : null}
            <NeedAndReferrerDetails referral={referral} />
          </dl>
          <div className="grid gap-1">
            <h4 className="text-sm font-bold">Needs</h4>
            <p className="whitespace-pre-wrap break-words">
              {referral.needsDescription || 'No description given.'}
            </p>
          </div>
        </div>
        <CaseloadEntryLink referral={referral} name={name} />
        <NotesEditor referralId={referral.id} notes={referral.notes} />
        <StatusActions
          referral={referral}
          onMoved={() => {
            moved.current = true;
            nextCard.current =
              article.current?.parentElement?.nextElementSibling?.querySelector<HTMLElement>(
                'h3[tabindex]',
              ) ?? null;
          }}
        />
      </article>
    </Card>
  );
}
