import { Button } from '@client/components/ui/button';
import { FormFailure } from '@client/components/ui/form-failure';
import { RadioGroup } from '@client/components/ui/radio-group';
import { parseApiError } from '@client/lib/api-client';
import { OFFER_DECLINE_REASONS } from '@shared/domain/veteran-access';
import { useEffect, useRef, useState } from 'react';
import { useDecideOffer } from './use-my-page';

type Reason = (typeof OFFER_DECLINE_REASONS)[number];

/** Accept a home offered to you, or say no with a reason (coordinated entry asks for one). */
export function OfferDecision({ id, address }: { id: string; address: string }) {
  const decide = useDecideOffer();
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
            Accept this home
          </Button>
          <Button ref={declineButton} variant="outline" onClick={() => setDeclining(true)}>
            Say no to this home
          </Button>
        </div>
      </div>
    );

  const submit = () => {
    if (!reason) {
      setError('Choose the reason you are saying no');
      return;
    }
    decide.mutate({ id, decision: { decision: 'decline', reason } });
  };

  return (
    <div className="grid gap-3">
      <RadioGroup
        legend={`Why are you saying no to ${address}?`}
        hint="Your answer helps the housing team find a better home for you."
        options={OFFER_DECLINE_REASONS.map((value) => ({ value, label: value }))}
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
          Say no to this home
        </Button>
        <Button variant="outline" onClick={() => setDeclining(false)}>
          Keep the offer
        </Button>
      </div>
    </div>
  );
}
