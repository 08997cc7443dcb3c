import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { SubmitRow } from '@client/components/ui/submit-row';
import { Textarea } from '@client/components/ui/textarea';
import { TitledSection } from '@client/components/ui/titled-section';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError, sendJson } from '@client/lib/api-client';
import { useFocusAfterAction } from '@client/lib/use-focus-after-action';
import type { PartnerOfferDecision } from '@shared/contracts/offer-decisions';
import type {
  RecordPersonEvent as PersonEventInput,
  RecordableEventType,
} from '@shared/contracts/person-events';
import { ZPersonPath } from '@shared/contracts/person-timeline';
import { DESTINATIONS, LIVING_SITUATIONS } from '@shared/domain/hmis-codes';
import { LATE_RECORD_DAYS, TRANSITIONAL_PROGRAMMES } from '@shared/domain/person-timeline';
import { programmeWords } from '@shared/domain/person-timeline-words';
import { OFFER_DECLINE_REASONS } from '@shared/domain/veteran-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';

const WHAT_HAPPENED: readonly { value: RecordableEventType; label: string }[] = [
  { value: 'contacted', label: 'We were in touch (where they are staying)' },
  { value: 'transitional_entered', label: 'They entered transitional housing' },
  { value: 'transitional_left', label: 'They left transitional housing' },
  { value: 'exited', label: 'They left our help (where they went)' },
  { value: 'returned', label: 'They are homeless again' },
];
/** The veteran's decision on a home offered to them, as the case worker records it (only while one is open). */
type OfferChoice = 'offer_accepted' | 'offer_declined';
type WhatHappened = RecordableEventType | OfferChoice;
const OFFER_CHOICES: readonly { value: OfferChoice; label: string }[] = [
  { value: 'offer_accepted', label: 'They accepted the home offered to them' },
  { value: 'offer_declined', label: 'They said no to the home offered to them' },
];
const isOfferChoice = (type: WhatHappened): type is OfferChoice =>
  type === 'offer_accepted' || type === 'offer_declined';

/** An offer still open for the veteran's decision: its match and the home's address. */
export interface OpenOffer {
  matchId: string;
  address: string;
}

/** Where a decision on an open offer is sent (the caseload entry's own route). */
export interface OfferDecisions {
  offers: readonly OpenOffer[];
  pathOf: (matchId: string) => string;
}

const RETURNED_FROM = [
  { value: 'from_housing', label: 'After being housed' },
  { value: 'from_inactive', label: 'After a time out of touch' },
];
const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);

/** The day as the moment it is recorded for: now for today, else noon UTC of that day (never in the future). */
const occurredAtOf = (day: string) => (day === today() ? undefined : `${day}T12:00:00.000Z`);

/**
 * 'Record what happened' on a person's page (case worker or admin, decision 0034): a contact and where the person
 * is staying, transitional housing, an exit or a return, each a timeline event with the day it happened. While an
 * offer is open for the person (`decisions`), also the veteran's decision on it (sent to the offer's own route,
 * recorded now). Move-ins have their own form. The server's contract checks it; its messages show beside the fields.
 */
export function RecordPersonEvent({ path, decisions }: { path: string; decisions?: OfferDecisions }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const offers = decisions?.offers ?? [];
  const [type, setType] = useState<WhatHappened>('contacted');
  const [offerId, setOfferId] = useState('');
  const [detail, setDetail] = useState('');
  const [day, setDay] = useState(today());
  const [lateReason, setLateReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const record = useMutation({
    mutationFn: (event: PersonEventInput | { matchId: string; decision: PartnerOfferDecision }) =>
      'matchId' in event
        ? sendJson('POST', decisions?.pathOf(event.matchId) ?? path, event.decision, ZPersonPath)
        : sendJson('POST', path, event, ZPersonPath),
    onSuccess: () => queryClient.invalidateQueries(),
  });
  // Record is disabled while it saves (Chrome then drops the focus to <body>): it gets the focus back (issue 37)
  const focus = useFocusAfterAction(record.isPending);
  // the offer decided is the one chosen, or the only one open
  const chosenOffer = offerId || (offers.length === 1 ? (offers[0]?.matchId ?? '') : '');
  const late = Date.now() - Date.parse(`${day}T12:00:00.000Z`) > LATE_RECORD_DAYS * DAY_MS;

  function decisionOf(): { matchId: string; decision: PartnerOfferDecision } {
    const decision: PartnerOfferDecision =
      type === 'offer_accepted'
        ? { decision: 'accept' }
        : { decision: 'decline', reason: detail as (typeof OFFER_DECLINE_REASONS)[number] };
    return { matchId: chosenOffer, decision };
  }

  function eventOf(): PersonEventInput {
    const common = { occurredAt: occurredAtOf(day), ...(late && lateReason ? { lateReason } : {}) };
    switch (type) {
      case 'contacted':
        return { type, livingSituation: detail ? Number(detail) : null, ...common };
      case 'transitional_entered':
        return { type, programme: detail as (typeof TRANSITIONAL_PROGRAMMES)[number], ...common };
      case 'exited':
        return { type, destination: Number(detail), ...common };
      case 'returned':
        return { type, from: detail as 'from_housing' | 'from_inactive', ...common };
      case 'transitional_left':
        return { type, ...common };
      default:
        throw new Error('an offer decision goes to its own route');
    }
  }

  function onSubmit(submitted: FormEvent) {
    submitted.preventDefault();
    if (record.isPending) return;
    setErrors({});
    if (isOfferChoice(type) && !chosenOffer) {
      setErrors({ offer: 'Choose the home offered' });
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    focus.start(() => form.current?.querySelector<HTMLElement>('select'));
    record.mutate(isOfferChoice(type) ? decisionOf() : eventOf(), {
      onSettled: focus.settled,
      onSuccess: () => {
        toast({ variant: 'success', title: 'Recorded', description: 'It is on their timeline now.' });
        setDetail('');
        setLateReason('');
        setDay(today());
        if (isOfferChoice(type)) {
          setType('contacted');
          setOfferId('');
        }
      },
      onError: (error) => {
        const failure = parseApiError(error);
        const byField = Object.fromEntries(
          (failure.issues ?? []).map((issue) => [issue.path.split('.')[0] || 'form', issue.message]),
        );
        setErrors(Object.keys(byField).length > 0 ? byField : { form: failure.message });
        // the first message's field takes focus once it is on screen
        requestAnimationFrame(() =>
          form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
      },
    });
  }

  const detailField = (name: string) => ({
    value: detail,
    onChange: (changed: { target: { value: string } }) => setDetail(changed.target.value),
    name,
  });

  return (
    <TitledSection headingId={headingId} title="Record what happened">
      <form ref={form} onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4">
        {errors.form ? (
          <p role="alert" className="font-semibold text-destructive">
            {errors.form}
          </p>
        ) : null}
        <FormField label="What happened" error={errors.type}>
          <NativeSelect
            value={type}
            onChange={(changed) => {
              setType(changed.target.value as WhatHappened);
              setDetail('');
            }}
            options={offers.length > 0 ? [...OFFER_CHOICES, ...WHAT_HAPPENED] : WHAT_HAPPENED}
          />
        </FormField>
        {isOfferChoice(type) ? (
          <FormField label="The home offered" error={errors.offer} required>
            <NativeSelect
              value={chosenOffer}
              onChange={(changed) => setOfferId(changed.target.value)}
              placeholder={offers.length === 1 ? undefined : 'Choose the home'}
              options={offers.map((offer) => ({ value: offer.matchId, label: offer.address }))}
            />
          </FormField>
        ) : null}
        {type === 'offer_declined' ? (
          <FormField label="Why they said no" error={errors.reason} required>
            <NativeSelect
              {...detailField('reason')}
              placeholder="Choose the reason"
              options={OFFER_DECLINE_REASONS.map((reason) => ({ value: reason, label: reason }))}
            />
          </FormField>
        ) : null}
        {type === 'contacted' ? (
          <FormField label="Where they are staying" error={errors.livingSituation}>
            <NativeSelect
              {...detailField('livingSituation')}
              placeholder="Not asked"
              options={LIVING_SITUATIONS.map((s) => ({ value: String(s.code), label: s.label }))}
            />
          </FormField>
        ) : null}
        {type === 'transitional_entered' ? (
          <FormField label="Kind of transitional housing" error={errors.programme} required>
            <NativeSelect
              {...detailField('programme')}
              placeholder="Choose the kind"
              options={TRANSITIONAL_PROGRAMMES.map((p) => ({ value: p, label: programmeWords(p) }))}
            />
          </FormField>
        ) : null}
        {type === 'exited' ? (
          <FormField label="Where they went" error={errors.destination} required>
            <NativeSelect
              {...detailField('destination')}
              placeholder="Choose where they went"
              options={DESTINATIONS.map((d) => ({ value: String(d.code), label: d.label }))}
            />
          </FormField>
        ) : null}
        {type === 'returned' ? (
          <FormField label="Homeless again" error={errors.from} required>
            <NativeSelect {...detailField('from')} placeholder="Choose when" options={RETURNED_FROM} />
          </FormField>
        ) : null}
        {isOfferChoice(type) ? null : (
          <FormField label="The day it happened" error={errors.occurredAt} required>
            <Input
              type="date"
              value={day}
              max={today()}
              onChange={(changed) => setDay(changed.target.value)}
            />
          </FormField>
        )}
        {late && !isOfferChoice(type) ? (
          <FormField
            label="Why it is recorded now"
            hint={`It happened more than ${LATE_RECORD_DAYS} days ago.`}
            error={errors.lateReason}
            required
          >
            <Textarea value={lateReason} onChange={(changed) => setLateReason(changed.target.value)} />
          </FormField>
        ) : null}
        <SubmitRow pending={record.isPending} pendingLabel="Recording...">
          Record
        </SubmitRow>
      </form>
    </TitledSection>
  );
}
