import { Button } from '@client/components/ui/button';
import { FailureAlert } from '@client/components/ui/failure-alert';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { RadioGroup } from '@client/components/ui/radio-group';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError, sendJson } from '@client/lib/api-client';
import { LANDLORD_MATCHES_PATH, type LandlordMatch } from '@shared/contracts/landlord';
import {
  landlordMatchAnswerPath,
  landlordMatchOutcomePath,
  QUESTION_MAX,
  ZLandlordAnswerInput,
  ZLandlordAnswerResult,
  ZLandlordOutcomeInput,
} from '@shared/contracts/landlord-answers';
import {
  LANDLORD_ANSWER_LABELS,
  LANDLORD_ANSWERS,
  LANDLORD_DECLINE_REASON_LABELS,
  LANDLORD_DECLINE_REASONS,
  LANDLORD_QUESTION_REPLY,
  type LandlordAnswer,
  type LandlordOutcome,
  NOT_A_FIT_REASON_LABELS,
  NOT_A_FIT_REASONS,
} from '@shared/domain/landlord-answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';

const ANSWER_OPTIONS = LANDLORD_ANSWERS.map((value) => ({ value, label: LANDLORD_ANSWER_LABELS[value] }));
const DECLINE_OPTIONS = LANDLORD_DECLINE_REASONS.map((value) => ({
  value,
  label: LANDLORD_DECLINE_REASON_LABELS[value],
}));
const OUTCOME_OPTIONS: { value: LandlordOutcome; label: string }[] = [
  { value: 'moved_in', label: 'They moved in' },
  { value: 'not_a_fit', label: "It didn't work out" },
];
const NOT_A_FIT_OPTIONS = NOT_A_FIT_REASONS.map((value) => ({
  value,
  label: NOT_A_FIT_REASON_LABELS[value],
}));

/** Field errors of a refused body, by field name (the zod contract's messages, as the server would say them). */
function issuesOf(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    found[field] ??= issue.message;
  }
  return found;
}

/**
 * A landlord's answer form: checks the body against its contract, shows the field errors (`choice` is the radio
 * group's field, with its words when nothing is chosen) or sends it and tells why the API refused it.
 */
function useAnswerSubmit<T>(path: string, contract: z.ZodType<T>, choice: string, unchosen: string) {
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (body: T) => sendJson('POST', path, body, ZLandlordAnswerResult),
    onSuccess: (result) => {
      toast({ variant: 'success', title: 'Answer sent', description: result.nextStep });
      void queryClient.invalidateQueries({ queryKey: [LANDLORD_MATCHES_PATH] });
    },
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (body: Record<string, unknown>) => {
    setFailure(null);
    const parsed = contract.safeParse(body);
    if (!parsed.success) {
      const found = issuesOf(parsed.error);
      setErrors({ ...found, [choice]: body[choice] ? (found[choice] ?? '') : unchosen });
      return;
    }
    setErrors({});
    send.mutate(parsed.data, { onError: (error) => setFailure(parseApiError(error).message) });
  };
  return { submit, errors, failure, sending: send.isPending };
}

/**
 * The landlord's answer to a request for their home: meet the veteran, decline with a reason, or ask the housing
 * team a question. The veteran and their case worker are told the next step.
 */
export function AnswerForm({ match }: { match: LandlordMatch }) {
  const path = landlordMatchAnswerPath(match.id);
  const {
    submit: send,
    errors,
    failure,
    sending,
  } = useAnswerSubmit(path, ZLandlordAnswerInput, 'answer', 'Choose your answer');
  const [answer, setAnswer] = useState<LandlordAnswer | null>(null);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const who = match.veteranFirstName ?? 'the veteran';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(
      answer === 'decline' ? { answer, reason } : answer === 'question' ? { answer, message } : { answer },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={`Your answer about ${who}`}>
      {match.landlordAnswer === 'question' ? (
        <p className="text-sm">
          You asked our housing team a question. They reply within {LANDLORD_QUESTION_REPLY}; you can answer
          any time.
        </p>
      ) : null}
      <RadioGroup
        legend={`Your answer about ${who}`}
        options={ANSWER_OPTIONS}
        value={answer}
        onChange={setAnswer}
        error={errors.answer || undefined}
      />
      {answer === 'decline' ? (
        <FormField label="Why are you declining?" error={errors.reason} required>
          <NativeSelect
            placeholder="Choose a reason"
            options={DECLINE_OPTIONS}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      ) : null}
      {answer === 'question' ? (
        <FormField label="Your question for the housing team" error={errors.message} required>
          <Textarea
            rows={3}
            maxLength={QUESTION_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </FormField>
      ) : null}
      <FailureAlert failure={failure} />
      <div>
        <Button type="submit" size="sm" loading={sending}>
          Send answer
        </Button>
      </div>
    </form>
  );
}

/** After the meeting on an approved match: moved in (with the date) or didn't work out (with a reason). */
export function OutcomeForm({ match }: { match: LandlordMatch }) {
  const path = landlordMatchOutcomePath(match.id);
  const {
    submit: send,
    errors,
    failure,
    sending,
  } = useAnswerSubmit(path, ZLandlordOutcomeInput, 'outcome', 'Choose how the meeting ended');
  const [outcome, setOutcome] = useState<LandlordOutcome | null>(null);
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const who = match.veteranFirstName ?? 'the veteran';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(outcome === 'moved_in' ? { outcome, date } : { outcome, reason });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={`How it went with ${who}`}>
      <RadioGroup
        legend={`How did it go with ${who}?`}
        options={OUTCOME_OPTIONS}
        value={outcome}
        onChange={setOutcome}
        error={errors.outcome || undefined}
      />
      {outcome === 'moved_in' ? (
        <FormField label="Move-in date" error={errors.date} required>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </FormField>
      ) : null}
      {outcome === 'not_a_fit' ? (
        <FormField label="What happened?" error={errors.reason} required>
          <NativeSelect
            placeholder="Choose a reason"
            options={NOT_A_FIT_OPTIONS}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      ) : null}
      <FailureAlert failure={failure} />
      <div>
        <Button type="submit" size="sm" loading={sending}>
          Record
        </Button>
      </div>
    </form>
  );
}
