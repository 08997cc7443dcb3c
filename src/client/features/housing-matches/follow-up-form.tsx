import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { applyApiErrors } from '@client/lib/form-errors';
import { useContractForm } from '@client/lib/use-contract-form';
import {
  FOLLOW_UP_NOTE_MAX,
  FOLLOW_UP_RESPONSE_MESSAGE,
  ZMatchFollowUpInput,
} from '@shared/contracts/match-follow-ups';
import { MATCH_FOLLOW_UP_LABELS, MATCH_FOLLOW_UP_RESPONSES } from '@shared/domain/stalled-work';
import { useState } from 'react';
import { useRecordFollowUp } from './use-housing-matches';

const RESPONSE_OPTIONS = MATCH_FOLLOW_UP_RESPONSES.map((value) => ({
  value,
  label: MATCH_FOLLOW_UP_LABELS[value],
}));

/** What happened on a stalled match, in the follow-up dialog. */
export function FollowUpForm({
  matchId,
  name,
  onDone,
}: {
  matchId: string;
  name: string;
  onDone: () => void;
}) {
  const record = useRecordFollowUp();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, setError, errors, formRef } = useContractForm(ZMatchFollowUpInput, {
    note: '',
  });
  const onSubmit = handleSubmit((followUp) => {
    setRefusal(null);
    record.mutate(
      { id: matchId, followUp },
      {
        onSuccess: (saved) => {
          toast({
            variant: 'success',
            title: 'Follow-up Recorded',
            description: `${name}: ${MATCH_FOLLOW_UP_LABELS[saved.response]}.`,
          });
          onDone();
        },
        onError: (error) => setRefusal(applyApiErrors(error, setError).message),
      },
    );
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Record a follow-up">
      {refusal ? <Alert variant="destructive">{refusal}</Alert> : null}
      <FormField label="What happened?" error={errors.response?.message} required>
        <NativeSelect
          placeholder={FOLLOW_UP_RESPONSE_MESSAGE}
          options={RESPONSE_OPTIONS}
          {...register('response')}
        />
      </FormField>
      <FormField
        label="Note"
        hint={`Optional. At most ${FOLLOW_UP_NOTE_MAX} characters`}
        error={errors.note?.message}
      >
        <Textarea rows={3} maxLength={FOLLOW_UP_NOTE_MAX} {...register('note')} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" type="button" onClick={onDone} disabled={record.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={record.isPending}>
          Save Follow-up
        </Button>
      </DialogFooter>
    </form>
  );
}
