import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError } from '@client/lib/api-client';
import { formatDateTime, formatMoney } from '@client/lib/format';
import { preloadable, preloadOn } from '@client/lib/preloadable';
import { useFocusAfterAction } from '@client/lib/use-focus-after-action';
import type { HouseholdMember } from '@shared/contracts/co-living-households';
import {
  CO_LIVING_MATCH_STATUS_LABELS,
  CO_LIVING_ROOM_TYPE_LABELS,
  SERVICE_BRANCH_LABELS,
  SERVICE_ERA_LABELS,
} from '@shared/domain/co-living/vocabulary';
import { Suspense, useRef, useState } from 'react';
import { ADVANCE_LABELS, DECLINED_BY_LABELS, MATCH_STATUS_BADGES, memberName } from './co-living-text';
import type { DeclineAnswer } from './decline-dialog';
import { ScoreBars } from './score-bars';
import { type Audience, useMemberAction } from './use-co-living-households';

/** The decline form's code (react-hook-form and its rules) loads when Decline is pointed at, focused or pressed. */
const DeclineDialog = preloadable(() => import('./decline-dialog').then((module) => module.DeclineDialog));
/** Likewise the proposal's preview, when Send proposal is. */
const SendProposalDialog = preloadable(() =>
  import('./send-proposal-dialog').then((module) => module.SendProposalDialog),
);

type Step = Exclude<HouseholdMember['nextSteps'][number], 'pending' | 'declined'>;
const isAdvance = (step: string): step is Step =>
  step === 'notified' || step === 'interview' || step === 'trial' || step === 'placed';

const DONE_TOASTS: Record<Step, string> = {
  notified: 'Proposal sent',
  interview: 'Interview recorded',
  trial: 'Trial started',
  placed: 'Marked placed',
};

/** One proposed member: who, which room and share, where they stand, their scores and the next steps. */
export function MemberCard({
  member,
  householdId,
  audience,
}: {
  member: HouseholdMember;
  householdId: string;
  audience: Audience;
}) {
  const action = useMemberAction(householdId, audience);
  const [declining, setDeclining] = useState(false);
  const [proposing, setProposing] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const declineButton = useRef<HTMLButtonElement>(null);
  const name = memberName(member);
  const steps = member.nextSteps.filter(isAdvance);
  /** This member's next step, else their name: where the focus goes when the pressed step is done (issue 37). */
  const nextStepOrName = () => {
    const card = cardRef.current;
    return card?.querySelector<HTMLElement>('[data-next-step]') ?? card?.querySelector<HTMLElement>('h3');
  };
  // a step done replaces its button with the next step's (or none): the focus follows, never to <body>; a step
  // that failed keeps its button and the focus
  const focus = useFocusAfterAction(action.isPending);

  const advance = (to: Step) => {
    focus.start(nextStepOrName);
    action.mutate(
      { kind: 'advance', matchId: member.matchId, to },
      {
        onSettled: focus.settled,
        onSuccess: () => toast({ variant: 'success', title: DONE_TOASTS[to], description: name }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'That did not work',
            description: parseApiError(error).message,
          }),
      },
    );
  };
  const sendProposal = async () => {
    // resolves once the household was read again: the member's next step is on the card
    await action.mutateAsync({ kind: 'advance', matchId: member.matchId, to: 'notified' });
    setProposing(false);
    toast({ variant: 'success', title: DONE_TOASTS.notified, description: name });
  };
  /** After sending, the focus stays on this member: their next step, else their name. */
  const focusNextStep = (event: Event) => {
    const next = nextStepOrName();
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  /** Declined, the Decline button is gone: the member's next step or name; kept (Cancel, Escape): back to Decline. */
  const focusAfterDecline = (event: Event) => {
    if (!declineButton.current?.isConnected) focusNextStep(event);
  };
  const decline = async (answer: DeclineAnswer) => {
    await action.mutateAsync({ kind: 'decline', matchId: member.matchId, ...answer });
    setDeclining(false);
    toast({ variant: 'success', title: 'Proposal declined', description: name });
  };

  return (
    <Card ref={cardRef}>
      <CardHeader row className="flex-wrap items-center justify-between gap-2">
        <CardTitle tabIndex={-1}>{name}</CardTitle>
        <Badge variant={MATCH_STATUS_BADGES[member.status]}>
          {CO_LIVING_MATCH_STATUS_LABELS[member.status]}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Service</dt>
          <dd>
            {SERVICE_BRANCH_LABELS[member.serviceBranch]}, prefers{' '}
            {SERVICE_ERA_LABELS[member.preferredServiceEra]}
          </dd>
          <dt className="font-semibold">Room</dt>
          <dd>
            {CO_LIVING_ROOM_TYPE_LABELS[member.roomType]}, {formatMoney(member.rentShare)} a month
          </dd>
          <dt className="font-semibold">Steps</dt>
          <dd>
            <Timeline member={member} />
          </dd>
        </dl>
        <ScoreBars scores={member.scores} />
        <p>{member.matchReason}</p>
        {member.potentialConcerns.length > 0 ? (
          <div>
            <h4 className="font-semibold">To talk through</h4>
            <ul className="list-disc pl-5">
              {member.potentialConcerns.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {steps.length > 0 || member.canDecline ? (
          <div className="flex flex-wrap gap-2">
            {steps.map((step, index) => (
              <Button
                key={step}
                data-next-step={index === 0 ? '' : undefined}
                loading={
                  action.isPending && action.variables?.kind === 'advance' && action.variables.to === step
                }
                disabled={action.isPending}
                // a proposal is sent after its messages were read
                onClick={() => (step === 'notified' ? setProposing(true) : advance(step))}
                {...(step === 'notified' ? preloadOn(SendProposalDialog) : {})}
                aria-label={`${ADVANCE_LABELS[step]}: ${name}`}
              >
                {ADVANCE_LABELS[step]}
              </Button>
            ))}
            {member.canDecline ? (
              <Button
                ref={declineButton}
                variant="outline"
                disabled={action.isPending}
                onClick={() => setDeclining(true)}
                {...preloadOn(DeclineDialog)}
                aria-label={`Decline: ${name}`}
              >
                Decline
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardContent>
      {proposing ? (
        <Suspense fallback={null}>
          <SendProposalDialog
            onOpenChange={setProposing}
            matchId={member.matchId}
            memberName={name}
            audience={audience}
            onSend={sendProposal}
            onCloseAutoFocus={focusNextStep}
          />
        </Suspense>
      ) : null}
      {declining ? (
        <Suspense fallback={null}>
          <DeclineDialog
            open
            onOpenChange={setDeclining}
            memberName={name}
            onDecline={decline}
            onCloseAutoFocus={focusAfterDecline}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}

/** The steps this member has reached, each with its time. */
function Timeline({ member }: { member: HouseholdMember }) {
  const steps = [
    { label: 'Notified', at: member.notifiedAt },
    { label: 'Interview held', at: member.interviewAt },
    { label: 'Trial started', at: member.trialStartedAt },
    { label: 'Placed', at: member.placedAt },
    { label: 'Declined', at: member.declinedAt },
  ].filter((step) => step.at !== null);
  if (steps.length === 0 && member.status !== 'declined') return <>Proposed, not yet told</>;
  return (
    <ul className="grid gap-0.5">
      {steps.map((step) => (
        <li key={step.label}>
          {step.label}: {formatDateTime(step.at ?? '')}
        </li>
      ))}
      {member.status === 'declined' ? (
        <li>
          Declined by {member.declinedBy ? DECLINED_BY_LABELS[member.declinedBy].toLowerCase() : 'someone'}
          {member.declineReason ? `: ${member.declineReason}` : ''}
        </li>
      ) : null}
    </ul>
  );
}
