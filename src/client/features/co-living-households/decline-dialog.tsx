import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { applyApiErrors } from '@client/lib/form-errors';
import { useFocusFirstError } from '@client/lib/use-focus-first-error';
import { zodResolver } from '@hookform/resolvers/zod';
import { DECLINE_REASON_MAX, ZMatchDeclineInput } from '@shared/contracts/co-living-households';
import { DECLINED_BY, type DeclinedBy } from '@shared/domain/co-living/vocabulary';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DECLINED_BY_LABELS } from './co-living-text';

type DeclineValues = z.input<typeof ZMatchDeclineInput>;
export interface DeclineAnswer {
  declinedBy: DeclinedBy;
  reason: string;
}

export interface DeclineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who the proposal was for, for the title. */
  memberName: string;
  /** Sends the decline; throws the API's error, whose field messages land on the fields. */
  onDecline: (answer: DeclineAnswer) => Promise<void>;
}

const WHO_OPTIONS = DECLINED_BY.map((who) => ({ value: who, label: DECLINED_BY_LABELS[who] }));

/** Declining a proposal: who said no and why. The pair is never proposed again. */
export function DeclineDialog({ open, onOpenChange, memberName, onDecline }: DeclineDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<DeclineValues>({
    resolver: zodResolver(ZMatchDeclineInput),
    shouldFocusError: false,
    defaultValues: { reason: '' },
  });
  const formRef = useFocusFirstError(submitCount, errors);
  const submit = async (values: DeclineValues) => {
    setFailure(null);
    try {
      await onDecline(ZMatchDeclineInput.parse(values));
    } catch (error) {
      const parsed = applyApiErrors(error, setError);
      if (!parsed.issues?.length) setFailure(parsed.message);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline the proposal for {memberName}</DialogTitle>
          <DialogDescription>
            They leave this household, and these housemates are never proposed together again.
          </DialogDescription>
        </DialogHeader>
        <form
          ref={formRef}
          onSubmit={handleSubmit(submit)}
          noValidate
          className="grid gap-4"
          aria-label="Decline proposal"
        >
          {failure ? (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          ) : null}
          <FormField label="Who declined?" error={errors.declinedBy?.message} required>
            <NativeSelect
              placeholder="Choose who declined"
              options={WHO_OPTIONS}
              {...register('declinedBy')}
            />
          </FormField>
          <FormField
            label="Why was it declined?"
            hint={`At most ${DECLINE_REASON_MAX} characters`}
            error={errors.reason?.message}
            required
          >
            <Textarea rows={3} maxLength={DECLINE_REASON_MAX} {...register('reason')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={isSubmitting}>
              Decline proposal
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
