import { Button } from '@client/components/ui/button';
import { FormFailure } from '@client/components/ui/form-failure';
import { RadioGroup } from '@client/components/ui/radio-group';
import { parseApiError } from '@client/lib/api-client';
import { HOUSEHOLD_DECLINE_REASONS } from '@shared/domain/co-living/workflow';
import { OFFER_DECLINE_REASONS } from '@shared/domain/veteran-access';
import { useEffect, useRef, useState } from 'react';
import { useDecideHousehold, useDecideOffer } from './use-my-page';

type Reason = (typeof OFFER_DECLINE_REASONS)[number] | (typeof HOUSEHOLD_DECLINE_REASONS)[number];

/** What each kind of proposal's buttons say, and its short list of reasons. */
const WORDS = {
  offer: {
    accept: 'Accept this home',
    decline: 'Say no to this home',
    keep: 'Keep the offer',
    reasons: OFFER_DECLINE_REASONS,
  },
  household: {
    accept: 'Accept this household',
    decline: 'Say no to this household',
    keep: 'Keep the proposal',
    reasons: HOUSEHOLD_DECLINE_REASONS,
  },
} as const;

/**
 * Accept a home offered to you (or a co-living household proposed to you), or say no with a reason from a short
 * list (coordinated entry asks for one).
 */
export function OfferDecision({
  id,
  address,
  kind = 'offer',
}: {
  id: string;
  address: string;
  kind?: 'offer' | 'household';
}) {
  const offer = useDecideOffer();
  const household = useDecideHousehold();
  const decide = kind === 'household' ? household : offer;
  const words = WORDS[kind];
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<Reason | null>(null);
  const [error, setError] = useState<string | undefined>();
  const declineButton = useRef<HTMLButtonElement>(null);
  const wasDeclining = useRef(false);
  // back from "Keep the offer" (or Escape): the focus returns to the button that asked
  useEffect(() => {
    if (!declining && wasDeclining.current) declineButton.current?.focus();
    wasDeclining.current = declining;
    if (!declining) return;
    // Escape keeps the offer, as "Keep the offer" does
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDeclining(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [declining]);

  if (!declining)
    return (
      <div className="grid gap-3">
        <FormFailure title="That didn't go through">
          {decide.isError ? parseApiError(decide.error).message : null}
        </FormFailure>
        <div className="flex flex-wrap gap-3">
          <Button
            loading={decide.isPending}
            onClick={() => decide.mutate({ id, decision: { decision: 'accept' } })}
          >
            {words.accept}
          </Button>
          <Button ref={declineButton} variant="outline" onClick={() => setDeclining(true)}>
            {words.decline}
          </Button>
        </div>
      </div>
    );

  const submit = () => {
    if (!reason) {
      setError('Choose the reason you are saying no');
      return;
    }
    if (kind === 'household') {
      const chosen = HOUSEHOLD_DECLINE_REASONS.find((value) => value === reason);
      if (chosen) household.mutate({ id, decision: { decision: 'decline', reason: chosen } });
      return;
    }
    const chosen = OFFER_DECLINE_REASONS.find((value) => value === reason);
    if (chosen) offer.mutate({ id, decision: { decision: 'decline', reason: chosen } });
  };

  return (
    <div className="grid gap-3">
      <RadioGroup
        legend={`Why are you saying no to ${address}?`}
        hint="Your answer helps the housing team find a better home for you."
        options={words.reasons.map((value: Reason) => ({ value, label: value }))}
        value={reason}
        error={error}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
      />
      <FormFailure title="That didn't go through">
        {decide.isError ? parseApiError(decide.error).message : null}
      </FormFailure>
      <div className="flex flex-wrap gap-3">
        <Button variant="destructive" loading={decide.isPending} onClick={submit}>
          {words.decline}
        </Button>
        <Button variant="outline" onClick={() => setDeclining(false)}>
          {words.keep}
        </Button>
      </div>
    </div>
  );
}
